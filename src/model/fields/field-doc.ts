/**
 * One row of a kind's field table in docs/config.md, as data: what src/config reads from
 * the kind's `FieldRow` (its type from the zod schema) and src/report writes as Markdown.
 */
export interface FieldDoc {
  readonly name: string;
  /** The value's type, compactly: `string, 2-128`, `` `public`, `unlisted` ``, `boolean`. */
  readonly type: string;
  readonly required: boolean;
  /** `null` removes the value (the row's `removable`). */
  readonly removable: boolean;
  /** The row's `doc`. */
  readonly doc: string;
}
