import * as z from 'zod';
import type { FieldTable } from './field-row.js';
import { field } from './field-row.js';
import { flagRow } from './flag-row.js';
import { url } from '../schema/fields.js';
import type { IdRef } from '../plan.js';

/** The calls a redirect's handler makes: its create, and the official PATCH. */
export type RedirectVia = 'patch';

/**
 * A redirect's source (official `SiteRedirectSourcePath`): a path of the site starting
 * with `/`, optionally ending in `*` or `/*` (a prefix; the rest of the path is what
 * the wildcard matched).
 */
export const redirectSourceYaml = z
  .string()
  .max(512)
  .regex(
    /^\/(?!\*)(?!.*\*.+)(?:[A-Za-z0-9\-._~+]|%[0-9A-Fa-f]{2})+(?:\/(?:[A-Za-z0-9\-._~+]|%[0-9A-Fa-f]{2})+)*(?:\/\*|\*)?$/,
    'a path of the site: "/" then segments of letters, digits, "-", ".", "_", "~", "+" or %XX escapes separated by single "/" (no space, no trailing "/"), optionally ending with "*" or "/*" (a "*" nowhere else)',
  );

/** A destination as a string: a path of the site, or an absolute URL (the short form). */
export const redirectPathOrUrl = z
  .string()
  .max(2048)
  .refine((s) => s.startsWith('/') || url.safeParse(s).success, {
    message: 'a path of the site starting with "/" or an absolute http(s) URL',
  });

/**
 * A destination as written: a path of the site (`/guides`), resolved by the planner to
 * the section or site space that serves it, an absolute URL, or the official typed
 * object (`SiteRedirectDestination`) with live ids.
 */
export const redirectDestinationYaml = z.union([
  redirectPathOrUrl,
  z.strictObject({ kind: z.literal('site-section'), siteSectionId: z.string().min(1) }),
  z.strictObject({ kind: z.literal('site-space'), siteSpaceId: z.string().min(1) }),
  z.strictObject({
    kind: z.literal('site-page'),
    siteSpaceId: z.string().min(1),
    pageId: z.string().min(1),
  }),
  z.strictObject({
    kind: z.literal('external'),
    // official `SiteRedirectDestinationExternal.url`, http(s) as every URL (fields.ts)
    url,
  }),
]);

/** The official typed destination, as the API answers it and takes it. */
export type OfficialRedirectDestination =
  | { readonly kind: 'site-section'; readonly siteSectionId: string }
  | { readonly kind: 'site-space'; readonly siteSpaceId: string }
  | { readonly kind: 'site-page'; readonly siteSpaceId: string; readonly pageId: string }
  | { readonly kind: 'external'; readonly url: string };

const DESTINATION_KEYS: Readonly<Record<string, readonly string[]>> = {
  'site-section': ['siteSectionId'],
  'site-space': ['siteSpaceId'],
  'site-page': ['siteSpaceId', 'pageId'],
  external: ['url'],
};

/**
 * A destination as read, with only its kind's official keys (an answer may carry more,
 * which would read as a difference); a kind docform does not know is kept whole.
 */
function officialDestination(value: unknown): unknown {
  const held = value as Record<string, unknown>;
  const keys = DESTINATION_KEYS[String(held.kind)];
  if (keys === undefined) return value;
  return Object.fromEntries(['kind', ...keys].map((k) => [k, held[k]]));
}

/**
 * A destination in the normalized config: a path of the site (`{ path }`, which the
 * planner resolves against the site's structure) or an official typed destination.
 */
export type DesiredRedirectDestination = { readonly path: string } | OfficialRedirectDestination;

/** A destination as planned: a section or site space by IdRef (its id may come later). */
export type PlannedDestination =
  | { readonly kind: 'site-section'; readonly siteSectionId: IdRef }
  | { readonly kind: 'site-space'; readonly siteSpaceId: IdRef }
  | OfficialRedirectDestination;

/**
 * A site redirect's fields (official `SiteRedirect`, `createSiteRedirect`,
 * `updateSiteRedirectById`). Its source path is its identity, the key under
 * `redirects:`; `draft` is left alone (docform manages live redirects).
 */
export const REDIRECT_FIELDS = {
  // planned with a section or site space as an IdRef (src/plan/redirects/plan-redirects.ts)
  destination: field<
    DesiredRedirectDestination,
    OfficialRedirectDestination,
    PlannedDestination,
    PlannedDestination
  >()({
    doc: 'where the source goes: a path of this site (resolved to the section or site space that serves it), an absolute URL, or the official typed object',
    yaml: redirectDestinationYaml,
    required: true,
    strings: 'plain',
    wire: { schema: z.looseObject({ kind: z.string() }), read: officialDestination },
    // a path is resolved to the section or site space serving it, compared by its id
    // (src/plan/redirects/redirect-kind.ts)
    byPlanner: true,
    via: 'patch',
    inCreate: true,
  }),
  permanent: flagRow('served as HTTP 308 to public live traffic (else 307)', {
    via: 'patch',
    inCreate: true,
  }),
  captureWildcard: flagRow(
    'a source ending in `*` appends what the wildcard matched to the destination',
    { via: 'patch', inCreate: true },
  ),
} as const satisfies FieldTable<RedirectVia>;
