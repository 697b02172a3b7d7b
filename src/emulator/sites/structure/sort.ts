import { badRequest, notFound } from '../../api-error.js';
import { objectBody } from '../../body.js';
import type { Handler, Reply, RequestContext } from '../../route.js';
import type { SiteRecord } from '../../world.js';
import { findSiteSpace } from '../model/lookup.js';
import { siteForWrite } from '../model/lookup.js';
import { moveNode, moveSiteSpace, readAnchor } from '../model/position.js';
import { representation } from '../model/reply.js';
import { nodeView } from '../views/node-view.js';
import { siteSpaceView } from '../views/site-space-view.js';

/** Official 400 message of sortSiteStructure. */
export const INVALID_SORT = 'Invalid move position provided';

const NODE_TYPES = ['site-section', 'site-section-group'];

/**
 * PATCH .../structure/sort (official; replaces the three `/move` endpoints): `item`
 * `{type, id}` and a `position` with exactly one of `before` / `after`, a sibling of
 * the same level (`{type, id}`). "Sorting changes sibling order only." An unknown item
 * is 404; any bad position 400. External links are not emulated: their pointers are
 * unknown items.
 */
export const sortStructure: Handler = (ctx) => {
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

const typeOf = (type: 'section' | 'group'): string =>
  type === 'section' ? 'site-section' : 'site-section-group';

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
