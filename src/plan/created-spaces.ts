import type { Change } from '../model/plan.js';
import { isIdRef } from '../model/id-ref.js';

/**
 * The space ids a created site or section will show: those of the site spaces the plan
 * creates (or replaces, moving them from another section) in it. A site's are all its
 * site spaces, in any section; a section's are its own. A space created by this plan has
 * no id yet and is not counted. The changes are indexed by site and by section once, at
 * the first question: an apply from empty creates thousands of sites and sections, and
 * a scan of every change for each of them cost half a second for 1,000 sites.
 */
export function createdSpaces(changes: readonly Change[]): (create: Change) => ReadonlySet<string> {
  let index: {
    readonly site: Map<string, Set<string>>;
    readonly section: Map<string, Set<string>>;
  };
  return (create) => {
    if (create.kind !== 'site' && create.kind !== 'section') return NO_SPACES;
    index ??= spacesByOwner(changes);
    return index[create.kind].get(create.address) ?? NO_SPACES;
  };
}

const NO_SPACES: ReadonlySet<string> = new Set();

function spacesByOwner(changes: readonly Change[]) {
  const site = new Map<string, Set<string>>();
  const section = new Map<string, Set<string>>();
  const add = (owners: Map<string, Set<string>>, owner: string | undefined, id: string) => {
    if (owner === undefined) return;
    const ids = owners.get(owner);
    if (ids === undefined) owners.set(owner, new Set([id]));
    else ids.add(id);
  };
  for (const c of changes) {
    if (c.kind !== 'site-space' || (c.action !== 'create' && c.action !== 'replace')) continue;
    const space = c.fields.find((f) => f.path === 'space')?.after;
    if (!isIdRef(space) || space.id === undefined) continue;
    add(site, c.site?.ref, space.id);
    add(section, c.parent?.ref, space.id);
  }
  return { site, section };
}
