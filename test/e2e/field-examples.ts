import type { FieldTable } from '../../src/model/fields/field-row.js';
import type { SITE_FIELDS } from '../../src/model/fields/site-fields.js';
import type { ResourceKind } from '../../src/model/kinds.js';

export type Yaml = Record<string, unknown>;
export type Fields = Readonly<Record<string, unknown>>;

/** The example values of one row of a kind's field table. */
export interface RowExample {
  /** A value the row is set to, different from what a new object holds. */
  readonly value: unknown;
  /**
   * A second value, to check a change and not only a set. For an immutable row, the
   * value whose change the plan must refuse.
   */
  readonly change?: unknown;
  /** Other fields the row only makes sense with (`adaptiveSchema` with adaptive content on). */
  readonly needs?: Fields;
}

/**
 * How a kind's rows are held to the API: one object of the kind, and every row's
 * examples. Typed by the kind's table (`KindExamples<typeof SITE_FIELDS>`), a row with no
 * example is a compile error too.
 */
export interface KindExamples<T extends FieldTable = FieldTable> {
  /** The address of the object the config declares (`site.fields`). */
  readonly address: string;
  /**
   * A small config declaring that one object with `fields`; `earlier` holds the fields
   * the previous config gave it, for a kind matched by a field that changes (a site by
   * its title: `previously:` keeps it the same site).
   */
  readonly config: (fields: Fields, earlier?: Fields) => Yaml;
  /** One entry per row of the kind's table (src/model/fields), keyed by field name. */
  readonly rows: { readonly [K in keyof T & string]: RowExample };
}

const VISITOR_CLAIMS = {
  type: 'object',
  additionalProperties: false,
  properties: { isBeta: { type: 'boolean', description: 'Beta tester' } },
};

/** A site created by the config (the built-in fixture has none); its title renames it. */
const SITE: KindExamples<typeof SITE_FIELDS> = {
  address: 'site.fields',
  config: (fields, earlier) => ({
    version: 1,
    organization: 'org_acme',
    sites: {
      fields: {
        ...fields,
        ...(earlier !== undefined && earlier.title !== fields.title
          ? { previously: [earlier.title] }
          : {}),
      },
    },
  }),
  rows: {
    title: { value: 'Every Field', change: 'Every Field Renamed' },
    type: { value: 'ultimate', change: 'premium' },
    visibility: { value: 'unlisted', change: 'share-link' },
    published: { value: true, change: false },
    basename: { value: 'every-field', change: 'every-field-2' },
    proxy: { value: 'acme.example/every-field', change: 'acme.example/docs/every-field' },
    agentsContext: { value: 'excluded', change: 'included' },
    adaptiveContent: { value: true, change: false },
    adaptiveSchema: {
      value: VISITOR_CLAIMS,
      change: {
        ...VISITOR_CLAIMS,
        properties: { plan: { type: 'string', enum: ['free', 'pro'], description: 'Plan' } },
      },
      needs: { adaptiveContent: true },
    },
    defaultLevel: { value: 'read', change: 'inherit' },
  },
};

/**
 * Every row of every kind's table, with example values, for the test that holds each row
 * to the API (every-field-converges.test.ts). A kind joins the registry of tables
 * (`FIELD_TABLES`) with an entry here: its config and an example per row; that test
 * fails, naming the row, while one is missing.
 */
export const FIELD_EXAMPLES: Partial<Readonly<Record<ResourceKind, KindExamples>>> = {
  site: SITE,
};
