import type { Address } from '../../model/address.js';
import type { Diagnostic } from '../../model/diagnostic.js';
import type {
  DesiredSiteSpace,
  DesiredStructure,
  DesiredStructureItem,
} from '../../model/desired.js';
import type { LiveSite, LiveSiteSpace, LiveStructureItem } from '../../model/live.js';
import { reveal } from '../../model/secret.js';

/**
 * What the structure read holds that docform does not manage, said plainly instead of
 * dropped: draft items (not shown to visitors) keep their draft flag unless the config
 * sets `draft:`; a warning on the site's address.
 */
export function structureNotes(
  address: Address,
  live: LiveSite | undefined,
  desired?: DesiredStructure,
): Diagnostic[] {
  const structure = live?.structure;
  if (structure === undefined) return [];
  const notes: Diagnostic[] = [];
  const held = drafts(structure.kind === 'sections' ? structure.items : structure.spaces);
  if (held.length === 0) return notes;
  const declared = draftsDeclared(desired);
  for (const draft of held.filter((d) => !declared.has(d.key))) {
    notes.push({
      severity: 'warning',
      code: 'draft-item',
      address,
      message: `${draft.name} is a draft on the live site (not shown to visitors): docform plans it like any other and leaves its draft state alone unless the config sets \`draft:\``,
    });
  }
  return notes;
}

/** A draft item: how a note names it, and the key its declaration would have. */
interface Draft {
  readonly name: string;
  readonly key: string;
}

function drafts(items: readonly (LiveStructureItem | LiveSiteSpace)[], out: Draft[] = []): Draft[] {
  for (const item of items) {
    if ('type' in item) {
      if (item.draft === true) {
        const name = `${item.type} "${item.title}"`;
        out.push({ name, key: name });
      }
      if (item.type !== 'link') drafts(item.type === 'section' ? item.spaces : item.items, out);
    } else if (item.draft === true) {
      const name = `site space ${item.id} (space ${item.spaceId})`;
      out.push({ name, key: `site space ${item.spaceId}` });
    }
  }
  return out;
}

/**
 * The items whose `draft:` the config sets, by the key `drafts` gives their live
 * counterparts (a section or group by its title, a site space by its space): their flag
 * is managed, so no note.
 */
function draftsDeclared(structure: DesiredStructure | undefined): Set<string> {
  const out = new Set<string>();
  const spaces = (list: readonly DesiredSiteSpace[]): void => {
    for (const s of list) if (s.draft !== undefined) out.add(`site space ${s.spaceId}`);
  };
  const walk = (items: readonly DesiredStructureItem[]): void => {
    for (const item of items) {
      if (item.draft !== undefined) out.add(`${item.type} "${reveal(item.title)}"`);
      if (item.type === 'section') spaces(item.spaces);
      else if (item.type === 'group') walk(item.items);
    }
  };
  if (structure?.kind === 'sections') walk(structure.items);
  if (structure?.kind === 'spaces') spaces(structure.spaces);
  return out;
}
