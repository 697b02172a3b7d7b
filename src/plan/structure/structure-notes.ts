import type { Address } from '../../model/address.js';
import type { Diagnostic } from '../../model/diagnostic.js';
import type { LiveSite, LiveSiteSpace, LiveStructureItem } from '../../model/live.js';
import type { LiveKey } from '../../model/live-key.js';
import { liveKey } from '../../model/live-key.js';
import type { StructureMatch } from './match-structure.js';

/**
 * What the structure read holds that docform does not manage, said plainly instead of
 * dropped: draft items (not shown to visitors) keep their draft flag unless the config
 * sets `draft:` on the declaration the structure planner matched to them (`match`: by
 * pinned id, title or `previously:` title); a warning on the site's address.
 */
export function structureNotes(
  address: Address,
  live: LiveSite | undefined,
  match: StructureMatch,
): Diagnostic[] {
  const structure = live?.structure;
  if (structure === undefined) return [];
  const notes: Diagnostic[] = [];
  const held = drafts(structure.kind === 'sections' ? structure.items : structure.spaces);
  if (held.length === 0) return notes;
  const declared = draftsDeclared(match);
  for (const draft of held) {
    if (declared.has(draft.key)) continue;
    notes.push({
      severity: 'warning',
      code: 'draft-item',
      address,
      message: `${draft.name} is a draft on the live site (not shown to visitors): docform plans it like any other and leaves its draft state alone unless the config sets \`draft:\``,
    });
  }
  return notes;
}

/** A draft item: how a note names it, and its kind and live id. */
interface Draft {
  readonly name: string;
  readonly key: LiveKey;
}

function drafts(items: readonly (LiveStructureItem | LiveSiteSpace)[], out: Draft[] = []): Draft[] {
  for (const item of items) {
    if ('type' in item) {
      if (item.draft === true) {
        out.push({ name: `${item.type} "${item.title}"`, key: liveKey(item.type, item.id) });
      }
      if (item.type !== 'link') drafts(item.type === 'section' ? item.spaces : item.items, out);
    } else if (item.draft === true) {
      const name = `site space ${item.id} (space ${item.spaceId})`;
      out.push({ name, key: liveKey('site-space', item.id) });
    }
  }
  return out;
}

/**
 * The live items whose `draft:` the config sets, by the structure planner's match of
 * declarations to live items: their flag is managed, so no note.
 */
function draftsDeclared(match: StructureMatch): Set<LiveKey> {
  const out = new Set<LiveKey>();
  for (const [d, l] of match.nodes.matched) {
    if (d.draft !== undefined) out.add(liveKey(l.type, l.id));
  }
  for (const [d, l] of match.spaces.matched) {
    if (d.draft !== undefined) out.add(liveKey('site-space', l.id));
  }
  return out;
}
