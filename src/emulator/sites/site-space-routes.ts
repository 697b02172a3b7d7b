import { badRequest, conflict } from '../api-error.js';
import { nullableString, objectBody, optionalBoolean, optionalString } from '../body.js';
import { onlyFields } from '../checks.js';
import type { Handler, RequestContext, Route } from '../handler.js';
import { paginate } from '../paginate.js';
import type { SiteRecord } from '../world.js';
import { CONDITION, ID, SITE_SPACE_PATH, SITE_SPACE_TITLE } from './bounds.js';
import { moveSiteSpace, readAnchor } from './moves.js';
import { booleanQuery, deleted, optionalBody, representation } from './request-reply.js';
import {
  findSiteSpace,
  sectionRef,
  siteForRead,
  siteForWrite,
  siteSpaceOr404,
  spaceRef,
} from './site-lookup.js';
import { addSiteSpace, createSpace } from './site-records.js';
import { siteSpaceView } from './site-space-view.js';
import {
  assertPathFree,
  hasSectionStructure,
  repairDefaultSiteSpace,
  sectionsInOrder,
  siteSpacePaths,
  siteSpacesIn,
  siteSpacesInOrder,
} from './site-tree.js';
import { siteApiUrl } from './site-view.js';

const SITE_SPACES = '/orgs/:organizationId/sites/:siteId/site-spaces';
const SITE_SPACE = `${SITE_SPACES}/:siteSpaceId`;

/** The seed's message (Errors) for every bad site-space move. */
export const INVALID_SITE_SPACE_MOVE = 'Invalid move site space position';

/**
 * GET .../site-spaces in structure order. `default=true` keeps the default site space
 * of each section (or of the root), `default=false` the others (official `default`).
 */
const listSiteSpaces: Handler = (ctx) => {
  const { site } = siteForRead(ctx);
  const onlyDefault = booleanQuery(ctx.query, 'default');
  const all = siteSpacesInOrder(ctx.world, site.id).filter(
    (s) => onlyDefault === undefined || s.default === onlyDefault,
  );
  const page = paginate(all, ctx.query);
  return {
    status: 200,
    body: { ...page, items: page.items.map((s) => siteSpaceView(ctx, site, s)) },
  };
};

/**
 * POST .../site-spaces: `spaceId` required (null: a new space, official); without
 * `sectionId` the space goes to the default section, or to the root of a site without
 * sections (seed). 201 with `Location`, or 204 with `Prefer: return=minimal`.
 */
const createSiteSpace: Handler = (ctx) => {
  const { org, site } = siteForWrite(ctx);
  const body = objectBody(ctx.body);
  if (body.spaceId === undefined) throw badRequest('Field "spaceId" is required');
  const spaceId = nullableString(body, 'spaceId', ID) ?? null;
  const sectionId = optionalString(body, 'sectionId', ID);
  const title = optionalString(body, 'title', SITE_SPACE_TITLE);
  const draft = optionalBoolean(body, 'draft');
  const pageId = nullableString(body, 'pageId', ID);
  if (typeof pageId === 'string' && spaceId === null) {
    throw badRequest('Field "pageId" needs an existing space in "spaceId"');
  }
  const space = spaceId === null ? undefined : spaceRef(ctx, site, 'spaceId', spaceId);
  const section =
    sectionId === undefined
      ? defaultSection(ctx, site)
      : sectionRef(ctx, site, 'sectionId', sectionId).id;
  const record = addSiteSpace(ctx.world, ctx, site, {
    space: space ?? createSpace(ctx.world, ctx, org.id, title ?? 'Untitled'),
    section,
    ...(title !== undefined ? { title } : {}),
    ...(draft !== undefined ? { draft } : {}),
    ...(pageId !== undefined ? { pageId } : {}),
  });
  const reply = representation(ctx, siteSpaceView(ctx, site, record), 201);
  const location = `${siteApiUrl(ctx, site)}/site-spaces/${record.id}`;
  return { ...reply, headers: { ...reply.headers, location } };
};

function defaultSection(ctx: RequestContext, site: SiteRecord): string | null {
  if (!hasSectionStructure(ctx.world, site.id)) return null;
  const found = sectionsInOrder(ctx.world, site.id).find((s) => s.default);
  if (!found) throw badRequest('Field "sectionId" is required: the site has no default section');
  return found.id;
}

