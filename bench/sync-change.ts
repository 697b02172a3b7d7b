/**
 * The 5% change of the sync benchmark: about 620 of the ~12,300 declared objects
 * change, in the ways a docs team edits a large org: site spaces hidden, section icons
 * set, sections reordered (one move each), site spaces added and removed, team
 * members and OpenAPI visibility changed.
 */
import type { OrgDecl } from './sync-org.js';

export interface ChangeMix {
  readonly hidden: number;
  readonly icons: number;
  readonly moves: number;
  readonly added: number;
  readonly removed: number;
  readonly teams: number;
  readonly openapi: number;
}

export const MIX: ChangeMix = {
  hidden: 300,
  icons: 100,
  moves: 100,
  added: 50,
  removed: 50,
  teams: 10,
  openapi: 10,
};

/** A copy of `decl` with the changes of `mix` spread over the sites. */
export function changed(decl: OrgDecl, mix: ChangeMix = MIX): OrgDecl {
  const next = structuredClone(decl);
  const sections = next.sites.flatMap((s) => s.sections);
  const spaces = sections.flatMap((s) => s.spaces);
  everyNth(spaces, mix.hidden).forEach((s) => (s.hidden = true));
  everyNth(sections, mix.icons, 3).forEach((s) => (s.icon = 'book'));
  // the last section goes first: n - LIS = 1 move per site
  everyNth(next.sites, mix.moves).forEach((site) => {
    const last = site.sections.pop();
    if (last) site.sections.unshift(last);
  });
  // a space of the next section also linked in this one (a space is linked once per section)
  everyNth(sections, mix.added, 5).forEach((section) => {
    const other = sections[(sections.indexOf(section) + 1) % sections.length];
    const space = other?.spaces[0];
    if (space) section.spaces.push({ id: space.id });
  });
  everyNth(sections, mix.removed, 7).forEach((section) => section.spaces.pop());
  everyNth(next.teams, mix.teams).forEach((team) => team.members.reverse().pop());
  everyNth(next.openapi, mix.openapi).forEach((o) => (o.visibility = 'public'));
  return next;
}

/** `count` items spread evenly over `items`, starting at `offset`. */
function everyNth<T>(items: T[], count: number, offset = 0): T[] {
  if (count <= 0 || items.length === 0) return [];
  const step = items.length / count;
  const picked = new Set<T>();
  for (let i = 0; i < count; i += 1) {
    const item = items[(Math.floor(i * step) + offset) % items.length];
    if (item !== undefined) picked.add(item);
  }
  return [...picked];
}
