import { conflict } from '../../api-error.js';
import type { World } from '../../world.js';
import { sectionsInOrder, siteSpacesIn } from './tree.js';

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
