import type { Handler } from '../../route.js';
import { repairDefaultSection } from '../model/defaults.js';
import { findSection, siteForWrite } from '../model/lookup.js';
import { deleted } from '../model/reply.js';

/**
 * DELETE .../sections/{siteSectionId}: 205 deleted, 204 did not exist. Its site spaces
 * go with it. Deleting the default section makes the first remaining section (in
 * display order) the default (docs/emulator-sites.md, "Defaults").
 */
export const deleteSection: Handler = (ctx) => {
  const { site } = siteForWrite(ctx);
  const section = findSection(ctx, site, ctx.params.siteSectionId);
  if (!section) return deleted(false);
  const world = ctx.world;
  world.siteNodes.splice(world.siteNodes.indexOf(section), 1);
  world.siteSpaces = world.siteSpaces.filter((s) => s.section !== section.id);
  repairDefaultSection(world, site.id);
  return deleted(true);
};
