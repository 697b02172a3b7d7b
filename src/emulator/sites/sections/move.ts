import type { Handler } from '../../route.js';
import { sectionOr404, siteForWrite } from '../model/lookup.js';
import { moveNode, readAnchor } from '../model/position.js';
import { optionalBody } from '../model/reply.js';
import { sectionView } from '../views/section-view.js';

/** The seed's message (Errors) for every bad section move. */
export const INVALID_SECTION_MOVE = 'Invalid move site section position';

/**
 * POST .../sections/{siteSectionId}/move (deprecated officially, in the seed):
 * `position` is exactly one of `before` / `after`, `{type: "site-section", siteSection}`
 * naming a sibling section.
 */
export const moveSection: Handler = (ctx) => {
  const { site } = siteForWrite(ctx);
  const section = sectionOr404(ctx, site);
  const position = optionalBody(ctx.body).position;
  const anchor = readAnchor(
    position,
    { types: ['site-section'], idKey: 'siteSection' },
    INVALID_SECTION_MOVE,
  );
  moveNode(ctx.world, section, anchor, INVALID_SECTION_MOVE);
  return { status: 200, body: sectionView(ctx, site, section) };
};
