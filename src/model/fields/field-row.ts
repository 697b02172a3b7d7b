import type * as z from 'zod';
import type { RefKind } from '../kinds/kind-record.js';
import type { SecretValue } from '../secret.js';

/**
 * One field of a kind: every layer's facts about it in one row, so that a field is one
 * entry of its kind's table (CONTRIBUTING.md, rule 11), as a Terraform provider's
 * resource is a table of typed attributes. The config's schema and normalization, the
 * live read, the planner's comparison, the applier's request, the views, `export`,
 * `fmt`'s key order, the JSON Schema and the field tables of docs/config.md are derived
 * from the rows.
 *
 * `Via` names the calls a kind's handler makes (`patch`, `publish` ...): each row says
 * which one sends it, and the handler's table of senders is keyed by `Via`, so a field
 * the planner can emit and no handler sends is a compile error. `D` is the value the
 * normalized config holds, `L` the value read from the API (phantom types: they type
 * the desired and live objects, `DesiredFields` and `LiveFields`).
 */
export interface FieldRow<Via extends string = string, D = unknown, L = unknown> {
  /** One line for the field tables of docs/config.md. */
  readonly doc: string;
  /** The YAML value's schema; `optional()` is added unless `required`. */
  readonly yaml: z.ZodType;
  /** The key in the config when it is not the field's name (a group's title: `group:`). */
  readonly yamlKey?: string;
  readonly required?: true;
  /** `null` is allowed and removes the value (the API's way to unset it). */
  readonly removable?: true;
  /**
   * How strings are read from the config: `text` may hold a `${env:}` secret (masked
   * everywhere, sent as is), `plain` refuses one (a value that names or identifies),
   * `secret` is a secret however it is written, inline too (a SAML certificate). A list
   * of strings is read item by item. Other values (booleans, enumerations, objects) are
   * taken as the schema gives them.
   */
  readonly strings?: 'text' | 'plain' | 'secret';
  /**
   * How the planner compares the declared value with the live one. Absent: as they are
   * (a secret by its fingerprint, an object key by key). `set`: a list whose order does
   * not matter. `ref`: the value names another object (`refTo`) by its key or live id,
   * compared by live id (a list of them as a set); `content`: a text compared by its
   * sha256 with the live one; `markdown`: Markdown compared as the API's Document;
   * `rules`: a list of merge rules whose reviewers are members. A row with `ref`,
   * `content`, `markdown` or `rules` is paired by its kind's planner (src/plan/kinds),
   * in a table keyed by the row's name, so such a row with no pairing is a compile error.
   * `declared-leaves`: an object value whose declared leaves alone are managed (a
   * site's customization): the live value is cut to the declared paths before it is
   * compared, shown and carried as the plan's `before`, and the sender lays the
   * declared leaves over the live value (model/declared-leaves.ts). A live leaf the
   * config does not declare is never a change.
   */
  readonly compare?: 'set' | 'ref' | 'content' | 'markdown' | 'rules' | 'declared-leaves';
  /**
   * The kind's planner pairs the row itself, as it does a `ref`, `content`, `markdown`
   * or `rules` row (in the same table keyed by the row's name: no pairing, a compile
   * error), for what the row cannot say: a site's or space's grants compared by team key
   * and email, a share link's gated delete, a value the token may not read, a
   * customization value the API takes only whole. The row's `compare` still makes the
   * pair the planner starts from, given to its pairing with the declared value
   * (`OwnPairs`, src/plan/field-pairs.ts).
   */
  readonly byPlanner?: true;
  /** The kind of object a `ref` row names (its key in the config, its id live). */
  readonly refTo?: RefKind;
  /** The key of the object value that holds a `ref` row's reference (`defaultContent.site`). */
  readonly refKey?: string;
  /**
   * A value the API does not return (a SAML certificate): when the live object has none,
   * it is not compared (docs/plan-format.md, "Write-only values").
   */
  readonly writeOnly?: true;
  /**
   * How the value is read from the object the API answers: the key (default: the
   * field's name), the schema of what is there, and how it becomes the live value.
   * Absent: the value is read by a call of its own (a sub-resource of the object).
   */
  readonly wire?: WireRead;
  /** With `declared-leaves`: the dotted paths whose object values are one leaf each. */
  readonly wholeAt?: readonly string[];
  /** The live value when the API leaves the key out or nulls it (a flag: false). */
  readonly absentIs?: boolean;
  /** The call that sends the field (the keys of the kind's handler table). */
  readonly via: Via;
  /** Sent in the create request's body too (the rest follow the create). */
  readonly inCreate?: true;
  /** The body key when it is not the field's name. */
  readonly sendKey?: string;
  /** The value as the request takes it (a flag sent as `{ enabled: true }`). */
  readonly send?: (value: unknown) => unknown;
  /** The value may hold line breaks and tabs (an expression, a description, a certificate). */
  readonly multiLine?: true;
  /** The values the tool knows, for the `unknown-value` note on an answer it does not. */
  readonly known?: readonly string[];
  /** `export` leaves the field out (too long to read, or read only when declared). */
  readonly exported?: false;
  /** The value `export` writes for the live one; undefined leaves the field out. */
  readonly exportAs?: (live: unknown) => unknown;
  /**
   * The values a new object holds when its create request leaves the field out: the
   * official spec's default, and the seed's where they differ (a site's `type`), as the
   * emulator's create gives it. `export` leaves a live value equal to one out, as a
   * person would (`export --full` writes it); a field left out is not managed, so the
   * export still plans empty. A field whose new value is derived (a path from a title)
   * has none.
   */
  readonly platformDefaults?: readonly unknown[];
  /** `fmt` keeps the keys under the field as written (a free-form JSON Schema, the branding). */
  readonly keysAsWritten?: true;
  /** A delete's contents leave the field out (long, or read only when declared). */
  readonly inDeleteSummary?: false;
  /**
   * A field of the seed that the official API lacks: planned only where the live
   * object reports it, with a `field-not-in-api` warning elsewhere.
   */
  readonly seedOnly?: true;
  /** No call changes it on a live object: a change is refused when the plan is made. */
  readonly immutable?: true;
  /** A live object that shares this value with a declared one may be it, renamed. */
  readonly renameEvidence?: true;
  /**
   * A plan may warn about the value (`value`: share links on a site they cannot open),
   * or about one key of its objects (`keys`: a grant's team key or email), or about a
   * part of it at any depth (`paths`: a customization's `styling.primaryColor`, at its
   * key): where it is written is recorded, so the warning points at that line.
   */
  readonly located?: 'value' | 'keys' | 'paths';
  /**
   * The object's key in the config (`openapi.<slug>`), not a field under it: the config's
   * schema and normalization leave it to the kind; it is planned on create only (the
   * key is how the live object is matched).
   */
  readonly configKey?: true;
  /** Phantom: the desired and live value types. Never set. */
  readonly types?: { readonly desired: D; readonly live: L };
}

