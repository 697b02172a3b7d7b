import { orgForAdmin, orgForCaller } from '../access.js';
import { forgetSiteGrants } from '../permissions/grant-store.js';
import { badRequest } from '../api-error.js';
import {
  nullableEnum,
  nullableString,
  objectBody,
  optionalBoolean,
  optionalEnum,
  optionalString,
  optionalStringArray,
} from '../body.js';
import type { Body } from '../body.js';
import { onlyFields } from '../checks.js';
import type { Handler, RequestContext, Route } from '../handler.js';
import { paginate } from '../paginate.js';
import { callerRole } from '../roles.js';
import type { SiteRecord, SiteSpaceRecord } from '../world.js';
import {
  AGENTS_CONTEXTS,
  DEFAULT_LEVELS,
  ID,
  SITE_BASENAME,
  SITE_PROXY,
  SITE_TITLE,
  SITE_TYPES,
  SITE_VISIBILITIES,
} from './bounds.js';
import { booleanQuery, created, deleted, optionalBody } from './request-reply.js';
import { findSiteSpace, sectionRef, siteForRead, siteForWrite, spaceRef } from './site-lookup.js';
import { siteCustomization, siteSpaceCustomization } from '../customization/routes.js';
import { createSite, SITE_DEFAULTS } from './site-records.js';
import { hasSectionStructure, setDefaultSection, setDefaultSiteSpace } from './site-tree.js';
import { siteApiUrl, siteView } from './site-view.js';
import { structureView } from './structure-view.js';

const SITES = '/orgs/:organizationId/sites';
const SITE = `${SITES}/:siteId`;

/**
 * GET /orgs/{organizationId}/sites with the seed's filters `space`, `title` (a
 * case-insensitive "contains", as the teams list's title filter) and `published`, and
 * the official `type` (repeated keys).
 */
const listSites: Handler = (ctx) => {
  const { org } = orgForCaller(ctx);
  const keep = siteFilter(ctx);
  const sites = ctx.world.sites.filter((s) => s.organization === org.id && keep(s));
  const page = paginate(sites, ctx.query);
  const role = callerRole(ctx, org.id);
  const items = page.items.map((s) => siteView(ctx, s, role));
  return { status: 200, body: { ...page, items } };
};

function siteFilter(ctx: RequestContext): (site: SiteRecord) => boolean {
  const space = ctx.query.get('space');
  const title = ctx.query.get('title')?.toLowerCase();
  const published = booleanQuery(ctx.query, 'published');
  const types = ctx.query.getAll('type');
  for (const type of types) {
    if (!(SITE_TYPES as readonly string[]).includes(type)) {
      throw badRequest(`Invalid query parameter "type": must be one of ${SITE_TYPES.join(', ')}`);
    }
  }
  // The sites holding the space, found in one pass rather than a scan of every site space
  // per site. Not through an index by `space`: PATCH changes a site space's space in place.
  const holding =
    space === null
      ? undefined
      : new Set(ctx.world.siteSpaces.filter((s) => s.space === space).map((s) => s.site));
  return (site) =>
    (holding === undefined || holding.has(site.id)) &&
    (title === undefined || site.title.toLowerCase().includes(title)) &&
    (published === undefined || site.published === published) &&
    (types.length === 0 || types.includes(site.type));
}

/**
 * POST /orgs/{organizationId}/sites: every field optional (seed), the body too
 * (official). `type` defaults to the seed's `basic`, not the official `ultimate`
 * (docs/api-differences.md). `spaces` become root site spaces, in order.
 */
const createSiteHandler: Handler = (ctx) => {
  const { org } = orgForAdmin(ctx);
  const body = optionalBody(ctx.body);
  const title = optionalString(body, 'title', SITE_TITLE) ?? SITE_DEFAULTS.title;
  const type = optionalEnum(body, 'type', SITE_TYPES) ?? SITE_DEFAULTS.type;
  const visibility =
    optionalEnum(body, 'visibility', SITE_VISIBILITIES) ?? SITE_DEFAULTS.visibility;
  const spaceIds = optionalStringArray(body, 'spaces') ?? [];
  if (new Set(spaceIds).size !== spaceIds.length) {
    throw badRequest('Field "spaces" must not name a space twice');
  }
  const spaces = spaceIds.map((id) => {
    const space = ctx.world.spaces.find(
      (s) => s.id === id && s.organization === org.id && !s.deletedAt,
    );
    if (!space) throw badRequest(`Field "spaces": no matching space "${id}" in the organization`);
    return space;
  });
  const site = createSite(ctx.world, ctx, org, { title, type, visibility, spaces });
  return created(siteView(ctx, site), siteApiUrl(ctx, site));
};

