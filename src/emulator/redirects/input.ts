import { createHash } from 'node:crypto';
import { badRequest } from '../api-error.js';
import type { Body } from '../body.js';
import { optionalString, requiredString } from '../body.js';
import { urlField } from '../checks.js';
import type { RequestContext } from '../handler.js';
import type { RedirectDestination, SiteRecord } from '../world.js';
import { ID } from '../sites/bounds.js';
import { findSiteSpace, sectionRef } from '../sites/site-lookup.js';

/** Official `SiteRedirectSourcePath`: a site path, optionally ending in `*` or `/*`. */
export const REDIRECT_SOURCE = {
  max: 512,
  pattern:
    /^\/(?!\*)(?!.*\*.+)(?:[A-Za-z0-9\-._~+]|%[0-9A-Fa-f]{2})+(?:\/(?:[A-Za-z0-9\-._~+]|%[0-9A-Fa-f]{2})+)*(?:\/\*|\*)?$/,
  patternName: 'a site path starting with "/", optionally ending with "*" or "/*"',
};

const KINDS = ['site-section', 'site-space', 'site-page', 'external'] as const;

/**
 * The destination in `body[field]` as stored (official `SiteRedirectDestination`): a
 * section or site space of this site, a page of one of its site spaces, or an absolute
 * URL. `allowPath` admits the input-only `{kind: "path", spaceId, path}` of create and
 * bulk upsert; the emulator has no pages, so it stands for a page of the site space of
 * that space, whose id is derived from the path (docs/emulator-sites.md).
 */
export function readDestination(
  ctx: RequestContext,
  site: SiteRecord,
  value: unknown,
  field: string,
  allowPath: boolean,
): RedirectDestination {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) {
    throw badRequest(`Field "${field}" must be an object`);
  }
  const body = value as Body;
  const kinds: readonly string[] = allowPath ? [...KINDS, 'path'] : KINDS;
  const kind = body.kind;
  if (typeof kind !== 'string' || !kinds.includes(kind)) {
    throw badRequest(`Field "${field}.kind" must be one of ${kinds.join(', ')}`);
  }
  const at = (name: string) => `${field}.${name}`;
  switch (kind) {
    case 'site-section': {
      only(body, field, ['kind', 'siteSectionId']);
      const id = requiredString(body, 'siteSectionId', ID);
      return { kind, siteSectionId: sectionRef(ctx, site, at('siteSectionId'), id).id };
    }
    case 'site-space': {
      only(body, field, ['kind', 'siteSpaceId']);
      return { kind, siteSpaceId: siteSpaceRef(ctx, site, body, at('siteSpaceId')) };
    }
    case 'site-page': {
      only(body, field, ['kind', 'siteSpaceId', 'pageId']);
      const siteSpaceId = siteSpaceRef(ctx, site, body, at('siteSpaceId'));
      return { kind, siteSpaceId, pageId: requiredString(body, 'pageId', ID) };
    }
    case 'external': {
      only(body, field, ['kind', 'url']);
      const url = urlField(body, at('url'), body.url);
      if (url === undefined) throw badRequest(`Field "${at('url')}" is required`);
      return { kind, url };
    }
    default:
      only(body, field, ['kind', 'spaceId', 'path']);
      return pathDestination(ctx, site, body, field);
  }
}

function siteSpaceRef(ctx: RequestContext, site: SiteRecord, body: Body, field: string): string {
  const id = requiredString(body, 'siteSpaceId', ID);
  if (!findSiteSpace(ctx, site, id)) {
    throw badRequest(`Field "${field}": no matching site space "${id}" in the site`);
  }
  return id;
}

function pathDestination(
  ctx: RequestContext,
  site: SiteRecord,
  body: Body,
  field: string,
): RedirectDestination {
  const spaceId = requiredString(body, 'spaceId', ID);
  const path = requiredString(body, 'path', { max: 512 });
  const siteSpace = ctx.world.siteSpaces.find((s) => s.site === site.id && s.space === spaceId);
  if (!siteSpace) {
    throw badRequest(`Field "${field}.spaceId": space "${spaceId}" is not published in the site`);
  }
  const digest = createHash('sha256').update(`${spaceId}\n${path}`).digest('hex');
  return { kind: 'site-page', siteSpaceId: siteSpace.id, pageId: `page_${digest.slice(0, 12)}` };
}

function only(body: Body, field: string, keys: readonly string[]): void {
  const extra = Object.keys(body).find((k) => !keys.includes(k));
  if (extra !== undefined) throw badRequest(`Field "${field}.${extra}" is not allowed`);
}

/** The redirect body's source (official pattern and bound); undefined when absent. */
export function readSource(body: Body): string | undefined {
  return optionalString(body, 'source', REDIRECT_SOURCE);
}
