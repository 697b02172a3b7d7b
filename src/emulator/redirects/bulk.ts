import { ApiError, badRequest } from '../api-error.js';
import type { Body } from '../body.js';
import { objectBody, optionalBoolean, optionalEnum, requiredString } from '../body.js';
import type { Handler, RequestContext } from '../handler.js';
import type { SiteRecord } from '../world.js';
import { readDestination, REDIRECT_SOURCE } from './input.js';
import { addRedirect, findRedirect } from './records.js';
import { siteForWrite } from '../sites/site-lookup.js';

type Result = Record<string, unknown>;

/** One checked item of the bulk body (official bulkUpsertSiteRedirects). */
type Item =
  | { readonly source: string; readonly intent: 'publish' }
  | {
      readonly source: string;
      readonly intent: 'live' | 'draft';
      readonly captureWildcard: boolean;
      readonly permanent: boolean | undefined;
      /** The destination as sent; null deletes the redirect. */
      readonly destination: unknown;
    };

const MAX_ITEMS = 500;

/**
 * PUT .../redirects: upserts, deletes or publishes redirects keyed by source and
 * intent, in order, each with its own result. A body that breaks the schema is a 400
 * and changes nothing; a destination naming nothing in the site is that item's
 * `error` result and the others still apply.
 */
export const bulkUpsertRedirects: Handler = (ctx) => {
  const { site } = siteForWrite(ctx);
  const items = readItems(objectBody(ctx.body));
  const results = items.map((item): Result => {
    const draft = item.intent === 'draft';
    try {
      return item.intent === 'publish' ? publish(ctx, site, item.source) : upsert(ctx, site, item);
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      return { status: 'error', source: item.source, draft, error: error.message };
    }
  });
  return { status: 200, body: { results } };
};

function readItems(body: Body): Item[] {
  const extra = Object.keys(body).find((k) => k !== 'redirects');
  if (extra !== undefined) throw badRequest(`Unknown field "${extra}"`);
  const list = body.redirects;
  if (!Array.isArray(list) || list.length < 1 || list.length > MAX_ITEMS) {
    throw badRequest(`Field "redirects" must be an array of 1 to ${MAX_ITEMS} redirects`);
  }
  return list.map((value, i) => readItem(value, `redirects.${i}`));
}

function readItem(value: unknown, at: string): Item {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) {
    throw badRequest(`Field "${at}" must be an object`);
  }
  const item = value as Body;
  const named = (problem: ApiError) => badRequest(`${at}: ${problem.message}`);
  try {
    const source = requiredString(item, 'source', REDIRECT_SOURCE);
    if (item.intent === 'publish') {
      allowOnly(item, ['source', 'intent']);
      return { source, intent: 'publish' };
    }
    allowOnly(item, ['source', 'intent', 'captureWildcard', 'permanent', 'destination']);
    const intent = optionalEnum(item, 'intent', ['live', 'draft'] as const) ?? 'live';
    if (item.destination === undefined) throw badRequest('Field "destination" is required');
    return {
      source,
      intent: intent === 'draft' ? 'draft' : 'live',
      captureWildcard: optionalBoolean(item, 'captureWildcard') ?? false,
      permanent: optionalBoolean(item, 'permanent'),
      destination: item.destination,
    };
  } catch (error) {
    throw error instanceof ApiError ? named(error) : error;
  }
}

function allowOnly(item: Body, keys: readonly string[]): void {
  const extra = Object.keys(item).find((k) => !keys.includes(k));
  if (extra !== undefined) throw badRequest(`Unknown field "${extra}"`);
}

/** Creates, updates or (null destination) deletes the redirect of that source and intent. */
function upsert(ctx: RequestContext, site: SiteRecord, item: Exclude<Item, { intent: 'publish' }>) {
  const draft = item.intent === 'draft';
  const existing = findRedirect(ctx, site, item.source, draft);
  if (item.destination === null) {
    if (!existing) throw badRequest(`No ${item.intent} redirect from "${item.source}"`);
    ctx.world.siteRedirects.splice(ctx.world.siteRedirects.indexOf(existing), 1);
    return { status: 'deleted', source: item.source, draft };
  }
  const destination = readDestination(ctx, site, item.destination, 'destination', true);
  if (existing) {
    existing.destination = destination;
    existing.captureWildcard = item.captureWildcard;
    if (item.permanent !== undefined) existing.permanent = item.permanent;
    existing.updatedAt = ctx.now();
    return { status: 'updated', source: item.source, draft, id: existing.id };
  }
  const { captureWildcard, source } = item;
  const permanent = item.permanent ?? false;
  const record = addRedirect(ctx, site, { source, draft, captureWildcard, permanent, destination });
  return { status: 'created', source: item.source, draft, id: record.id };
}

/**
 * Publishes the draft redirect of that source: it becomes the live one (replacing the
 * fields of a live redirect of the same source, which keeps its id) and the draft goes.
 */
function publish(ctx: RequestContext, site: SiteRecord, source: string): Result {
  const draft = findRedirect(ctx, site, source, true);
  if (!draft) throw badRequest(`No draft redirect from "${source}"`);
  const live = findRedirect(ctx, site, source, false);
  const now = ctx.now();
  if (!live) {
    draft.draft = false;
    draft.updatedAt = now;
    return { status: 'published', source, draft: false, id: draft.id };
  }
  live.destination = draft.destination;
  live.captureWildcard = draft.captureWildcard;
  live.permanent = draft.permanent;
  live.updatedAt = now;
  ctx.world.siteRedirects.splice(ctx.world.siteRedirects.indexOf(draft), 1);
  return { status: 'published', source, draft: false, id: live.id };
}
