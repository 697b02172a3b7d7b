import type { Handler } from '../../route.js';
import { groupOr404, siteForWrite } from '../model/lookup.js';
import { moveNode, readAnchor } from '../model/position.js';
import { optionalBody } from '../model/reply.js';
import { groupView } from '../views/node-view.js';

/** Message for a bad group move (official wording, without "provided", as the seed's). */
export const INVALID_GROUP_MOVE = 'Invalid move site section group position';

/**
 * POST .../section-groups/{siteSectionGroupId}/move (official, deprecated; not in the
 * seed): the pointer is `{type: "site-section" | "site-section-group", id}`.
 */
export const moveGroup: Handler = (ctx) => {
  const { site } = siteForWrite(ctx);
  const group = groupOr404(ctx, site);
  const anchor = readAnchor(
    optionalBody(ctx.body).position,
    { types: ['site-section', 'site-section-group'], idKey: 'id' },
    INVALID_GROUP_MOVE,
  );
  moveNode(ctx.world, group, anchor, INVALID_GROUP_MOVE);
  return { status: 200, body: groupView(ctx, site, group) };
};
