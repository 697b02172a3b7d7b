import type { Diagnostic } from '../model/diagnostic.js';
import type { LiveSiteSpace, LiveState, LiveStructureItem } from '../model/live.js';
import type { Change, ReplaceChange } from '../model/plan.js';
import { REPLACE_REASON } from '../model/note-codes.js';

/**
 * Why each replace is not an update: the field that no API call
 * changes in place. Today only a site space whose section changes is replaced (no
 * operation re-parents a site space; docs/api-differences.md): the note names the
 * section it leaves and the one it joins. A warning on the replaced address, which the
 * text and Markdown plans show beside the change. Pure: the changes and the live state.
 */
export function replaceReasons(changes: readonly Change[], live: LiveState): Diagnostic[] {
  const replaces = changes.filter((c): c is ReplaceChange => c.action === 'replace');
  if (replaces.length === 0) return [];
  const sections = sectionOfSiteSpace(live);
  return replaces.map((c) => {
    const from = sections.get(c.id);
    const left = from === undefined ? 'its section' : `section "${from}"`;
    const joins = c.parent?.ref ?? 'another section';
    return {
      severity: 'warning',
      code: REPLACE_REASON,
      address: c.address,
      message: `replaced, not updated: its section cannot change in place, so site space ${c.id} is deleted from ${left} and a new one is added to ${joins}`,
    };
  });
}

/** The title of the section holding each live site space, by the site space's id. */
function sectionOfSiteSpace(live: LiveState): Map<string, string> {
  const map = new Map<string, string>();
  const walk = (items: readonly LiveStructureItem[]): void => {
    for (const item of items) {
      if (item.type === 'group') walk(item.items);
      else if (item.type === 'section') {
        for (const s of item.spaces as readonly LiveSiteSpace[]) map.set(s.id, item.title);
      }
    }
  };
  for (const site of live.sites ?? []) {
    if (site.structure?.kind === 'sections') walk(site.structure.items);
  }
  return map;
}