/** The official fields (`updateSiteSpaceById`): none of them changes the section. */
const PATCH_FIELDS = ['path', 'condition', 'pageId', 'spaceId', 'hidden', 'draft'];

/**
 * PATCH .../site-spaces/{siteSpaceId}: `path` (unique among siblings), `condition`
 * (null removes), `spaceId` (re-points the site space; drops `pageId` unless one is
 * sent), `hidden`, `draft`, `pageId`. There is no way to change the section (official
 * spec 5): delete and re-add.
 */
const patchSiteSpace: Handler = (ctx) => {
  const { site } = siteForWrite(ctx);
  const record = siteSpaceOr404(ctx, site);
  const body = objectBody(ctx.body);
  onlyFields(body, PATCH_FIELDS);
  const path = optionalString(body, 'path', SITE_SPACE_PATH);
  const condition = nullableString(body, 'condition', CONDITION);
  const spaceId = optionalString(body, 'spaceId', ID);
  const hidden = optionalBoolean(body, 'hidden');
  const draft = optionalBoolean(body, 'draft');
  const pageId = nullableString(body, 'pageId', ID);
  const space = spaceId === undefined ? undefined : spaceRef(ctx, site, 'spaceId', spaceId);
  if (path !== undefined) {
    assertPathFree(
      path,
      siteSpacePaths(ctx.world, site.id, record.section, record.id),
      'site space',
    );
  }
  const siblings = siteSpacesIn(ctx.world, site.id, record.section);
  if (space && siblings.some((s) => s !== record && s.space === space.id)) {
    throw conflict(`Space "${space.id}" is already linked at this level of the site`);
  }

  if (path !== undefined) record.path = path;
  if (condition !== undefined) record.condition = condition;
  if (space && space.id !== record.space) {
    record.space = space.id;
    record.pageId = null;
  }
  if (hidden !== undefined) record.hidden = hidden;
  if (draft !== undefined) record.draft = draft;
  if (pageId !== undefined) record.pageId = pageId;
  return representation(ctx, siteSpaceView(ctx, site, record));
};

/**
 * DELETE .../site-spaces/{siteSpaceId}: 205 deleted, 204 did not exist. Deleting the
 * default site space makes the first remaining sibling the default.
 */
const deleteSiteSpace: Handler = (ctx) => {
  const { site } = siteForWrite(ctx);
  const record = findSiteSpace(ctx, site, ctx.params.siteSpaceId);
  if (!record) return deleted(false);
  ctx.world.siteSpaces.splice(ctx.world.siteSpaces.indexOf(record), 1);
  repairDefaultSiteSpace(ctx.world, site.id, record.section);
  return deleted(true);
};

/**
 * POST .../site-spaces/{siteSpaceId}/move: `position` is exactly one of `before` /
 * `after`, `{type: "site-space", siteSpace}` naming a sibling in the same section.
 */
const moveSiteSpaceHandler: Handler = (ctx) => {
  const { site } = siteForWrite(ctx);
  const record = siteSpaceOr404(ctx, site);
  const anchor = readAnchor(
    optionalBody(ctx.body).position,
    { types: ['site-space'], idKey: 'siteSpace' },
    INVALID_SITE_SPACE_MOVE,
  );
  moveSiteSpace(ctx.world, record, anchor, INVALID_SITE_SPACE_MOVE);
  return { status: 200, body: siteSpaceView(ctx, site, record) };
};

/** Site spaces (seed "Site spaces"; official `addSpaceToSite` and the rest). */
export const siteSpaceRoutes: Route[] = [
  { method: 'GET', pattern: SITE_SPACES, handler: listSiteSpaces },
  { method: 'POST', pattern: SITE_SPACES, handler: createSiteSpace },
  { method: 'PATCH', pattern: SITE_SPACE, handler: patchSiteSpace },
  { method: 'DELETE', pattern: SITE_SPACE, handler: deleteSiteSpace },
  { method: 'POST', pattern: `${SITE_SPACE}/move`, handler: moveSiteSpaceHandler },
];
