import type { Address } from '../model/address.js';
import type { Diagnostic } from '../model/diagnostic.js';
import type { ResourceKind } from '../model/kinds.js';
import type { LiveState, LiveStructureItem } from '../model/live.js';
import type { Change, IdRef, UnmanagedObject } from '../model/plan.js';
import { isIdRef } from '../model/id-ref.js';
import { RENAME_HINT } from '../model/note-codes.js';

/** The kinds that `previously:` can rename in place, and the field that holds the title. */
const TITLE_FIELD: Partial<Record<ResourceKind, 'title' | 'label'>> = {
  team: 'title',
  saml: 'label',
  site: 'title',
  section: 'title',
  group: 'title',
};

const NOUN: Partial<Record<ResourceKind, string>> = {
  team: 'team',
  saml: 'SAML provider',
  site: 'site',
  section: 'section',
  group: 'section group',
};

/** A live object a delete removes: its title, and its fields to compare. */
interface LiveObject {
  readonly title: string;
  readonly same: Readonly<Record<string, unknown>>;
}

/**
 * Rename hints (issue 13, finding 2): a planned create and a planned delete of the same
 * kind under the same parent, whose titles are close (equal but for case, or a few
 * letters apart) or whose other identifying fields match, look like one object
 * renamed without `previously:`. Each such pair gets a warning on the created address
 * with the exact line that makes the plan rename in place. Pure: reads the plan's
 * changes and the live state only.
 */
export function renameHints(
  changes: readonly Change[],
  live: LiveState,
  unmanaged: readonly UnmanagedObject[] = [],
): Diagnostic[] {
  const objects = liveObjects(live);
  const deletes = changes.filter((c) => c.action === 'delete' && TITLE_FIELD[c.kind] !== undefined);
  const taken = new Set<Change>();
  const claimed = new Set<UnmanagedObject>();
  const hints: Diagnostic[] = [];
  for (const create of changes) {
    const field = TITLE_FIELD[create.kind];
    if (create.action !== 'create' || field === undefined) continue;
    const title = create.fields.find((f) => f.path === field)?.after;
    if (typeof title !== 'string') continue; // a secret title is never printed
    const candidates = deletes
      .filter((d) => !taken.has(d) && d.kind === create.kind && sameParent(d, create))
      .map((d) => ({ d, old: objects.get(d.id ?? '') }))
      .filter((x): x is { d: Change; old: LiveObject } => x.old !== undefined)
      .map((x) => ({ ...x, distance: titleDistance(title, x.old.title) }))
      .filter((x) => x.distance <= closeEnough(title) || sameFields(create, x.old))
      .sort((a, b) => a.distance - b.distance);
    const best = candidates[0];
    if (best !== undefined) {
      taken.add(best.d);
      hints.push(hint(create, best.d.address, best.old.title));
      continue;
    }
    // a top-level object not pruned: the old one is not deleted, only left unmanaged
    const kept = unmanaged
      .filter((u) => u.kind === create.kind && !claimed.has(u))
      .map((u) => ({ u, distance: titleDistance(title, u.title) }))
      .filter((x) => x.distance <= closeEnough(title) || sharedStart(title, x.u.title))
      .sort((a, b) => a.distance - b.distance)[0];
    if (kept === undefined) continue;
    claimed.add(kept.u);
    hints.push(unmanagedHint(create, kept.u));
  }
  return hints;
}

function unmanagedHint(create: Change, old: UnmanagedObject): Diagnostic {
  const noun = NOUN[create.kind] ?? create.kind;
  return {
    severity: 'warning',
    code: RENAME_HINT,
    address: create.address,
    message: `${create.address} is created beside the live ${noun} "${old.title}" (${old.address}), which no declaration owns: if the ${noun} was renamed, keep the live one instead of making a second`,
    hint: `add to ${create.address}: previously: [${flowScalar(old.title)}]`,
  };
}

