import type { World } from '../world.js';
import { repairDefaultSiteSpace } from '../sites/site-tree.js';

/**
 * A deleted space leaves every site that published it: its site spaces are removed, and
 * each section (or site root) that lost its default site space gets the first remaining
 * one as default. A restore brings the space back, not its site spaces
 * (docs/emulator.md, "Deleting a space").
 */
export function removeSiteSpacesOf(world: World, space: string): void {
  const gone = world.siteSpaces.filter((s) => s.space === space);
  if (gone.length === 0) return;
  world.siteSpaces = world.siteSpaces.filter((s) => s.space !== space);
  const places = new Map(gone.map((s) => [`${s.site}\n${s.section ?? ''}`, s]));
  for (const s of places.values()) repairDefaultSiteSpace(world, s.site, s.section);
}
