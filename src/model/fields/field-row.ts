import type * as z from 'zod';

/**
 * One field of a kind: every layer's facts about it in one row, so that a field is one
 * entry of its kind's table (STYLE rule 11), as a Terraform provider's resource is a
 * table of typed attributes. The config's schema and normalization, the live read, the
 * planner's comparison, the applier's request, the views, `export`, `fmt`'s key order,
 * the JSON Schema and the field tables of docs/config.md are derived from the rows.
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
   * everywhere, sent as is), `plain` refuses one (a value that names or identifies).
   * Other values (booleans, enumerations, objects) are taken as the schema gives them.
   */
  readonly strings?: 'text' | 'plain';
  /**
   * How the value is read from the object the API answers: the key (default: the
   * field's name), the schema of what is there, and how it becomes the live value.
   * Absent: the value is read by a call of its own (the site's adaptive schema).
   */
  readonly wire?: WireRead;
  /**
   * How the declared value is compared with the live one. Default: whole values.
   * `declared-leaves`: an object value whose declared leaves alone are managed (a
   * site's customization): the live value is cut to the declared paths before it is
   * compared, shown and carried as the plan's `before`, and the sender lays the
   * declared leaves over the live value (model/declared-leaves.ts). A live leaf the
   * config does not declare is never a change.
   */
  readonly compare?: 'declared-leaves';
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
  /** The value as the request takes it (`adaptiveContent: true` -> `{ enabled: true }`). */
  readonly send?: (value: unknown) => unknown;
  /** The values the tool knows, for the `unknown-value` note on an answer it does not. */
  readonly known?: readonly string[];
  /** `export` leaves the field out (too long to read, or read only when declared). */
  readonly exported?: false;
  /** The value `export` writes for the live one; undefined leaves the field out. */
  readonly exportAs?: (live: unknown) => unknown;
  /** `export` writes a boolean only when true (false is the API's default). */
  readonly exportedWhenTrue?: true;
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
  /** Phantom: the desired and live value types. Never set. */
  readonly types?: { readonly desired: D; readonly live: L };
}

interface Typed<D, L> {
  readonly types?: { readonly desired: D; readonly live: L };
}

export interface WireRead {
  readonly key?: string;
  /** The schema of the value under `key`; the reader makes it optional. */
  readonly schema: z.ZodType;
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

/** The fields of a live object as read; undefined where the API left one out. */
export type LiveFields<T extends FieldTable> = {
  readonly [K in keyof T]?: LiveOf<T[K]>;
};

/**
 * A row, with its value types: `field<D, L>()({...})`. The two steps let the types be
 * given while the row's own literals (its `via`, `required`) are inferred.
 */
export function field<D, L = D>() {
  // the phantom `types` is never set: the row is its own value, typed
  return <const R extends FieldRow>(row: R) => row as R & Typed<D, L>;
}

/** The names of the rows with `flag` set (`seedOnly`, `immutable` ...). */
export type NamesWith<T extends FieldTable, Flag extends keyof FieldRow> = {
  [K in keyof T]: T[K] extends { readonly [F in Flag]: true } ? K : never;
}[keyof T] &
  string;

/** The names of the rows with `flag` set, in the table's order. */
export function namesWith<T extends FieldTable, Flag extends keyof FieldRow>(
  table: T,
  flag: Flag,
): NamesWith<T, Flag>[] {
  // the filter is the type's condition, at run time
  return rowsOf(table)
    .filter(([, row]) => row[flag] === true)
    .map(([name]) => name) as NamesWith<T, Flag>[];
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
