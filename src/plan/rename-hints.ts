import type { Address } from '../model/address.js';
import type { Diagnostic } from '../model/diagnostic.js';
import { KINDS, kindRecordOf, type ResourceKind } from '../model/kinds.js';
import type { LiveState, LiveStructure, LiveStructureItem } from '../model/live.js';
import type { LiveKey } from '../model/live-key.js';
import { keyOf, liveKey } from '../model/live-key.js';
import type { Change, IdRef, UnmanagedObject } from '../model/plan.js';
import { isIdRef } from '../model/id-ref.js';
import { RENAME_HINT } from '../model/note-codes.js';
import type { FieldTable } from '../model/fields/field-row.js';
import { fieldValue, rowsOf } from '../model/fields/field-row.js';
import { SITE_FIELDS } from '../model/fields/site-fields.js';
import { TEAM_FIELDS } from '../model/fields/team-fields.js';
import { SAML_FIELDS } from '../model/fields/saml-fields.js';
import { closeEnough, sharedStart, titleDistance } from './title-likeness.js';
import { createdSpaces } from './created-spaces.js';

/**
 * The field that holds the title of a kind whose renames are hinted (`renameHints`: the
 * kinds `previously:` renames in place, by title or label); undefined for the others.
 */
function titleField(kind: ResourceKind): string | undefined {
  const record = kindRecordOf(kind);
  return record.renameHints ? record.key?.field : undefined;
}

/** A live object a delete removes: its title, its fields to compare, and its spaces. */
interface LiveObject {
  readonly title: string;
  readonly same: Readonly<Record<string, unknown>>;
  /** A site's or section's space ids, from its site spaces (undefined for other kinds). */
  readonly spaces?: ReadonlySet<string>;
}

/**
 * Rename hints: a planned create and a planned delete of the same
 * kind look like one object renamed without `previously:` when, under the same parent,
 * their titles are close (equal but for case, or a few letters apart) or their other
 * identifying fields match; or when (a site, or a section anywhere in the same site)
 * their site spaces show the same spaces (`sameSpaces`). A created top-level object
 * beside an unmanaged live one of its kind (no prune) is paired by a close or
 * shared-start title, by the same identifying fields (a team's members), or for a site
 * by the same spaces. Each pair gets a warning on the created address with the exact line
 * that makes the plan rename in place; a pair by spaces is preferred to one by title.
 * While a hint is open, apply refuses the create without --allow-create (the message
 * says so). Pure: reads the plan's changes and the live state only.
 */
export function renameHints(
  changes: readonly Change[],
  live: LiveState,
  unmanaged: readonly UnmanagedObject[] = [],
): Diagnostic[] {
  // no create that `previously:` could rename: nothing to hint, no live object to index
  if (!changes.some((c) => c.action === 'create' && titleField(c.kind) !== undefined)) return [];
  const objects = liveObjects(live);
  const deletes = changes.filter((c) => c.action === 'delete' && titleField(c.kind) !== undefined);
  const taken = new Set<Change>();
  const claimed = new Set<UnmanagedObject>();
  const hints: Diagnostic[] = [];
  const spacesOf = createdSpaces(changes);
  for (const create of changes) {
    const field = titleField(create.kind);
    if (create.action !== 'create' || field === undefined) continue;
    const title = create.fields.find((f) => f.path === field)?.after;
    if (typeof title !== 'string') continue; // a secret title is never printed
    // asked only where a delete or an unmanaged object of the kind is a candidate
    let created: ReadonlySet<string> | undefined;
    const spaces = (): ReadonlySet<string> => (created ??= spacesOf(create));
    const candidates = deletes
      .filter((d) => !taken.has(d) && d.kind === create.kind && d.site?.ref === create.site?.ref)
      .map((d) => ({ d, old: d.id === undefined ? undefined : objects.get(keyOf(d)) }))
      .filter((x): x is { d: Change; old: LiveObject } => x.old !== undefined)
      .map((x) => ({
        ...x,
        distance: titleDistance(title, x.old.title),
        content: sameSpaces(spaces(), x.old.spaces),
      }))
      // by title or field under the same parent; by its spaces anywhere in the same site
      .filter(
        (x) =>
          x.content ||
          (sameParent(x.d, create) &&
            (x.distance <= closeEnough(title) || sameFields(create, x.old))),
      )
      .sort(byEvidence);
    const best = candidates[0];
    if (best !== undefined) {
      taken.add(best.d);
      hints.push(hint(create, best.d.address, best.old.title, best.d.id ?? ''));
      continue;
    }
    // a top-level object not pruned: the old one is not deleted, only left unmanaged
    // (a part, such as a site's grant, is no object of the kind)
    const kept = unmanaged
      .filter((u) => u.kind === create.kind && u.part === undefined && !claimed.has(u))
      .map((u) => ({ u, old: objects.get(keyOf(u)) }))
      .map(({ u, old }) => ({
        u,
        distance: titleDistance(title, u.title),
        // the same spaces, or the same identifying field (a team's members)
        content:
          sameSpaces(spaces(), old?.spaces) || (old !== undefined && sameFields(create, old)),
      }))
      .filter((x) => x.distance <= closeEnough(title) || x.content || sharedStart(title, x.u.title))
      .sort(byEvidence)[0];
    if (kept === undefined) continue;
    claimed.add(kept.u);
    hints.push(unmanagedHint(create, kept.u));
  }
  return hints;
}

