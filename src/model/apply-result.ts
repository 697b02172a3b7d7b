import type { Address } from './address.js';
import type { Diagnostic } from './diagnostic.js';
import type { LiveStructure } from './live.js';
import type { ChangeAction } from './plan.js';
import type { ResourceKind } from './kinds.js';

export type ChangeStatus = 'done' | 'failed' | 'not-started';

/**
 * Why a change was not started: a gate refused the plan (`refused`, nothing was sent),
 * the apply's abort signal came first (`interrupted`, Ctrl-C), a change failed first
 * (`after-failure`: nothing new starts after a failure), or a change it waits for never
 * ran (`blocked`).
 */
export type NotStartedReason = 'refused' | 'interrupted' | 'after-failure' | 'blocked';

/**
 * What happened to one change of the plan: the applier's result, which the report of
 * an apply shows (src/report/apply-results.ts) and verify reads.
 */
export interface ChangeResult {
  readonly address: Address;
  readonly kind: ResourceKind;
  readonly action: ChangeAction;
  readonly status: ChangeStatus;
  /** The object's id once known (always for a done create). */
  readonly id?: string;
  /** For not-started: why (a state the CLI and the report read, not a message). */
  readonly reason?: NotStartedReason;
  /** For failed: the error's message (the API's, with method and URL). */
  readonly message?: string;
  /** True when a create with an unknown outcome adopted the object it had made. */
  readonly adopted?: boolean;
  /** Why it adopted, when not after an unknown outcome: `taken`, a 409 for a taken key. */
  readonly adoptReason?: 'taken';
  /**
   * For a create that found an older object with the same natural key: the id of the
   * duplicate it had made and deleted (`id` is the older object, kept).
   */
  readonly duplicateDeleted?: string;
  /**
   * For a done change the API took as a request someone must approve (a member removal
   * answered 202): why it is not in the organization yet. Verify does not count it.
   */
  readonly pending?: string;
}

export type ApplyOutcome =
  /** Every change done. */
  | 'applied'
  /** A change failed: nothing new was started after it. */
  | 'failed'
  /** A gate refused the plan: nothing was sent. */
  | 'refused'
  /** The abort signal came before every change started, and no change failed. */
  | 'interrupted';

export interface ApplyResult {
  readonly outcome: ApplyOutcome;
  /** One per change, in plan order. */
  readonly results: readonly ChangeResult[];
  /** Why the plan was refused (gates), with the way out in `hint`. */
  readonly diagnostics: readonly Diagnostic[];
  /**
   * The site structures, by site id, that the apply read after every write of its that
   * could change them had been answered (docs/apply.md, "Verify"): verify takes them
   * instead of reading them again. Empty unless every change is done, no write failed
   * and no request was retried.
   */
  readonly freshStructures?: ReadonlyMap<string, LiveStructure>;
}