/** GET /orgs/{organizationId}/sites/{siteId}. */
const getSite: Handler = (ctx) => {
  const { site } = siteForRead(ctx);
  return { status: 200, body: siteView(ctx, site) };
};

/**
 * The seed's fields plus the official ones this emulator keeps (`updateSiteById`). `published`
 * is not among them: only publish/unpublish change it. Any other field is a 400.
 */
const PATCH_FIELDS = [
  'title',
  'visibility',
  'basename',
  'agentsContext',
  'defaultLevel',
  'proxy',
  'adaptiveContent',
  'defaultSiteSection',
  'defaultSiteSpace',
  'styleguide',
];

/**
 * PATCH /orgs/{organizationId}/sites/{siteId}: every field optional. The whole body is
 * checked before anything changes, so a 400 leaves the site as it was.
 */
const patchSite: Handler = (ctx) => {
  const { site } = siteForWrite(ctx);
  const body = objectBody(ctx.body);
  onlyFields(body, PATCH_FIELDS);
  const title = optionalString(body, 'title', SITE_TITLE);
  const visibility = optionalEnum(body, 'visibility', SITE_VISIBILITIES);
  const basename = optionalString(body, 'basename', SITE_BASENAME);
  const agentsContext = optionalEnum(body, 'agentsContext', AGENTS_CONTEXTS);
  const defaultLevel = nullableEnum(body, 'defaultLevel', DEFAULT_LEVELS);
  const proxy = nullableString(body, 'proxy', SITE_PROXY);
  const styleguideId = nullableString(body, 'styleguide', ID);
  const styleguide =
    typeof styleguideId === 'string'
      ? spaceRef(ctx, site, 'styleguide', styleguideId).id
      : styleguideId;
  const adaptiveContent = readAdaptiveContent(body);
  const sectionId = optionalString(body, 'defaultSiteSection', ID);
  const section =
    sectionId === undefined ? undefined : sectionRef(ctx, site, 'defaultSiteSection', sectionId);
  const siteSpace = readDefaultSiteSpace(ctx, site, body, section?.id);

  if (title !== undefined) site.title = title;
  if (visibility !== undefined) site.visibility = visibility;
  if (basename !== undefined) site.basename = basename;
  if (agentsContext !== undefined) site.agentsContext = agentsContext;
  if (defaultLevel !== undefined) site.defaultLevel = defaultLevel;
  if (proxy !== undefined) site.proxy = proxy;
  if (styleguide !== undefined) site.styleguide = styleguide;
  if (adaptiveContent !== undefined) site.adaptiveContent = adaptiveContent;
  if (section) setDefaultSection(ctx.world, site.id, section.id);
  if (siteSpace) setDefaultSiteSpace(ctx.world, site.id, siteSpace.section, siteSpace.id);
  return { status: 200, body: siteView(ctx, site) };
};

function readAdaptiveContent(body: Body): boolean | undefined {
  const value = body.adaptiveContent;
  if (value === undefined) return undefined;
  if (value === null || typeof value !== 'object' || Array.isArray(value)) {
    throw badRequest('Field "adaptiveContent" must be an object {enabled: boolean}');
  }
  const enabled = optionalBoolean(value as Body, 'enabled');
  if (enabled === undefined) throw badRequest('Field "adaptiveContent.enabled" is required');
  return enabled;
}

/**
 * `defaultSiteSpace` is "the default at the root level; if the site has sections, the
 * default site space in the site's default section" (official updateSiteById), after
 * any `defaultSiteSection` of the same request.
 */
