import { parseAddress } from '../model/address.js';
import type { FieldRow } from '../model/fields/field-row.js';
import { FIELD_TABLES } from '../model/fields/tables.js';
import type { RefKind, ResourceKind } from '../model/kinds.js';
import type { SerializedPlan } from '../model/plan.js';

/** A live object the YAML does not declare: its id, and its live title when the plan read it. */
export interface Undeclared {
  readonly id: string;
  readonly title?: string;
}

/**
 * The live objects a plan names by address but the YAML does not declare (its unmanaged
 * objects and the ones it deletes), by address: the YAML can name those by their live id
 * only, as `defaultContent: { site: site_123 }`; their titles say which they are.
 */
export type UndeclaredIds = ReadonlyMap<string, Undeclared>;

export function undeclaredIds(doc: Pick<SerializedPlan, 'changes' | 'unmanaged'>): UndeclaredIds {
  const ids = new Map<string, Undeclared>();
  // a part's title is no title of its own (a grant's is its role)
  for (const u of doc.unmanaged)
    ids.set(u.address, u.part === undefined ? { id: u.id, title: u.title } : { id: u.id });
  for (const c of doc.changes) {
    if (c.action !== 'delete' || !c.id) continue;
    const title = c.fields?.find((f) => f.path === 'title')?.before;
    ids.set(c.address, typeof title === 'string' ? { id: c.id, title } : { id: c.id });
  }
  return ids;
}

/** From a field's value in the plan document to the way the YAML writes it. */
type Rewrite = (value: unknown, ids: UndeclaredIds) => unknown;

/**
 * The plan document names a referenced object by its address (`member.alice@acme.example`,
 * `space.guides`), as the applier needs; a reviewer reads it as the YAML wrote it: the
 * email, the key of a declared object, or the live id of one the YAML does not declare.
 */
function keyOf(prefix: RefKind | 'space'): Rewrite {
  // a member is written by email, declared or not; a space reference's address already
  // holds its key or its id
  const byId = prefix !== 'member' && prefix !== 'space';
  return (value, ids) => {
    if (typeof value !== 'string' || !value.startsWith(`${prefix}.`)) return value;
    const id = byId ? ids.get(value)?.id : undefined;
    if (id !== undefined) return id;
    try {
      const parts = parseAddress(value);
      return parts.length === 2 && parts[0] === prefix ? parts[1] : value;
    } catch {
      return value;
    }
  };
}

const each =
  (rewrite: Rewrite): Rewrite =>
  (value, ids) =>
    Array.isArray(value) ? value.map((v) => rewrite(v, ids)) : value;

/** Rewrites the named keys of an object value, leaving the others. */
const fields =
  (rewrites: Readonly<Record<string, Rewrite>>): Rewrite =>
  (value, ids) => {
    if (typeof value !== 'object' || value === null || Array.isArray(value)) return value;
    return Object.fromEntries(
      Object.entries(value).map(([k, v]) => [k, rewrites[k]?.(v, ids) ?? v] as const),
    );
  };

/** The plan's site address, as the YAML's `defaultContent: { site: KEY-OR-ID }`. */
const defaultContent: Rewrite = (value, ids) =>
  typeof value === 'string' ? { site: keyOf('site')(value, ids) } : value;

/** `source: URL` is the config format's own shorthand for `{ url: URL }`. */
const sourceShorthand: Rewrite = (value) => {
  if (typeof value !== 'object' || value === null) return value;
  const keys = Object.keys(value);
  return keys.length === 1 && keys[0] === 'url' ? (value as { url: unknown }).url : value;
};

const member = keyOf('member');

/** The fields whose plan form differs from the YAML's, by kind (none, for most kinds). */
const AS_WRITTEN: { readonly [K in ResourceKind]: Readonly<Record<string, Rewrite>> } = {
  settings: {
    defaultContent,
    mergeRules: fields({ rules: each(fields({ users: each(member) })) }),
  },
  team: { members: each(member), owners: each(member) },
  saml: { defaultTeam: keyOf('team') },
  openapi: { source: sourceShorthand },
  section: { space: keyOf('space') },
  'site-space': { space: keyOf('space') },
  collection: { parent: keyOf('collection') },
  member: {},
  space: { collection: keyOf('collection') },
  site: {},
  group: {},
  link: {},
  redirect: {},
};

/**
 * ` (live title "Inner")` after the live id of an undeclared object a reference field
 * names (a space leaving a collection the YAML does not declare; the site the settings'
 * `defaultContent: { site: site_123 }` names), as the attention list names a team: an id
 * alone does not tell a reviewer which one. Empty otherwise. `value` is the field's plan
 * form, the referenced object's address, also for a reference held inside an object.
 */
export function titleNote(
  kind: ResourceKind,
  path: string,
  value: unknown,
  ids: UndeclaredIds = new Map(),
): string {
  if (typeof value !== 'string' || !holdsOneReference(kind, path)) return '';
  const title = ids.get(value)?.title;
  return title === undefined ? '' : ` (live title ${JSON.stringify(title)})`;
}

/**
 * A row whose value is one reference (`compare: 'ref'`, not a list): a space's
 * `collection`, a collection's `parent`, a SAML `defaultTeam`, shown bare; the settings'
 * `defaultContent`, shown as the object that holds it (`refKey`), the title after it.
 */
function holdsOneReference(kind: ResourceKind, path: string): boolean {
  const row = (FIELD_TABLES[kind] as Readonly<Record<string, FieldRow>> | undefined)?.[path];
  return row?.compare === 'ref';
}

/** A field's value as the YAML writes it (references by key, email or id; shorthands). */
export function asWritten(
  kind: ResourceKind,
  path: string,
  value: unknown,
  ids: UndeclaredIds = new Map(),
): unknown {
  if (value === undefined) return undefined;
  const rewrite = AS_WRITTEN[kind][path];
  return rewrite ? rewrite(value, ids) : value;
}
