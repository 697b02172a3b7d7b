import type { Address } from './address.js';
import type { Diagnostic } from './diagnostic.js';
import type { ResourceKind } from './kinds.js';

/**
 * The plan: what the planner decides and the applier runs, as data (STYLE rule 1).
 * Planner and applier share only these types. In memory a value may hold a
 * `SecretValue`; the serialized form (src/plan/serialize.ts) masks every secret.
 */
export type ChangeAction = 'create' | 'update' | 'move' | 'delete' | 'replace';

/** A reference to another managed object whose id may only exist once it is created. */
export interface IdRef {
  readonly ref: Address;
  /** The live id, when the object already exists at planning time. */
  readonly id?: string;
}

/** One changed field, by its path in docform's model (`title`, `members`, `proxy`). */
export interface FieldChange {
  readonly path: string;
  /** undefined: the field had no value (always so on create). */
  readonly before?: unknown;
  /** undefined: the field is removed (always so on delete). May hold IdRef values. */
  readonly after?: unknown;
}

/** Where a moved child goes among its siblings, as the API's move endpoints take it. */
export interface MovePosition {
  readonly before?: IdRef;
  readonly after?: IdRef;
}

export interface Change {
  readonly address: Address;
  readonly kind: ResourceKind;
  readonly action: ChangeAction;
  /** Live id of the object (update, move, delete, replace). */
  readonly id?: string;
  /** The containing object (site, group or section), for children of a site. */
  readonly parent?: IdRef;
  /**
   * For sections, groups and site spaces: the site they belong to, whose id every call
   * on them needs (`parent` is a group or section for most of them).
   */
  readonly site?: IdRef;
  /** For create and replace: every declared field. For update: only those that differ. */
  readonly fields?: readonly FieldChange[];
  /** For move: the sibling it goes before or after, valid when the change runs. */
  readonly position?: MovePosition;
  /** Addresses of changes that must finish before this one starts. */
  readonly dependsOn: readonly Address[];
}

/** A live object that no declaration matches and no prune rule deletes. */
export interface UnmanagedObject {
  readonly address: Address;
  readonly kind: ResourceKind;
  readonly id: string;
  readonly title: string;
}

export interface PlanSummary {
  readonly create: number;
  readonly update: number;
  readonly move: number;
  readonly delete: number;
}

export interface Plan {
  readonly formatVersion: 1;
  readonly organization: string;
  readonly summary: PlanSummary;
  /** In the order the applier runs them (it never re-sorts). */
  readonly changes: readonly Change[];
  readonly unmanaged: readonly UnmanagedObject[];
  /** Matching problems and safety gates (delete needs --allow-delete, threshold needs --force). */
  readonly diagnostics: readonly Diagnostic[];
  /** Digest of the live objects the plan read, for saved plans. */
  readonly liveFingerprint: string;
}

/**
 * The plan as a JSON document (docs/plan-format.md): what `plan --format json` prints,
 * `plan --out` saves and every renderer reads (STYLE rule 3). Secrets are masked and
 * IdRefs are written as their address. Made by src/plan/serialize.ts.
 */
export interface SerializedField {
  readonly path: string;
  readonly before?: unknown;
  readonly after?: unknown;
}

export interface SerializedChange {
  readonly address: Address;
  readonly kind: ResourceKind;
  readonly action: ChangeAction;
  readonly id?: string;
  readonly parent?: Address;
  readonly position?: { readonly before?: Address; readonly after?: Address };
  readonly fields?: readonly SerializedField[];
  readonly dependsOn: readonly Address[];
}

export interface SerializedPlan {
  readonly formatVersion: 1;
  readonly organization: string;
  readonly summary: PlanSummary;
  readonly changes: readonly SerializedChange[];
  readonly unmanaged: readonly UnmanagedObject[];
  readonly diagnostics: readonly Diagnostic[];
  readonly liveFingerprint: string;
  /** A saved plan adds fields of its own (config sources, targets). */
  readonly [extra: string]: unknown;
}
