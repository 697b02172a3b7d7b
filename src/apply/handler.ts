import type { ApiRequester } from '../api/types.js';
import type { Address } from '../model/address.js';
import type { LiveStructure } from '../model/live.js';
import type { ResourceKind } from '../model/kinds.js';
import type {
  Change,
  CreateChange,
  DeleteChange,
  IdRef,
  InviteChange,
  MoveChange,
  MovePosition,
  ReplaceChange,
  UpdateChange,
} from '../model/plan.js';

/** Why a create took an object it did not make: an unknown outcome, or a 409 for a taken key. */
export type AdoptReason = 'outcome-unknown' | 'taken';

/** What a handler needs to send its calls. */
export interface HandlerContext {
  /** The API client; handlers call the typed operations of src/api/resources only. */
  readonly client: ApiRequester;
  readonly organization: string;
  /** The live id of an object: planned, created earlier in this run, or known to the caller. */
  readonly idOf: (address: Address) => string | undefined;
  /**
   * Records the id of an object a call created as a side effect (a section's first site
   * space), and whether the API made it the default already.
   */
  readonly claim: (address: Address, id: string, isDefault: boolean) => void;
  /** True when a claimed object was already the default when it was created. */
  readonly claimedDefault: (address: Address) => boolean;
  /**
   * Reports that a create took an object it found by its natural key: after an unknown
   * outcome, or after a 409 because someone made it meanwhile (`taken`).
   */
  readonly adopted: (id: string, reason: AdoptReason) => void;
  /**
   * Reports that an older object holds the natural key of the one a create just made
   * (another apply of the same config): the new one was deleted, the older one kept.
   */
  readonly deduplicated: (kept: string, deleted: string) => void;
  /**
   * Reads a collection again after a create, through one flight per collection `key`
   * shared by the creates waiting for it; the flight starts after this call
   * (src/apply/rereads.ts).
   */
  readonly reread: <R>(key: string, read: () => Promise<R>) => Promise<R>;
  /**
   * Reads a site's structure through `read`, noting when the read started: one that
   * started after the apply's last write that could change it is handed to verify
   * (src/apply/fresh-structures.ts).
   */
  readonly readStructure: (
    siteId: string,
    read: () => Promise<LiveStructure>,
  ) => Promise<LiveStructure>;
  /** Marks a create in collection `key` as sent; the function returned marks it answered. */
  readonly creating: (key: string) => () => void;
  /**
   * Reports that the change's create was answered and that the change now waits for a
   * re-read of its collection shared with other creates (`reread`): it gives up its slot
   * (src/apply/scheduler.ts), to the next sibling's create when that only needs this
   * object to exist (it sits last among its siblings), else to any ready change. Creates
   * of the collection started meanwhile hold the read back, and share it.
   */
  readonly rereading: () => void;
  /** Waits, between the re-reads that look for a write that lands late. */
  readonly sleep: (ms: number) => Promise<void>;
  /**
   * Reports that the API accepted the change as a request someone must approve (a
   * member removal answered 202): done on docform's side, not yet in the organization.
   */
  readonly pending: (reason: string) => void;
  /**
   * The live objects that held the natural key of the object this change creates when
   * the plan was made (`taken` of a create): another declaration's, never adopted nor
   * judged a duplicate by the create.
   */
  readonly taken: ReadonlySet<string>;
  /** The creates of this plan, for handlers that make children together with their parent. */
  readonly plannedCreates: readonly Change[];
}

/** A change that places an existing object among its siblings: the move part of a change. */
export interface Placement<K extends ResourceKind> {
  readonly address: Address;
  readonly kind: K;
  readonly id: string;
  readonly position: MovePosition;
  readonly parent?: IdRef;
  readonly site?: IdRef;
}

/**
 * The API calls of one resource kind, one function per action (CONTRIBUTING.md, rule 9: a
 * table of handlers, not an if chain). Changes arrive with every IdRef resolved to an id.
 * `replace` is delete then create, composed by the applier; a move's fields go through
 * `update` first (docs/plan-format.md, "update them, then move").
 */
export interface KindHandler<K extends ResourceKind> {
  /** Returns the new object's id. */
  readonly create?: (
    change: CreateChange<K> | ReplaceChange<K>,
    ctx: HandlerContext,
  ) => Promise<string>;
  readonly update?: (change: UpdateChange<K> | MoveChange<K>, ctx: HandlerContext) => Promise<void>;
  readonly move?: (change: Placement<K>, ctx: HandlerContext) => Promise<void>;
  readonly delete?: (
    change: DeleteChange<K> | ReplaceChange<K>,
    ctx: HandlerContext,
  ) => Promise<void>;
  /** Invites someone the organization does not hold yet; returns their user id. */
  readonly invite?: (change: InviteChange<K>, ctx: HandlerContext) => Promise<string>;
}

/** Every kind's handler; the mapped type makes a missing kind a compile error. */
export type Handlers = { readonly [K in ResourceKind]: KindHandler<K> };
