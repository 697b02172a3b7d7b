import { badRequest, notFound } from '../api-error.js';
import { objectBody } from '../body.js';
import type { Handler, Reply, RequestContext, Route } from '../handler.js';
import type { SiteNodeRecord, SiteRecord } from '../world.js';
import { nodeView } from './group-view.js';
import { moveNode, moveSiteSpace, readAnchor } from './moves.js';
import { representation } from './request-reply.js';
import { findSiteSpace, siteForRead, siteForWrite } from './site-lookup.js';
import { siteSpaceView } from './site-space-view.js';
import { structureView } from './structure-view.js';

const STRUCTURE = '/orgs/:organizationId/sites/:siteId/structure';

/** Official 400 message of sortSiteStructure. */
export const INVALID_SORT = 'Invalid move position provided';

const NODE_TYPES = ['site-section', 'site-section-group', 'site-external-link'];

/** GET .../structure (official, absent from the seed): the whole tree in order. */
const getStructure: Handler = (ctx) => {
  const { site } = siteForRead(ctx);
  return { status: 200, body: structureView(ctx, site) };
};

/**
 * PATCH .../structure/sort (official; replaces the three `/move` endpoints): `item`
 * `{type, id}` and a `position` with exactly one of `before` / `after`, a sibling of
 * the same level (`{type, id}`). "Sorting changes sibling order only." An unknown item
 * is 404; any bad position 400. External links sort among sections and groups.
 */
const sortStructure: Handler = (ctx) => {
  const { site } = siteForWrite(ctx);
  const body = objectBody(ctx.body);
  const item = readItem(body.item);
  if (item.type === 'site-space') return sortSiteSpace(ctx, site, item.id, body.position);
  const node = ctx.world.siteNodes.find(
    (n) =>
      n.site === site.id &&
      n.id === item.id &&
      NODE_TYPES.includes(item.type) &&
      typeOf(n.type) === item.type,
  );
  if (!node) throw notFound('No matching item found');
  const anchor = readAnchor(body.position, { types: NODE_TYPES, idKey: 'id' }, INVALID_SORT);
  moveNode(ctx.world, node, anchor, INVALID_SORT);
  return representation(ctx, nodeView(ctx, site, node));
};

function sortSiteSpace(
  ctx: RequestContext,
  site: SiteRecord,
  id: string,
  position: unknown,
): Reply {
  const record = findSiteSpace(ctx, site, id);
  if (!record) throw notFound('No matching item found');
  const anchor = readAnchor(position, { types: ['site-space'], idKey: 'id' }, INVALID_SORT);
  moveSiteSpace(ctx.world, record, anchor, INVALID_SORT);
  return representation(ctx, siteSpaceView(ctx, site, record));
}

const OFFICIAL_TYPE = {
  section: 'site-section',
  group: 'site-section-group',
  link: 'site-external-link',
} as const;
const typeOf = (type: SiteNodeRecord['type']): string => OFFICIAL_TYPE[type];

function readItem(value: unknown): { type: string; id: string } {
  const item = value as Record<string, unknown> | null | undefined;
  if (
    !item ||
    typeof item !== 'object' ||
    typeof item.type !== 'string' ||
    typeof item.id !== 'string'
  ) {
    throw badRequest('Field "item" must be {type, id}');
  }
  return { type: item.type, id: item.id };
}

/** A site's whole structure, and the official sort (`getSiteStructure`, `sortSiteStructure`). */
export const structureRoutes: Route[] = [
  { method: 'GET', pattern: STRUCTURE, handler: getStructure },
  { method: 'PATCH', pattern: `${STRUCTURE}/sort`, handler: sortStructure },
];
