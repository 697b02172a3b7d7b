import type { ResourceKind } from './kinds.js';
import type { AfterOf, BeforeOf } from './fields/field-row.js';
import type { COLLECTION_FIELDS } from './fields/collection-fields.js';
import type { GROUP_FIELDS } from './fields/group-fields.js';
import type { LINK_FIELDS } from './fields/link-fields.js';
import type { MEMBER_FIELDS } from './fields/member-fields.js';
import type { OPENAPI_FIELDS } from './fields/openapi-fields.js';
import type { SAML_FIELDS } from './fields/saml-fields.js';
import type { REDIRECT_FIELDS } from './fields/redirect-fields.js';
import type { SECTION_FIELDS } from './fields/section-fields.js';
import type { SETTINGS_FIELDS } from './fields/settings-fields.js';
import type { SITE_FIELDS } from './fields/site-fields.js';
import type { SITE_SPACE_FIELDS } from './fields/site-space-fields.js';
import type { SPACE_FIELDS } from './fields/space-fields.js';
import type { TEAM_FIELDS } from './fields/team-fields.js';
import type { IdRef } from './plan.js';

/** The values a planned change of one field carries: `after` declared, `before` live. */
export interface PlannedValue<A, B = A> {
  readonly after: A;
  readonly before: B;
}

/** The planned values of every row of a field table, by the row's name. */
type RowValues<T> = {
  readonly [N in keyof T & string]: PlannedValue<AfterOf<T[N]>, BeforeOf<T[N]>>;
};

/**
 * The fields the planner gives each kind, with the values a change of each carries
 * (docs/plan-format.md, "Field paths"): the rows of the kind's table
 * (src/model/fields/*-fields.ts), and a few of the planner's own. A change of a kind may
 * carry only these, so a wrong name is a compile error, and a sender reads the row's
 * value type. `parent` is a section's, group's or external link's container (a group,
 * or the site for the root; null before a move out of the root); `space` the space of a
 * site space, and of a section's first site space on create; a redirect's `source` its
 * key, and `draft` a draft redirect published.
 */
export interface PlannedFields {
  settings: RowValues<typeof SETTINGS_FIELDS>;
  member: RowValues<typeof MEMBER_FIELDS>;
  team: RowValues<typeof TEAM_FIELDS>;
  saml: RowValues<typeof SAML_FIELDS>;
  openapi: RowValues<typeof OPENAPI_FIELDS>;
  collection: RowValues<typeof COLLECTION_FIELDS>;
  space: RowValues<typeof SPACE_FIELDS>;
  site: RowValues<typeof SITE_FIELDS>;
  section: RowValues<typeof SECTION_FIELDS> & {
    readonly parent: PlannedValue<IdRef, IdRef | null>;
    readonly space: PlannedValue<IdRef>;
  };
  group: RowValues<typeof GROUP_FIELDS> & {
    readonly parent: PlannedValue<IdRef, IdRef | null>;
  };
  'site-space': RowValues<typeof SITE_SPACE_FIELDS> & { readonly space: PlannedValue<IdRef> };
  link: RowValues<typeof LINK_FIELDS> & { readonly parent: PlannedValue<IdRef, IdRef | null> };
  redirect: RowValues<typeof REDIRECT_FIELDS> & {
    readonly source: PlannedValue<string>;
    readonly draft: PlannedValue<boolean>;
  };
}

type FieldNames = { readonly [K in ResourceKind]: keyof PlannedFields[K] & string };

export type FieldName<K extends ResourceKind = ResourceKind> = FieldNames[K];

/** The value a change of field N of kind K carries as its `after` (the declared side). */
export type AfterValue<
  K extends ResourceKind,
  N extends FieldName<K>,
> = PlannedFields[K][N] extends { readonly after: infer A } ? A : never;
/** The value a change of field N of kind K carries as its `before` (the live side). */
export type BeforeValue<
  K extends ResourceKind,
  N extends FieldName<K>,
> = PlannedFields[K][N] extends { readonly before: infer B } ? B : never;

/** One changed field: its name in docform's model (`title`, `members`), and its values. */
export interface RowChange<P extends string, A, B> {
  readonly path: P;
  /** undefined: the field had no value (always so on create). */
  readonly before?: B;
  /** undefined: the field is removed (always so on delete). May hold IdRef values. */
  readonly after?: A;
}

/**
 * One changed field of a kind: a union by field name, each carrying its row's value
 * types (`PlannedFields`), so code that narrows on `path` reads the declared type.
 */
export type FieldChange<K extends ResourceKind = ResourceKind> = {
  // code generic over K reads a change's `path` as a field name of K
  readonly path: FieldName<K>;
} & (K extends ResourceKind
  ? { [N in FieldName<K>]: RowChange<N, AfterValue<K, N>, BeforeValue<K, N>> }[FieldName<K>]
  : never);