function readDefaultSiteSpace(
  ctx: RequestContext,
  site: SiteRecord,
  body: Body,
  newDefaultSection: string | undefined,
): SiteSpaceRecord | undefined {
  const id = optionalString(body, 'defaultSiteSpace', ID);
  if (id === undefined) return undefined;
  const siteSpace = findSiteSpace(ctx, site, id);
  if (!siteSpace) {
    throw badRequest(`Field "defaultSiteSpace": no matching site space "${id}" in the site`);
  }
  const expected = hasSectionStructure(ctx.world, site.id)
    ? (newDefaultSection ??
      ctx.world.siteNodes.find((n) => n.site === site.id && n.default)?.id ??
      null)
    : null;
  if (siteSpace.section !== expected) {
    throw badRequest(
      `Field "defaultSiteSpace": site space "${id}" is not in the site's default section`,
    );
  }
  return siteSpace;
}

/**
 * DELETE /orgs/{organizationId}/sites/{siteId}: 205 deleted, 204 did not exist. The
 * site's sections, groups, site spaces, grants, redirects, share links and Git Sync installations go with it
 * (the spaces stay; its customization and visitor auth live on the site record), and an
 * organization whose default content was this site loses that default.
 */
const deleteSite: Handler = (ctx) => {
  const { org } = orgForAdmin(ctx);
  const id = ctx.params.siteId;
  const world = ctx.world;
  const index = world.sites.findIndex((s) => s.organization === org.id && s.id === id);
  if (index < 0) return deleted(false);
  world.sites.splice(index, 1);
  world.siteNodes = world.siteNodes.filter((n) => n.site !== id);
  world.siteSpaces = world.siteSpaces.filter((s) => s.site !== id);
  world.siteRedirects = world.siteRedirects.filter((r) => r.site !== id);
  world.siteShareLinks = world.siteShareLinks.filter((l) => l.site !== id);
  world.gitSyncInstallations = world.gitSyncInstallations.filter((i) => i.target.siteId !== id);
  if (id !== undefined) forgetSiteGrants(world, id);
  if (org.defaultContent?.site === id) org.defaultContent = null;
  return deleted(true);
};

/**
 * POST .../publish and .../unpublish (official, absent from the seed): the only way to
 * change `published`. The emulator never answers the `{type: "checkout"}` branch.
 */
function setPublished(published: boolean): Handler {
  return (ctx) => {
    const { site } = siteForWrite(ctx);
    site.published = published;
    return { status: 200, body: siteView(ctx, site) };
  };
}

/**
 * GET .../published: the published experience (official `PublishedContentSite`). It is
 * served whether or not the site is published, as what publishing would show; the
 * `shareKey` query is accepted and not needed.
 */
const getPublishedSite: Handler = (ctx) => {
  const { site } = siteForRead(ctx);
  return {
    status: 200,
    body: {
      object: 'published-content-site',
      site: siteView(ctx, site),
      structure: structureView(ctx, site),
      customizations: publishedCustomizations(ctx, site),
      scripts: [],
    },
  };
};

/** The site's customization and that of each site space with an override of its own. */
function publishedCustomizations(ctx: RequestContext, site: SiteRecord): Record<string, unknown> {
  const siteSpaces: Record<string, unknown> = {};
  for (const s of ctx.world.siteSpaces) {
    if (s.site === site.id && s.customization) siteSpaces[s.id] = siteSpaceCustomization(site, s);
  }
  return { site: siteCustomization(site), siteSpaces };
}

/**
 * Sites: list, create, get, patch, delete, publish, and the published view (seed
 * "Sites"; official `Site` operations). Decisions: docs/emulator-sites.md.
 */
export const siteRoutes: Route[] = [
  { method: 'GET', pattern: SITES, handler: listSites },
  { method: 'POST', pattern: SITES, handler: createSiteHandler },
  { method: 'GET', pattern: SITE, handler: getSite },
  { method: 'PATCH', pattern: SITE, handler: patchSite },
  { method: 'DELETE', pattern: SITE, handler: deleteSite },
  { method: 'POST', pattern: `${SITE}/publish`, handler: setPublished(true) },
  { method: 'POST', pattern: `${SITE}/unpublish`, handler: setPublished(false) },
  { method: 'GET', pattern: `${SITE}/published`, handler: getPublishedSite },
];
