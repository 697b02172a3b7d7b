import { conflict } from '../api-error.js';
import type { RequestContext } from '../handler.js';
import { findById } from '../record-index.js';
import type { SiteRecord, SiteRedirectRecord } from '../world.js';
import { publishedSiteUrl } from '../sites/site-view.js';

/*
 * A site's redirects as records: the official view, finding one by source, adding one,
 * and the URL it leads to. Shared by the single-redirect routes and the bulk upsert.
 */

/** Official `SiteRedirect`; `updatedAt` only once changed after creation. */
export function redirectView(record: SiteRedirectRecord): Record<string, unknown> {
  return {
    object: 'site-redirect',
    id: record.id,
    source: record.source,
    draft: record.draft,
    captureWildcard: record.captureWildcard,
    permanent: record.permanent,
    destination: record.destination,
    createdAt: record.createdAt,
    ...(record.updatedAt === undefined ? {} : { updatedAt: record.updatedAt }),
  };
}

/** The redirect of the site with that source in that mode (live or draft), if any. */
export function findRedirect(
  ctx: RequestContext,
  site: SiteRecord,
  source: string,
  draft: boolean,
): SiteRedirectRecord | undefined {
  return ctx.world.siteRedirects.find(
    (r) => r.site === site.id && r.source === source && r.draft === draft,
  );
}

/**
 * A source is unique per site among its live redirects, and among its drafts (the key
 * of the official bulk upsert, "source + intent"); another redirect holding it is a 409.
 */
export function assertSourceFree(
  ctx: RequestContext,
  site: SiteRecord,
  source: string,
  draft: boolean,
  self?: SiteRedirectRecord,
): void {
  const other = findRedirect(ctx, site, source, draft);
  if (other && other.id !== self?.id) {
    throw conflict(`A ${draft ? 'draft' : 'live'} redirect from "${source}" already exists`);
  }
}

export type RedirectFields = Omit<SiteRedirectRecord, 'site' | 'id' | 'createdAt' | 'updatedAt'>;

/** Adds a redirect to the world; the caller has checked that its source is free. */
export function addRedirect(
  ctx: RequestContext,
  site: SiteRecord,
  fields: RedirectFields,
): SiteRedirectRecord {
  const record: SiteRedirectRecord = {
    site: site.id,
    id: ctx.newId('redirect'),
    ...fields,
    createdAt: ctx.now(),
  };
  ctx.world.siteRedirects.push(record);
  return record;
}

/**
 * Where a redirect sends a visitor: an external URL as is; else the published URL of
 * the section, site space or page (the emulator's pages are their ids).
 */
export function redirectTarget(
  ctx: RequestContext,
  site: SiteRecord,
  record: SiteRedirectRecord,
): string {
  const d = record.destination;
  if (d.kind === 'external') return d.url;
  const base = publishedSiteUrl(ctx.world, site);
  if (d.kind === 'site-section') {
    return [base, findById(ctx.world.siteNodes, d.siteSectionId)?.path ?? ''].join('/');
  }
  const siteSpace = findById(ctx.world.siteSpaces, d.siteSpaceId);
  const section = siteSpace?.section ? findById(ctx.world.siteNodes, siteSpace.section) : undefined;
  const segments = [section?.path, siteSpace?.path, d.kind === 'site-page' ? d.pageId : undefined];
  return [base, ...segments.filter((s): s is string => Boolean(s))].join('/');
}
