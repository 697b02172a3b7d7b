import type { Handler } from '../../route.js';
import { siteForWrite, siteSpaceOr404 } from '../model/lookup.js';
import { moveSiteSpace, readAnchor } from '../model/position.js';
import { optionalBody } from '../model/reply.js';
import { siteSpaceView } from '../views/site-space-view.js';

/** The seed's message (Errors) for every bad site-space move. */
export const INVALID_SITE_SPACE_MOVE = 'Invalid move site space position';

/**
 * POST .../site-spaces/{siteSpaceId}/move: `position` is exactly one of `before` /
 * `after`, `{type: "site-space", siteSpace}` naming a sibling in the same section.
 */
export const moveSiteSpaceHandler: Handler = (ctx) => {
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
