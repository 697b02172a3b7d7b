import { fieldLocationKey } from '../model/address.js';
import type { Diagnostic } from '../model/diagnostic.js';
import type { DesiredSiteSpace, DesiredState, DesiredStructureItem } from '../model/desired.js';
import type { LiveSpace, LiveState } from '../model/live.js';
import { nearestTypo } from '../model/edit-distance.js';
import type { Near } from '../model/edit-distance.js';

const NOT_CREATED =
  'docform creates only a space it owns (declared without `id:`, or pinned with `owned: true`)';

/**
 * References only the live organization can check, checked before anything is planned
 * to run: a declared space's id, and a site space's space,
 * must exist, or apply would create the site, fail on its section and leave it half
 * built. Each wrong id is reported once, where it is written: at the `id:` of a space
 * under `spaces:` (not again at every site space naming its key), at the `space:` of a
 * site space naming a live id directly; with the live space it is close to, if any.
 * Members and `defaultContent` are checked where they are planned (plan-members,
 * plan-settings); every such error stops the plan.
 */
export function preflight(desired: DesiredState, live: LiveState): Diagnostic[] {
  if (live.spaces === undefined) return [];
  const spaces = live.spaces;
  const known = new Set(spaces.map((s) => s.id));
  const out: Diagnostic[] = [];
  for (const space of desired.spaces) {
    // an owned space no live one matches is created (plan-spaces.ts), pinned or not
    // (owned-spaces.ts drops a stale id): only a space referenced by id is checked here
    if (space.id === undefined || known.has(space.id)) continue;
    const location = desired.locations.get(fieldLocationKey(space.address, 'id'));
    out.push({
      severity: 'error',
      code: 'space-not-found',
      address: space.address,
      ...(location === undefined ? {} : { location }),
      message: `space ${space.id} (${space.key}) is not in organization ${desired.organization}`,
      hint: `${closeTo(spaces, [space.id, space.key])}check the id under \`spaces:\`; a space deleted by hand is restored in the app, or its entry removed: ${NOT_CREATED}`,
    });
  }
  const declared = new Set(desired.spaces.map((s) => s.key));
  for (const site of desired.sites) {
    for (const siteSpace of siteSpacesOf(site.structure)) {
      if (known.has(siteSpace.spaceId) || declared.has(siteSpace.spaceRef)) continue;
      out.push({
        severity: 'error',
        code: 'space-not-found',
        address: siteSpace.address,
        message: `space ${siteSpace.spaceRef} is not in organization ${desired.organization}`,
        hint: `${closeTo(spaces, [siteSpace.spaceRef])}name a space under \`spaces:\` or a live space id (\`docform export\` lists them); ${NOT_CREATED}`,
      });
    }
  }
  return out;
}

/**
 * `did you mean "spc_guides" (Guides)? ` when one of the written names (an id, a key)
 * is a few letters from a live space's id or title, else nothing.
 */
function closeTo(spaces: readonly LiveSpace[], written: readonly string[]): string {
  const names = spaces.flatMap((space) => [space.id, space.title]);
  let near: Near | undefined;
  for (const name of written) {
    const found = nearestTypo(name, names);
    if (found !== undefined && found.distance < (near?.distance ?? Infinity)) near = found;
  }
  const best =
    near === undefined
      ? undefined
      : spaces.find((s) => s.id === near.candidate || s.title === near.candidate);
  return best === undefined ? '' : `did you mean "${best.id}" (${best.title})? `;
}

function siteSpacesOf(
  structure: DesiredState['sites'][number]['structure'],
): readonly DesiredSiteSpace[] {
  if (structure === undefined) return [];
  if (structure.kind === 'spaces') return structure.spaces;
  const out: DesiredSiteSpace[] = [];
  const walk = (items: readonly DesiredStructureItem[]): void => {
    for (const item of items) {
      if (item.type === 'section') for (const s of item.spaces) out.push(s);
      else if (item.type === 'group') walk(item.items);
    }
  };
  walk(structure.items);
  return out;
}
