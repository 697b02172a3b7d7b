import type { World } from '../../world.js';
import { sectionsInOrder, siteSpacesIn } from './tree.js';

/**
 * The "exactly one default" rules: one default section per site with sections, one
 * default site space per section (or at the root). Setting a default unsets the old
 * one; removing the default promotes the first remaining one in display order
 * (docs/emulator-sites.md, "Defaults").
 */

export function setDefaultSection(world: World, site: string, section: string): void {
  for (const node of sectionsInOrder(world, site)) node.default = node.id === section;
}

export function setDefaultSiteSpace(
  world: World,
  site: string,
  section: string | null,
  siteSpace: string,
): void {
  for (const s of siteSpacesIn(world, site, section)) s.default = s.id === siteSpace;
}

/** Gives the site a default section if it has sections and none is default. */
export function repairDefaultSection(world: World, site: string): void {
  const sections = sectionsInOrder(world, site);
  const first = sections[0];
  if (first && !sections.some((s) => s.default)) first.default = true;
}

/** Gives a section (or the root) a default site space if it has some and none is default. */
export function repairDefaultSiteSpace(world: World, site: string, section: string | null): void {
  const siblings = siteSpacesIn(world, site, section);
  const first = siblings[0];
  if (first && !siblings.some((s) => s.default)) first.default = true;
}
