import type { Handler } from '../../route.js';
import { findGroup, siteForWrite } from '../model/lookup.js';
import { reorder } from '../model/reorder.js';
import { deleted } from '../model/reply.js';
import { childNodes } from '../model/tree.js';

/**
 * DELETE .../section-groups/{siteSectionGroupId}: 205 deleted, 204 did not exist. The
 * official spec leaves the children open; here they are kept: they take the group's
 * place in its parent, in order (docs/emulator-sites.md, "Deleting a group").
 */
export const deleteGroup: Handler = (ctx) => {
  const { site } = siteForWrite(ctx);
  const group = findGroup(ctx, site, ctx.params.siteSectionGroupId);
  if (!group) return deleted(false);
  const nodes = ctx.world.siteNodes;
  for (const child of childNodes(ctx.world, site.id, group.id)) {
    child.parent = group.parent;
    reorder(nodes, child, { before: group });
  }
  nodes.splice(nodes.indexOf(group), 1);
  return deleted(true);
};