function hint(create: Change, deleted: Address, oldTitle: string): Diagnostic {
  const noun = NOUN[create.kind] ?? create.kind;
  return {
    severity: 'warning',
    code: RENAME_HINT,
    address: create.address,
    message: `${create.address} is created and ${deleted} ("${oldTitle}") deleted: if the ${noun} was renamed, keep the live one`,
    hint: `add to ${create.address}: previously: [${flowScalar(oldTitle)}]`,
  };
}

/** A title as a YAML flow sequence takes it: plain when it can be, else double-quoted. */
function flowScalar(text: string): string {
  const plain = /^[A-Za-z0-9_][^,[\]{}#&*!|>'"%@`:]*$/.test(text) && text.trim() === text;
  return plain ? text : JSON.stringify(text);
}

function parentOf(change: Change): string | undefined {
  return change.parent?.ref;
}

function sameParent(a: Change, b: Change): boolean {
  return parentOf(a) === parentOf(b) && a.site?.ref === b.site?.ref;
}

/** Equal but for case is 0; otherwise the edit distance between the lower-cased titles. */
function titleDistance(a: string, b: string): number {
  return editDistance(a.toLowerCase(), b.toLowerCase());
}

/**
 * Titles that start alike for most of the shorter one ("Acme Docs", "Acme
 * Documentation"): a title made longer or shorter, the usual rename of a site or team.
 */
function sharedStart(a: string, b: string): boolean {
  const x = a.toLowerCase();
  const y = b.toLowerCase();
  const shorter = Math.min(x.length, y.length);
  let same = 0;
  while (same < shorter && x[same] === y[same]) same += 1;
  return shorter >= 4 && same >= Math.ceil(shorter * 0.6);
}

/** A few letters: one in short titles, up to a quarter of a longer one's length. */
function closeEnough(title: string): number {
  return Math.max(1, Math.floor(title.length / 4));
}

/** The create declares the same values as the live object for the fields that identify it. */
function sameFields(create: Change, old: LiveObject): boolean {
  const keys = Object.keys(old.same);
  if (keys.length === 0) return false;
  return keys.every((key) => {
    const declared = create.fields?.find((f) => f.path === key)?.after;
    return declared !== undefined && sameValue(declared, old.same[key]);
  });
}

function sameValue(declared: unknown, held: unknown): boolean {
  if (isIdRef(declared)) return declared.id !== undefined && declared.id === held;
  if (Array.isArray(declared) && Array.isArray(held)) {
    const ids = declared.map((v) => (isIdRef(v) ? (v as IdRef).id : v));
    return ids.length === held.length && ids.every((id) => held.includes(id));
  }
  return declared === held;
}

/** Every live object a rename could concern, by id, with the fields that identify it. */
function liveObjects(live: LiveState): Map<string, LiveObject> {
  const map = new Map<string, LiveObject>();
  for (const t of live.teams ?? []) {
    map.set(t.id, { title: t.title, same: t.members?.length ? { members: t.members } : {} });
  }
  for (const s of live.saml ?? []) {
    map.set(s.id, { title: s.label, same: s.ssoURL ? { ssoURL: s.ssoURL } : {} });
  }
  for (const site of live.sites ?? []) {
    map.set(site.id, { title: site.title, same: site.basename ? { basename: site.basename } : {} });
    if (site.structure?.kind === 'sections') addItems(map, site.structure.items);
  }
  return map;
}

function addItems(map: Map<string, LiveObject>, items: readonly LiveStructureItem[]): void {
  for (const item of items) {
    if (item.type === 'group') {
      map.set(item.id, { title: item.title, same: {} });
      addItems(map, item.items);
    } else {
      map.set(item.id, { title: item.title, same: item.path ? { path: item.path } : {} });
    }
  }
}

/** Levenshtein distance (insertions, deletions, substitutions), two rows at a time. */
export function editDistance(a: string, b: string): number {
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i += 1) {
    const current = [i];
    for (let j = 1; j <= b.length; j += 1) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      current[j] = Math.min(
        (previous[j] ?? 0) + 1,
        (current[j - 1] ?? 0) + 1,
        (previous[j - 1] ?? 0) + cost,
      );
    }
    previous = current;
  }
  return previous[b.length] ?? 0;
}
