import type { Address } from './address.js';
import type { AttentionItem } from './attention-item.js';
import type { Diagnostic } from './diagnostic.js';
import type { Gate } from './gates.js';
import type { ResourceKind } from './kinds.js';
import type { JsonValue } from './json-value.js';
import type { FieldChange } from './planned-fields.js';
import type { SiteMaps } from './site-map.js';
import type { UnmanagedObject } from './unmanaged-object.js';

export type { UnmanagedObject } from './unmanaged-object.js';
export type {
  AfterValue,
  BeforeValue,
  FieldChange,
  FieldName,
  PlannedFields,
  PlannedValue,
  RowChange,
} from './planned-fields.js';

/**
 * The plan: what the planner decides and the applier runs, as data (CONTRIBUTING.md,
 * rule 1).
 * Planner and applier share only these types. In memory a value may hold a
 * `SecretValue`; the serialized form (src/plan/serialize.ts) masks every secret.
 */
export type ChangeAction = 'create' | 'update' | 'move' | 'delete' | 'replace' | 'invite';

/** A reference to another managed object whose id may only exist once it is created. */
export interface IdRef {
  readonly ref: Address;
  /** The live id, when the object already exists at planning time. */
  readonly id?: string;
}

/** Where a moved child goes among its siblings: before or after one (never both). */
export type MovePosition = { readonly before: IdRef } | { readonly after: IdRef };

/** The side of a position and the sibling it names. */
export function positionSide(position: MovePosition): { side: 'before' | 'after'; ref: IdRef } {
  return 'before' in position
    ? { side: 'before', ref: position.before }
    : { side: 'after', ref: position.after };
}

interface ChangeBase<K extends ResourceKind> {
  readonly address: Address;
  readonly kind: K;
  /** The containing object (site, group or section), for children of a site. */
  readonly parent?: IdRef;
  /**
   * For sections, groups and site spaces: the site they belong to, whose id every call
   * on them needs (`parent` is a group or section for most of them).
   */
  readonly site?: IdRef;
  /** Addresses of changes that must finish before this one starts. */
  readonly dependsOn: readonly Address[];
  /**
   * Other objects a field value names by key (the teams and members of a `permissions`
   * grant), with their live ids when they have one: the applier learns their ids here.
   */
  readonly refs?: readonly IdRef[];
}

/** A new object: every declared field, no id yet; `position` places it once made. */
export interface CreateChange<K extends ResourceKind = ResourceKind> extends ChangeBase<K> {
  readonly action: 'create';
  readonly id?: undefined;
  readonly fields: readonly FieldChange<K>[];
  readonly position?: MovePosition;
  /**
   * The live objects that held this object's natural key (its title) when the plan was
   * made, each claimed by another declaration (one pinned by its id): the create's check
   * for a duplicate another apply made leaves them be. Absent when none did.
   */
  readonly taken?: readonly string[];
}

/** The fields that differ on a live object; `position` when it must also move. */
export interface UpdateChange<K extends ResourceKind = ResourceKind> extends ChangeBase<K> {
  readonly action: 'update';
  readonly id: string;
  readonly fields: readonly FieldChange<K>[];
  readonly position?: MovePosition;
}

/**
 * A person the organization does not hold yet, invited by email with the declared
 * fields (a member's role): the API adds them and emails them, so it is its own action,
 * never shown as a create of an object or an update (docs/plan-format.md, "Actions").
 */
export interface InviteChange<K extends ResourceKind = ResourceKind> extends ChangeBase<K> {
  readonly action: 'invite';
  readonly id?: undefined;
  readonly fields: readonly FieldChange<K>[];
  readonly position?: undefined;
}

/** A reorder among siblings, with the fields that also differ (updated first). */
export interface MoveChange<K extends ResourceKind = ResourceKind> extends ChangeBase<K> {
  readonly action: 'move';
  readonly id: string;
  readonly position: MovePosition;
  readonly fields?: readonly FieldChange<K>[];
}

/**
 * A live object that goes with a deleted one, with no call of its own: a site's
 * sections, groups and site spaces go with the site (the API deletes them with it).
 */
export interface DeletedChild {
  readonly address: Address;
  readonly kind: ResourceKind;
  readonly id: string;
  readonly title: string;
}

/**
 * Deletes the live object `id`. `fields` show what it holds (`before` only: its title
 * and settings), so a reviewer sees what goes; `children` what goes with it.
 */
