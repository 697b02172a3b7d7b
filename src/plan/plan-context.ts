import type { Address } from '../model/address.js';
import type { DesiredState } from '../model/desired.js';
import type { Diagnostic } from '../model/diagnostic.js';
import type { LiveState } from '../model/live.js';
import type { LiveKey } from '../model/live-key.js';
import type { Change, UnmanagedObject } from '../model/plan.js';
import type { Refs } from './refs.js';
import type { AddressBook } from './unique-addresses.js';

/**
 * What the planning steps share: both states, the reference index, and the draft they
 * add to. Changes other than deletes go in `changes` in the order they are planned;
 * deletes go in `deletes`, children first, and run after everything else.
 */
export interface PlanContext {
  readonly desired: DesiredState;
  readonly live: LiveState;
  readonly refs: Refs;
  readonly changes: Change[];
  readonly deletes: Change[];
  readonly unmanaged: UnmanagedObject[];
  readonly diagnostics: Diagnostic[];
  /**
   * What a delete would rather wait for, by the kind and id of the live object deleted
   * (model/live-key.ts): a replace that took a child out of it, the change naming the new
   * default. completeDependencies (order-changes.ts) adds each wait unless it would close
   * a cycle, as a path handed over can (the new default takes the old one's path: the
   * delete goes first).
   */
  readonly deleteWaits: Map<LiveKey, Address[]>;
  /** One address per live object, even when titles repeat. */
  readonly addresses: AddressBook;
  /** A drift report: no temporary-path steps (PlanOptions.mode). */
  readonly drift?: boolean;
  /** `--target`: the addresses whose changes this run keeps; undefined: every change. */
  readonly targets?: readonly Address[];
}

export function waitBeforeDelete(ctx: PlanContext, deleted: LiveKey, address: Address): void {
  const list = ctx.deleteWaits.get(deleted);
  if (list) list.push(address);
  else ctx.deleteWaits.set(deleted, [address]);
}
