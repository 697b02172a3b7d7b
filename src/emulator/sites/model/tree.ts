import type { SiteNodeRecord, SiteSpaceRecord, World } from '../../world.js';
import { recordsWith } from '../../record-index.js';
import { findRecord } from '../../undo-world.js';

/**
 * Reading a site's structure out of the world's flat arrays. Order among siblings is
 * the order of the records in `world.siteNodes` / `world.siteSpaces` (world.ts), so a
 * filter keeps it.
 */

/** Sections and groups directly under `parent` (null: the root of the site). */
export function childNodes(world: World, site: string, parent: string | null): SiteNodeRecord[] {
  return recordsWith(world.siteNodes, 'site', site).filter((n) => n.parent === parent);
}

/** Every section of the site, depth-first in display order (groups unfolded in place). */
export function sectionsInOrder(world: World, site: string): SiteNodeRecord[] {
  return nodesInOrder(world, site).filter((n) => n.type === 'section');
}

/** Every group of the site, depth-first in display order. */
export function groupsInOrder(world: World, site: string): SiteNodeRecord[] {
  return nodesInOrder(world, site).filter((n) => n.type === 'group');
}

function nodesInOrder(world: World, site: string): SiteNodeRecord[] {
  const out: SiteNodeRecord[] = [];
  const visit = (parent: string | null): void => {
    for (const node of childNodes(world, site, parent)) {
      out.push(node);
      if (node.type === 'group') visit(node.id);
    }
  };
  visit(null);
  return out;
}

/** Site spaces of one section, or the root site spaces when `section` is null. */
export function siteSpacesIn(
  world: World,
  site: string,
  section: string | null,
): SiteSpaceRecord[] {
  return recordsWith(world.siteSpaces, 'site', site).filter((s) => s.section === section);
}

/** Every site space of the site in structure order: section by section, or the root list. */
export function siteSpacesInOrder(world: World, site: string): SiteSpaceRecord[] {
  if (!hasSectionStructure(world, site)) return siteSpacesIn(world, site, null);
  return sectionsInOrder(world, site).flatMap((s) => siteSpacesIn(world, site, s.id));
}

/**
 * A site is in the "sections" structure (official spec, 5: `SiteStructure.type`) as
 * soon as it holds a section or a group; otherwise its site spaces sit at the root.
 */
export function hasSectionStructure(world: World, site: string): boolean {
  return findRecord(world.siteNodes, (n) => n.site === site) !== undefined;
}

/** True when `candidate` is `group` itself or nested anywhere under it. */
export function isWithinGroup(world: World, group: string, candidate: string | null): boolean {
  let current = candidate;
  while (current !== null) {
    if (current === group) return true;
    current = world.siteNodes.find((n) => n.id === current)?.parent ?? null;
  }
  return false;
}