interface Typed<D, L, A, B> {
  readonly types?: {
    readonly desired: D;
    readonly live: L;
    readonly after: A;
    readonly before: B;
  };
}

/**
 * A live value as the plan may hold it: any string in it may be a `SecretValue`, where
 * the config holds a secret at the same place (the planner masks the live value like the
 * declared one, src/plan/compare-fields.ts).
 */
export type Masked<T> = T extends string
  ? T | SecretValue
  : T extends readonly (infer E)[]
    ? readonly Masked<E>[]
    : T extends object
      ? { readonly [K in keyof T]: Masked<T[K]> }
      : T;

export interface WireRead {
  readonly key?: string;
  /** The schema of the value under `key`; the reader makes it optional unless `required`. */
  readonly schema: z.ZodType;
  /** The API always answers it: an answer without it is refused, and the live value is there. */
  readonly required?: true;
  /** The live object holds null where the API leaves the key out or nulls it. */
  readonly absentAsNull?: true;
  /** The live value from the wire's (`proxy.origin` -> `domain/path`). */
  readonly read?: (value: unknown) => unknown;
}

/** A kind's table: its fields by name, in their canonical (docs and `fmt`) order. */
export type FieldTable<Via extends string = string> = Readonly<Record<string, FieldRow<Via>>>;

/** The calls a table's rows name (`via`): what its handler's senders are keyed by. */
export type ViaOf<T extends FieldTable> = T[keyof T]['via'];

/** The field names of a table. */
export type FieldNameOf<T extends FieldTable> = keyof T & string;

type DesiredOf<R> = R extends { readonly types?: { readonly desired: infer D } } ? D : never;
type LiveOf<R> = R extends { readonly types?: { readonly live: infer L } } ? L : never;
type RequiredNames<T extends FieldTable> = {
  [K in keyof T]: T[K] extends { readonly required: true } ? K : never;
}[keyof T];

/**
 * The declared fields of a desired object: undefined is "not managed"; a `required`
 * row is always there.
 */
export type DesiredFields<T extends FieldTable> = {
  readonly [K in Exclude<keyof T, RequiredNames<T>>]?: DesiredOf<T[K]>;
} & { readonly [K in RequiredNames<T>]: DesiredOf<T[K]> };

