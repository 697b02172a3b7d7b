import { badRequest, notFound } from '../api-error.js';
import type { Body } from '../body.js';
import { objectBody, optionalBoolean, requiredString } from '../body.js';
import { onlyFields } from '../checks.js';
import type { Handler, RequestContext, Route } from '../handler.js';
import { paginate } from '../paginate.js';
import type { SiteRecord, SiteRedirectRecord } from '../world.js';
import { bulkUpsertRedirects } from './bulk.js';
import { readDestination, readSource, REDIRECT_SOURCE } from './input.js';
import {
  addRedirect,
  assertSourceFree,
  findRedirect,
  redirectTarget,
  redirectView,
} from './records.js';
import { booleanQuery, deleted } from '../sites/request-reply.js';
import { siteForRead, siteForWrite } from '../sites/site-lookup.js';

const REDIRECTS = '/orgs/:organizationId/sites/:siteId/redirects';
const REDIRECT = `${REDIRECTS}/:siteRedirectId`;
const ORDERS = ['createdAt', 'updatedAt', 'source'] as const;

/**
 * GET .../redirects: the live redirects, or the drafts with `draft=true`; `search`
 * keeps sources containing it; `orderBy` as the official `SiteRedirectOrderBy` says:
 * newest created first (default), newest updated first, or by source.
 */
const listRedirects: Handler = (ctx) => {
  const { site } = siteForRead(ctx);
  const draft = booleanQuery(ctx.query, 'draft') ?? false;
  const search = ctx.query.get('search');
  const orderBy = ctx.query.get('orderBy') ?? 'createdAt';
  if (!(ORDERS as readonly string[]).includes(orderBy)) {
    throw badRequest(`Invalid query parameter "orderBy": must be one of ${ORDERS.join(', ')}`);
  }
  const kept = ctx.world.siteRedirects
    .filter((r) => r.site === site.id && r.draft === draft)
    .filter((r) => search === null || r.source.includes(search))
    .reverse();
  const time = (r: SiteRedirectRecord) =>
    orderBy === 'updatedAt' ? (r.updatedAt ?? r.createdAt) : r.createdAt;
  const sorted =
    orderBy === 'source'
      ? kept.sort((a, b) => (a.source < b.source ? -1 : a.source > b.source ? 1 : 0))
      : kept.sort((a, b) => Date.parse(time(b)) - Date.parse(time(a)));
  const page = paginate(sorted, ctx.query);
  return { status: 200, body: { ...page, items: page.items.map(redirectView) } };
};

const CREATE_FIELDS = ['source', 'captureWildcard', 'draft', 'permanent', 'destination'];

/** POST .../redirects: 201 with the redirect (no `Location`, official); a taken source is a 409. */
const createRedirect: Handler = (ctx) => {
  const { site } = siteForWrite(ctx);
  const body = objectBody(ctx.body);
  onlyFields(body, CREATE_FIELDS);
  const source = requiredString(body, 'source', REDIRECT_SOURCE);
  if (body.destination === undefined) throw badRequest('Field "destination" is required');
  const destination = readDestination(ctx, site, body.destination, 'destination', true);
  const draft = optionalBoolean(body, 'draft') ?? false;
  const captureWildcard = optionalBoolean(body, 'captureWildcard') ?? false;
  const permanent = optionalBoolean(body, 'permanent') ?? false;
  assertSourceFree(ctx, site, source, draft);
  const record = addRedirect(ctx, site, { source, draft, captureWildcard, permanent, destination });
  return { status: 201, body: redirectView(record) };
};

function redirectOr404(ctx: RequestContext, site: SiteRecord): SiteRedirectRecord {
  const id = ctx.params.siteRedirectId;
  const record = ctx.world.siteRedirects.find((r) => r.site === site.id && r.id === id);
  if (!record) throw notFound('No matching site redirect found');
  return record;
}

/**
 * PATCH .../redirects/{siteRedirectId}: any of source, captureWildcard, draft (a draft
 * promoted to live), permanent, destination (no `path` kind here, official). The whole
 * body is checked before anything changes.
 */
const updateRedirect: Handler = (ctx) => {
  const { site } = siteForWrite(ctx);
  const record = redirectOr404(ctx, site);
  const body: Body = objectBody(ctx.body);
  onlyFields(body, CREATE_FIELDS);
  const source = readSource(body) ?? record.source;
  const draft = optionalBoolean(body, 'draft') ?? record.draft;
  const captureWildcard = optionalBoolean(body, 'captureWildcard');
  const permanent = optionalBoolean(body, 'permanent');
  const destination =
    body.destination === undefined
      ? undefined
      : readDestination(ctx, site, body.destination, 'destination', false);
  assertSourceFree(ctx, site, source, draft, record);
  record.source = source;
  record.draft = draft;
  if (captureWildcard !== undefined) record.captureWildcard = captureWildcard;
  if (permanent !== undefined) record.permanent = permanent;
  if (destination !== undefined) record.destination = destination;
  record.updatedAt = ctx.now();
  return { status: 200, body: redirectView(record) };
};

/** DELETE .../redirects/{siteRedirectId}: 205 deleted, 204 did not exist. */
const deleteRedirect: Handler = (ctx) => {
  const { site } = siteForWrite(ctx);
  const id = ctx.params.siteRedirectId;
  const index = ctx.world.siteRedirects.findIndex((r) => r.site === site.id && r.id === id);
  if (index >= 0) ctx.world.siteRedirects.splice(index, 1);
  return deleted(index >= 0);
};

/**
 * GET .../redirect?source=: the live redirect of that exact source and where it leads
 * (official getSiteRedirectBySource); 404 when there is none.
 */
const getRedirectBySource: Handler = (ctx) => {
  const { site } = siteForRead(ctx);
  const source = readSource({ source: ctx.query.get('source') ?? undefined });
  if (source === undefined) throw badRequest('Query parameter "source" is required');
  const record = findRedirect(ctx, site, source, false);
  if (!record) throw notFound('No matching site redirect found');
  return {
    status: 200,
    body: { redirect: redirectView(record), target: redirectTarget(ctx, site, record) },
  };
};

/** A site's redirects (official, absent from the seed; docs/api-differences.md, rows 51 to 58). */
export const redirectRoutes: Route[] = [
  { method: 'GET', pattern: REDIRECTS, handler: listRedirects },
  { method: 'POST', pattern: REDIRECTS, handler: createRedirect },
  { method: 'PUT', pattern: REDIRECTS, handler: bulkUpsertRedirects },
  { method: 'PATCH', pattern: REDIRECT, handler: updateRedirect },
  { method: 'DELETE', pattern: REDIRECT, handler: deleteRedirect },
  {
    method: 'GET',
    pattern: '/orgs/:organizationId/sites/:siteId/redirect',
    handler: getRedirectBySource,
  },
];