/** The same spaces first (the content identifies the object), then the closer title. */
function byEvidence(
  a: { content: boolean; distance: number },
  b: { content: boolean; distance: number },
): number {
  return Number(b.content) - Number(a.content) || a.distance - b.distance;
}

/**
 * The same spaces: both sets non-empty, and at least three quarters of the spaces in
 * either are in both (|A ∩ B| >= 3/4 |A ∪ B|). The same set always is; one space added
 * to or removed from four or more still is.
 */
export function sameSpaces(
  declared: ReadonlySet<string>,
  held: ReadonlySet<string> | undefined,
): boolean {
  if (held === undefined || declared.size === 0 || held.size === 0) return false;
  let shared = 0;
  for (const id of declared) if (held.has(id)) shared += 1;
  const union = declared.size + held.size - shared;
  return shared * 4 >= union * 3;
}

/** What apply does about an open hint (src/apply/create-gate.ts). */
const REFUSED = '; apply refuses to create it without --allow-create';

function unmanagedHint(create: Change, old: UnmanagedObject): Diagnostic {
  const noun = KINDS[create.kind].noun;
  return {
    severity: 'warning',
    code: RENAME_HINT,
    address: create.address,
    message: `${create.address} is created beside the live ${noun} "${old.title}" (${old.address}), which no declaration owns: if the ${noun} was renamed, keep the live one instead of making a second${REFUSED}`,
    hint: answer(create.address, old.title, old.id),
  };
}

/**
 * The two answers that close a hint: the old title as `previously`, or the live id. The
 * YAML to write stands between backticks: Markdown shows it as code, exactly as written
 * (running text there has its mentions and links broken, which would break the title).
 */
function answer(address: Address, oldTitle: string, id: string): string {
  return `add to ${address}: \`previously: [${flowScalar(oldTitle)}]\` (or pin it: \`id: ${id}\`)`;
}

function hint(create: Change, deleted: Address, oldTitle: string, id: string): Diagnostic {
  const noun = KINDS[create.kind].noun;
  return {
    severity: 'warning',
    code: RENAME_HINT,
    address: create.address,
    message: `${create.address} is created and ${deleted} ("${oldTitle}") deleted: if the ${noun} was renamed, keep the live one${REFUSED}`,
    hint: answer(create.address, oldTitle, id),
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

/** The values of the rows that tell a renamed object (`renameEvidence`) that it has. */
function evidenceOf(table: FieldTable, object: object): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [name, row] of rowsOf(table)) {
    const value = fieldValue(object, name);
    const empty = !value || (Array.isArray(value) && value.length === 0);
    if (row.renameEvidence === true && !empty) out[name] = value;
  }
  return out;
}

/**
 * Every live object a rename could concern, by kind and id, with the fields that
 * identify it.
 */
function liveObjects(live: LiveState): Map<LiveKey, LiveObject> {
  const map = new Map<LiveKey, LiveObject>();
  for (const t of live.teams ?? []) {
    map.set(liveKey('team', t.id), { title: t.title, same: evidenceOf(TEAM_FIELDS, t) });
  }
  for (const s of live.saml ?? []) {
    map.set(liveKey('saml', s.id), { title: s.label, same: evidenceOf(SAML_FIELDS, s) });
  }
  for (const s of live.spaces ?? []) map.set(liveKey('space', s.id), { title: s.title, same: {} });
  for (const site of live.sites ?? []) {
    map.set(liveKey('site', site.id), {
      title: site.title,
      same: evidenceOf(SITE_FIELDS, site),
      spaces: new Set(siteSpaces(site.structure)),
    });
    if (site.structure?.kind === 'sections') addItems(map, site.structure.items);
  }
  return map;
}

function addItems(map: Map<LiveKey, LiveObject>, items: readonly LiveStructureItem[]): void {
  for (const item of items) {
    const { title } = item;
    const key = liveKey(item.type, item.id);
    if (item.type === 'group') {
      map.set(key, { title, same: {} });
      addItems(map, item.items);
    } else if (item.type === 'link') map.set(key, { title, same: { url: item.url } });
    else {
      const same = item.path ? { path: item.path } : {};
      map.set(key, { title, same, spaces: new Set(spaceIdsOf(item)) });
    }
  }
}

const spaceIdsOf = (i: LiveStructureItem): string[] =>
  i.type === 'section' ? i.spaces.map((s) => s.spaceId) : [];

/** The space ids of every site space of a live site, in any section or group. */
function siteSpaces(structure: LiveStructure | undefined): string[] {
  if (structure === undefined) return [];
  if (structure.kind === 'spaces') return structure.spaces.map((s) => s.spaceId);
  const walk = (items: readonly LiveStructureItem[]): string[] =>
    items.flatMap((i) => (i.type === 'group' ? walk(i.items) : spaceIdsOf(i)));
  return walk(structure.items);
}