/** The rows whose wire value is `required`: a live object always holds them. */
export type AlwaysReadNames<T extends FieldTable> = {
  [K in keyof T]: T[K] extends { readonly wire: { readonly required: true } } ? K : never;
}[keyof T];

/**
 * The fields of a live object as read; undefined where the API left one out, except a
 * row whose wire value is `required`.
 */
export type LiveFields<T extends FieldTable> = {
  readonly [K in Exclude<keyof T, AlwaysReadNames<T>>]?: LiveOf<T[K]>;
} & { readonly [K in AlwaysReadNames<T>]: LiveOf<T[K]> };

/**
 * A row, with its value types: `field<D, L>()({...})`. The two steps let the types be
 * given while the row's own literals (its `via`, `required`) are inferred. `A` and `B`
 * are the values a planned change of the field carries (src/model/planned-fields.ts,
 * `FieldChange`): `after` the declared value (`D`), `before` the live one (`L`, its
 * strings masked where the config's are secrets); a row its planner pairs into other
 * values (a reference as an IdRef, a content by its digest) names them.
 */
export function field<D, L = D, A = D, B = Masked<L> | null>() {
  // the phantom `types` is never set: the row is its own value, typed
  return <const R extends FieldRow>(row: R) => row as R & Typed<D, L, A, B>;
}

/** The value a planned change of row R carries as its `after`. */
export type AfterOf<R> = R extends { readonly types?: { readonly after: infer A } } ? A : never;
/** The value a planned change of row R carries as its `before`. */
export type BeforeOf<R> = R extends { readonly types?: { readonly before: infer B } } ? B : never;

/** The names of the rows of `T` whose property `P` is `V` (`via: 'patch'`, `inCreate: true`). */
export type NamesWhere<T extends FieldTable, P extends keyof FieldRow, V> = {
  [K in keyof T]: T[K] extends { readonly [Q in P]: V } ? K : never;
}[keyof T] &
  string;

/** The names of the rows with `flag` set (`seedOnly`, `immutable` ...). */
export type NamesWith<T extends FieldTable, F extends keyof FieldRow> = NamesWhere<T, F, true>;

/**
 * The names of the rows whose `prop` is `value`, in order: `NamesWhere` at run time, which
 * TypeScript cannot see through a generic table (every pick of rows by a property).
 */
export function namesWhere<T extends FieldTable, P extends keyof FieldRow, V>(
  table: T,
  prop: P,
  value: V,
): NamesWhere<T, P, V>[] {
  const rows = rowsOf(table).filter(([, row]) => row[prop] === value);
  return rows.map(([name]) => name) as NamesWhere<T, P, V>[];
}

/** The names of the rows with `flag` set, in the table's order. */
export function namesWith<T extends FieldTable, Flag extends keyof FieldRow>(table: T, flag: Flag) {
  return namesWhere<T, Flag, true>(table, flag, true);
}

const ROWS = new WeakMap<FieldTable, readonly (readonly [string, FieldRow])[]>();

/**
 * The rows of a table with their names, in order: one array per table, made once (the
 * planner walks them for each of ten thousand objects).
 */
export function rowsOf<T extends FieldTable>(
  table: T,
): readonly (readonly [FieldNameOf<T>, FieldRow])[] {
  let rows = ROWS.get(table);
  if (rows === undefined) {
    rows = Object.entries(table);
    ROWS.set(table, rows);
  }
  // a table's keys are its rows' names
  return rows as readonly (readonly [FieldNameOf<T>, FieldRow])[];
}

/** The value of the field `name` of a desired or live object; undefined when it has none. */
export function fieldValue(object: object, name: string): unknown {
  return Object.hasOwn(object, name) ? (object as Record<string, unknown>)[name] : undefined;
}

/** The names of the rows compared as `how` (`set`, `ref` ...). */
export type NamesComparedAs<T extends FieldTable, How extends string> = {
  [K in keyof T]: T[K] extends { readonly compare: How } ? K : never;
}[keyof T] &
  string;

/**
 * The rows a kind's planner pairs itself (a reference, a content, Markdown, merge rules,
 * a row marked `byPlanner`).
 */
export type PairedByPlanner<T extends FieldTable> =
  NamesComparedAs<T, 'ref' | 'content' | 'markdown' | 'rules'> | NamesWith<T, 'byPlanner'>;

/** Whether the planner pairs the row itself (`PairedByPlanner`). */
export function pairedByPlanner(row: FieldRow): boolean {
  return (
    row.byPlanner === true ||
    row.compare === 'ref' ||
    row.compare === 'content' ||
    row.compare === 'markdown' ||
    row.compare === 'rules'
  );
}
