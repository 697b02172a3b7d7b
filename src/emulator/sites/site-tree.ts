import { conflict } from '../api-error.js';
import { recordsWith } from '../record-index.js';
import type { SiteNodeRecord, SiteSpaceRecord, World } from '../world.js';

/*
 * A site's structure in the world's flat arrays: reading it in order, moving an item
 * among its siblings, the "exactly one default" rules, and paths. Order among siblings
 * is the order of the records in `world.siteNodes` / `world.siteSpaces` (world.ts), so a
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
  return recordsWith(world.siteNodes, 'site', site).length > 0;
}

/**
 * True when `candidate` is `group` itself or nested anywhere under it. A loaded world has
 * no cycle of groups (world-references.ts); the walk still stops at one, so that no
 * request can loop forever.
 */
export function isWithinGroup(world: World, group: string, candidate: string | null): boolean {
  const seen = new Set<string>();
  for (let current = candidate; current !== null && !seen.has(current);) {
    if (current === group) return true;
    seen.add(current);
    const id: string = current;
    current = world.siteNodes.find((n) => n.id === id)?.parent ?? null;
  }
  return false;
}

/**
 * Where a move puts `item` in the flat array that holds it and its siblings: right
 * before or after `anchor` (a sibling), or after every other element ('end').
 */
export type Placement<T> = { before: T } | { after: T } | 'end';

/** Moves `item` within its array; since order among siblings is array order, this is the whole of a move. */
export function reorder<T>(list: T[], item: T, placement: Placement<T>): void {
  const from = list.indexOf(item);
  if (from < 0) throw new Error('reorder: item is not in the list');
  list.splice(from, 1);
  if (placement === 'end') {
    list.push(item);
    return;
  }
  const anchor = 'before' in placement ? placement.before : placement.after;
  const at = list.indexOf(anchor);
  if (at < 0) throw new Error('reorder: anchor is not in the list');
  list.splice('before' in placement ? at : at + 1, 0, item);
}

/*
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

/** Longest path the API accepts (official `SiteSectionPath` / `SiteSpacePath`, 1..100). */
const MAX_PATH = 100;

/** A URL path segment derived from a title: lowercase words joined by dashes. */
export function slugify(title: string, fallback: string): string {
  const slug = title
    .normalize('NFKD')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, MAX_PATH)
    .replace(/-+$/, '');
  return slug === '' ? fallback : slug;
}

/** `base`, or `base-2`, `base-3`... whichever is not in `taken`. */
export function freePath(base: string, taken: readonly string[]): string {
  if (!taken.includes(base)) return base;
  for (let n = 2; ; n += 1) {
    const suffix = `-${n}`;
    const candidate = `${base.slice(0, MAX_PATH - suffix.length)}${suffix}`;
    if (!taken.includes(candidate)) return candidate;
  }
}

/** Paths of the site's sections, except `except` (the section being renamed). */
export function sectionPaths(world: World, site: string, except?: string): string[] {
  return sectionsInOrder(world, site)
    .filter((s) => s.id !== except)
    .map((s) => s.path ?? '');
}

/** Paths of the site spaces sharing a section (or the root), except `except`. */
export function siteSpacePaths(
  world: World,
  site: string,
  section: string | null,
  except?: string,
): string[] {
  return siteSpacesIn(world, site, section)
    .filter((s) => s.id !== except)
    .map((s) => s.path);
}

/**
 * Paths are unique among siblings, since each one is a URL segment of the published
 * site (docs/emulator-sites.md, "Paths"): a clash is a 409.
 */
export function assertPathFree(path: string, taken: readonly string[], what: string): void {
  if (taken.includes(path)) {
    throw conflict(`Path "${path}" is already used by another ${what} at this level`);
  }
}
