import type { Address } from './address.js';
import { sectionAddress, siteSpaceAddress } from './address.js';
import { idRef } from './id-ref.js';
import type { LiveSiteSpace, LiveStructure } from './live.js';
import type { IdRef } from './plan.js';

/**
 * A path of a site and what serves it: a section (`/guides`) or a site space
 * (`/guides/v2`, or `/v2` at the root of a site without sections). `before` is the
 * path the live object has now, when it is live: a different one means the plan moves
 * the page tree it serves.
 */
export interface ServedPath {
  readonly path: string;
  readonly before?: string;
  readonly kind: 'site-section' | 'site-space';
  readonly ref: IdRef;
  /** The live id of the site space this one replaces (moved to another section). */
  readonly replaces?: string;
}

/** A path of the site from its segments: `/a/b`, `/` for none. */
export function joinPath(...segments: (string | undefined)[]): string {
  return `/${segments.filter((s) => s !== undefined && s !== '').join('/')}`;
}

/** The paths of a site whose structure is not declared: the live ones, by live ids. */
export function livePaths(site: Address, structure: LiveStructure | undefined): ServedPath[] {
  if (structure === undefined) return [];
  const spaces = (parent: Address, prefix: string | undefined, list: readonly LiveSiteSpace[]) =>
    list.map((s): ServedPath => ({
      path: joinPath(prefix, s.path),
      kind: 'site-space',
      ref: idRef(siteSpaceAddress(parent, s.spaceId), s.id),
    }));
  if (structure.kind === 'spaces') return spaces(site, undefined, structure.spaces);
  const out: ServedPath[] = [];
  const walk = (items: LiveStructure & { kind: 'sections' }): void => {
    for (const item of items.items) {
      if (item.type === 'group') {
        walk({ kind: 'sections', items: item.items });
        continue;
      }
      if (item.type === 'link') continue;
      const address = sectionAddress(site, item.title);
      out.push({ path: joinPath(item.path), kind: 'site-section', ref: idRef(address, item.id) });
      out.push(...spaces(address, item.path, item.spaces));
    }
  };
  walk(structure);
  return out;
}
