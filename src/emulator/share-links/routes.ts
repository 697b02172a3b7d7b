import { badRequest, notFound } from '../api-error.js';
import { objectBody, optionalBoolean, optionalString, requiredString } from '../body.js';
import type { StringRule } from '../body.js';
import { onlyFields } from '../checks.js';
import type { Handler, RequestContext, Route } from '../handler.js';
import { paginate } from '../paginate.js';
import { newSecret } from '../secret.js';
import type { SiteRecord, SiteShareLinkRecord, World } from '../world.js';
import { created, deleted } from '../sites/request-reply.js';
import { siteForWrite } from '../sites/site-lookup.js';
import { publishedSiteUrl, siteApiUrl } from '../sites/site-view.js';

const LINKS = '/orgs/:organizationId/sites/:siteId/share-links';
const LINK = `${LINKS}/:shareLinkId`;
/** Official `ShareLinkName`. */
const NAME: StringRule = { min: 0, max: 50 };

/**
 * Official `ShareLink`. The key is the link's secret: it appears only inside
 * `urls.published`, the URL a visitor opens, never as a field of its own.
 */
export function shareLinkView(world: World, site: SiteRecord, link: SiteShareLinkRecord) {
  return {
    object: 'share-link',
    id: link.id,
    createdAt: link.createdAt,
    name: link.name,
    active: link.active,
    urls: { published: `${publishedSiteUrl(world, site)}?shareKey=${link.key}` },
  };
}

/**
 * GET .../share-links, oldest first; `search` keeps links whose name contains it
 * (case-insensitive) or whose key is it. Admins only, as every answer carries the keys.
 */
const listShareLinks: Handler = (ctx) => {
  const { site } = siteForWrite(ctx);
  const search = ctx.query.get('search');
  const needle = search?.toLowerCase();
  const links = ctx.world.siteShareLinks.filter(
    (l) =>
      l.site === site.id &&
      (needle === undefined || l.name.toLowerCase().includes(needle) || l.key === search),
  );
  const page = paginate(links, ctx.query);
  return {
    status: 200,
    body: { ...page, items: page.items.map((l) => shareLinkView(ctx.world, site, l)) },
  };
};

/** POST .../share-links `{name}`: 201 with `Location`; the emulator draws the key. */
const createShareLink: Handler = (ctx) => {
  const { site } = siteForWrite(ctx);
  const body = objectBody(ctx.body);
  onlyFields(body, ['name']);
  const name = requiredString(body, 'name', NAME);
  const link: SiteShareLinkRecord = {
    site: site.id,
    id: ctx.newId('share'),
    name,
    active: true,
    key: newSecret(),
    createdAt: ctx.now(),
  };
  ctx.world.siteShareLinks.push(link);
  const location = `${siteApiUrl(ctx, site)}/share-links/${link.id}`;
  return created(shareLinkView(ctx.world, site, link), location);
};

function linkOr404(ctx: RequestContext, site: SiteRecord): SiteShareLinkRecord {
  const id = ctx.params.shareLinkId;
  const link = ctx.world.siteShareLinks.find((l) => l.site === site.id && l.id === id);
  if (!link) throw notFound('No matching share link found');
  return link;
}

/** PATCH .../share-links/{shareLinkId} `{name?, active?}`, at least one (official). */
const updateShareLink: Handler = (ctx) => {
  const { site } = siteForWrite(ctx);
  const link = linkOr404(ctx, site);
  const body = objectBody(ctx.body);
  onlyFields(body, ['name', 'active']);
  if (Object.keys(body).length === 0) throw badRequest('Send at least one of "name", "active"');
  const name = optionalString(body, 'name', NAME);
  const active = optionalBoolean(body, 'active');
  if (name !== undefined) link.name = name;
  if (active !== undefined) link.active = active;
  return { status: 200, body: shareLinkView(ctx.world, site, link) };
};

/** DELETE .../share-links/{shareLinkId}: 205 deleted, 204 did not exist. */
const deleteShareLink: Handler = (ctx) => {
  const { site } = siteForWrite(ctx);
  const id = ctx.params.shareLinkId;
  const index = ctx.world.siteShareLinks.findIndex((l) => l.site === site.id && l.id === id);
  if (index >= 0) ctx.world.siteShareLinks.splice(index, 1);
  return deleted(index >= 0);
};

/** A site's share links (official; for `share-link` visibility). */
export const shareLinkRoutes: Route[] = [
  { method: 'GET', pattern: LINKS, handler: listShareLinks },
  { method: 'POST', pattern: LINKS, handler: createShareLink },
  { method: 'PATCH', pattern: LINK, handler: updateShareLink },
  { method: 'DELETE', pattern: LINK, handler: deleteShareLink },
];