export interface DeleteChange<K extends ResourceKind = ResourceKind> extends ChangeBase<K> {
  readonly action: 'delete';
  readonly id: string;
  readonly fields?: readonly FieldChange<K>[];
  readonly position?: undefined;
  readonly children?: readonly DeletedChild[];
}

/** Delete the live object `id`, then create the declared one (a field no call changes). */
export interface ReplaceChange<K extends ResourceKind = ResourceKind> extends ChangeBase<K> {
  readonly action: 'replace';
  readonly id: string;
  readonly fields: readonly FieldChange<K>[];
  readonly position?: MovePosition;
}

/**
 * A change that deletes a live object: a delete, and a replace, which deletes the live
 * object before it creates the declared one. Both need `--allow-delete` and count
 * against `policy.deleteThreshold` (docs/apply.md, "Gates").
 */
export function deletesLiveObject(
  change: Change,
): change is DeleteChange<ResourceKind> | ReplaceChange<ResourceKind> {
  return change.action === 'delete' || change.action === 'replace';
}

/** Every change of one kind: a union by action (CONTRIBUTING.md, rule 11). */
export type ChangeOf<K extends ResourceKind> =
  | CreateChange<K>
  | UpdateChange<K>
  | MoveChange<K>
  | DeleteChange<K>
  | ReplaceChange<K>
  | InviteChange<K>;

/**
 * A change of any kind, a union by action. Its field names are those of every kind;
 * code of one kind narrows to `ChangeOf<K>` (the applier, by `kind`, once).
 */
export type Change = ChangeOf<ResourceKind>;

export interface PlanSummary {
  readonly create: number;
  readonly update: number;
  readonly move: number;
  readonly delete: number;
  /** People invited to the organization; present only when the plan invites someone. */
  readonly invite?: number;
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
  /**
   * The safety gates, computed once by the planner from the changes and diagnostics
   * (model/gates.ts, `gatesOf`); `closedGates` says which the flags leave closed. Not
   * serialized: a saved plan is planned again before apply. Absent on a plan built by
   * hand, whose gates apply then derives from its changes and diagnostics.
   */
  readonly gates?: readonly Gate[];
  /** Digest of the live objects the plan read, for saved plans. */
  readonly liveFingerprint: string;
  /**
   * What a reviewer must see first (attention-item.ts), grouped by category. Absent on a
   * plan built by hand.
   */
  readonly attention?: readonly AttentionItem[];
  /** The structure after the plan of each site whose structure it changes (site-map.ts). */
  readonly siteMaps?: SiteMaps;
}

/**
 * The plan as a JSON document (docs/plan-format.md): what `plan --format json` prints,
 * `plan --out` saves and every renderer reads (CONTRIBUTING.md, rule 3). Secrets are
 * masked and IdRefs are written as their address. Made by src/plan/serialize.ts.
 */
export interface SerializedField {
  readonly path: string;
  readonly before?: JsonValue;
  readonly after?: JsonValue;
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
  /** A delete's children, which go with it (DeletedChild). */
  readonly children?: readonly DeletedChild[];
}

export interface SerializedPlan {
  readonly formatVersion: 1;
  readonly organization: string;
  readonly summary: PlanSummary;
  /** What needs attention; absent in a plan saved before the list was made. */
  readonly attention?: readonly AttentionItem[];
  readonly changes: readonly SerializedChange[];
  readonly unmanaged: readonly UnmanagedObject[];
  readonly diagnostics: readonly Diagnostic[];
  readonly liveFingerprint: string;
  /** Titles as strings, secrets masked; absent when no site's structure changes. */
  readonly siteMaps?: SiteMaps<string>;
  /** The `--target` addresses a plan was made for (absent or empty: the whole config). */
  readonly targets?: readonly string[];
  /** The environment (`--env NAME`) of a config that declares some. */
  readonly environment?: string;
}

/**
 * The JSON document of a plan that failed (any `error` diagnostic, or a config that
 * could not be read): its problems and nothing that reads as a plan to apply, no
 * `summary` and no `changes` (docs/plan-format.md, "A failed plan"), as `terraform plan
 * -json` gives diagnostics, not a plan, on error.
 */
export interface FailedPlanDocument {
  readonly formatVersion: 1;
  readonly errored: true;
  /** Absent when the config could not be read far enough to name it. */
  readonly organization?: string;
  readonly environment?: string;
  readonly targets?: readonly string[];
  /** Every problem, errors and warnings, each with its location when it has one. */
  readonly diagnostics: readonly Diagnostic[];
}
