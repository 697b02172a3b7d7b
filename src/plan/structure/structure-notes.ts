import type { Address } from '../../model/address.js';
import type { Diagnostic } from '../../model/diagnostic.js';
import type { LiveSite, LiveSiteSpace, LiveStructureItem } from '../../model/live.js';

/**
 * What the structure read holds that docform does not manage, said plainly instead of
 * dropped: external links (official, absent from the seed) stay where they are, and
 * draft items (not shown to visitors) keep their draft flag unless the config sets
 * `draft:` (sections and groups); both as warnings on the site's address.
 */
export function structureNotes(address: Address, live: LiveSite | undefined): Diagnostic[] {
  const structure = live?.structure;
  if (structure === undefined) return [];
  const notes: Diagnostic[] = [];
  if (structure.kind === 'sections') {
    for (const link of structure.externalLinks ?? []) {
      notes.push({
        severity: 'warning',
        code: 'external-link-kept',
        address,
        message: `the live site has an external link "${link.title}"${link.url ? ` (${link.url})` : ''}: docform does not manage links and leaves it in place`,
      });
    }
  }
  for (const draft of drafts(structure.kind === 'sections' ? structure.items : structure.spaces)) {
    notes.push({
      severity: 'warning',
      code: 'draft-item',
      address,
      message: `${draft.name} is a draft on the live site (not shown to visitors): docform plans it like any other and leaves its draft state alone${draft.managed ? ' unless the config sets `draft:`' : ''}`,
    });
  }
  return notes;
}

/** A draft item, and whether the config can set its flag (a row of its kind's table). */
interface Draft {
  readonly name: string;
  readonly managed: boolean;
}

function drafts(items: readonly (LiveStructureItem | LiveSiteSpace)[], out: Draft[] = []): Draft[] {
  for (const item of items) {
    if ('type' in item) {
      if (item.draft === true) out.push({ name: `${item.type} "${item.title}"`, managed: true });
      drafts(item.type === 'section' ? item.spaces : item.items, out);
    } else if (item.draft === true) {
      out.push({ name: `site space ${item.id} (space ${item.spaceId})`, managed: false });
    }
  }
  return out;
}
