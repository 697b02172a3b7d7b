import type { ApiRequester } from '../api/types.js';
import type { Address } from '../model/address.js';
import { DocformError } from '../model/errors.js';
import { scrubSecrets } from '../model/secret-registry.js';
import { showControls } from '../model/visible-text.js';
import type { ResourceKind } from '../model/kinds.js';
import type { Change, ChangeOf, Plan } from '../model/plan.js';
import type { ApplyEventListener } from './events.js';
import { checkGates } from './gates.js';
import type { AdoptReason, HandlerContext, Handlers, KindHandler, Placement } from './handler.js';
import { HANDLERS } from './handlers/table.js';
import { knownIdsOf } from './known-ids.js';
import { resolveRefs } from './resolve-refs.js';
import type { ApplyOutcome, ApplyResult, ChangeResult } from '../model/apply-result.js';
import { Rereads } from './rereads.js';
import { FreshStructures } from './fresh-structures.js';
import type { RunOutcome, SlotOutcome } from './scheduler.js';
import { runScheduled } from './scheduler.js';

export interface ApplyOptions {
  readonly client: ApiRequester;
  /** Changes in flight at once: a whole number of at least 1 (the command line's `--parallelism`). */
  readonly parallelism: number;
  readonly allowDelete: boolean;
  readonly force: boolean;
  /** Create objects a rename hint points at (absent: false). */
  readonly allowCreate?: boolean;
  readonly onEvent?: ApplyEventListener;
  /**
   * Ids of live objects the plan does not carry, by address: the sites whose children
   * change (a section's change names its parent group, not its site).
   */
  readonly knownIds?: ReadonlyMap<Address, string>;
  /** The handlers by kind; the API's by default (tests may pass their own). */
  readonly handlers?: Handlers;
  /** Waits between the re-reads of an outcome-unknown create (default: real time). */
  readonly sleep?: (ms: number) => Promise<void>;
  /**
   * Once aborted (the CLI's Ctrl-C), no change starts; the changes in flight finish,
   * every call of theirs included, and the rest are `not-started`, reason `interrupted`.
   */
  readonly signal?: AbortSignal;
  /**
   * How many times the client has retried a request so far (`ApiClient.stats.retries`):
   * an attempt given up on may still land, so an apply during which it grew hands no
   * structure to verify (`freshStructures`). Absent: retries are not looked at.
   */
  readonly retries?: () => number;
}

/**
 * Runs a plan against the API: gates first (nothing is sent when one
 * refuses), then the changes in the planner's order, in parallel where `dependsOn`
 * allows, with the ids of objects created in this run put into the changes that name
 * them. `signal` stops new starts (see ApplyOptions). Returns one result per change;
 * never throws for an API failure.
 */
export async function applyPlan(plan: Plan, options: ApplyOptions): Promise<ApplyResult> {
  const refusals = checkGates(plan, options);
  if (refusals.length > 0) {
    const results = plan.changes.map((change) =>
      toResult(change, { status: 'not-started', reason: 'refused' }, {}),
    );
    return { outcome: 'refused', diagnostics: refusals, results };
  }
  const handlers = options.handlers ?? HANDLERS;
  const created = new Map<Address, string>();
  const known = knownIdsOf(plan, options.knownIds);
  const plannedCreates = plan.changes.filter(
    (c) => c.action === 'create' || c.action === 'replace',
  );
  const idOf = (address: Address): string | undefined => created.get(address) ?? known.get(address);
  const adopted = new Map<number, AdoptReason>();
  const deduplicated = new Map<number, string>();
  const sleep = options.sleep ?? ((ms: number) => new Promise<void>((r) => setTimeout(r, ms)));
  const pending = new Map<number, string>();
  const claimedDefaults = new Set<Address>();
  const emit = options.onEvent ?? (() => undefined);
  const fresh = new FreshStructures();
  const client = fresh.requester(options.client);
  const retriesBefore = options.retries?.() ?? 0;

  const rereads = new Rereads();
  const reread = <R>(key: string, read: () => Promise<R>): Promise<R> => rereads.read(key, read);
  const creating = (key: string): (() => void) => rereads.creating(key);

  const run = async (change: Change, index: number, rereading: () => void): Promise<RunOutcome> => {
    emit({ type: 'started', index, change });
    const ctx: HandlerContext = {
      client,
      organization: plan.organization,
      idOf,
      claim: (address, id, isDefault) => {
        created.set(address, id);
        if (isDefault) claimedDefaults.add(address);
      },
      claimedDefault: (address) => claimedDefaults.has(address),
      plannedCreates,
      taken: new Set(change.action === 'create' ? change.taken : undefined),
      adopted: (id, reason) => {
        adopted.set(index, reason);
        emit({ type: 'adopted', index, change, id, reason });
      },
      deduplicated: (kept, deleted) => {
        deduplicated.set(index, deleted);
        emit({ type: 'deduplicated', index, change, kept, deleted });
      },
      reread,
      readStructure: (siteId, read) => fresh.read(siteId, read),
      creating,
      rereading,
      sleep,
      pending: (reason) => {
        pending.set(index, reason);
        emit({ type: 'pending', index, change, reason });
      },
    };
    try {
      const id = await runChange(resolveRefs(change, created), handlers, ctx);
      if (id !== undefined) created.set(change.address, id);
      emit({ type: 'done', index, change, ...(id === undefined ? {} : { id }) });
      return { status: 'done', ...(id === undefined ? {} : { id }) };
    } catch (error) {
      // DocformError messages are safe already; any other error is made so here
      const message = showControls(
        scrubSecrets(error instanceof Error ? error.message : String(error)),
      );
      emit({ type: 'failed', index, change, message });
      return { status: 'failed', message };
    }
  };

  const outcomes = await runScheduled(plan.changes, options.parallelism, run, options.signal);
  const results = plan.changes.map((change, i) =>
    toResult(change, outcomes[i] ?? { status: 'not-started', reason: 'blocked' }, {
      adopted: adopted.get(i),
      pending: pending.get(i),
      duplicateDeleted: deduplicated.get(i),
    }),
  );
  const outcome = outcomeOf(results);
  if (outcome !== 'applied' || (options.retries?.() ?? 0) > retriesBefore) fresh.spoil();
  return { outcome, diagnostics: [], results, freshStructures: fresh.fresh() };
}

/** Applied when every change is done; interrupted when the signal alone stopped it. */
function outcomeOf(results: readonly ChangeResult[]): ApplyOutcome {
  if (results.every((r) => r.status === 'done')) return 'applied';
  const interrupted = results.every((r) => r.status === 'done' || r.reason === 'interrupted');
  return interrupted ? 'interrupted' : 'failed';
}

/** Runs one change through its kind's handler; returns the id for a create or replace. */
async function runChange(
  change: Change,
  handlers: Handlers,
  ctx: HandlerContext,
): Promise<string | undefined> {
  return runOfKind(change, handlers[change.kind] as KindHandler<ResourceKind>, ctx);
}

/**
 * The actions of docs/plan-format.md: a create, update or replace with a `position` is
 * placed after it is made or re-parented; a move updates its fields first, then moves.
 */
async function runOfKind<K extends ResourceKind>(
  change: ChangeOf<K>,
  handler: KindHandler<K>,
  ctx: HandlerContext,
): Promise<string | undefined> {
  switch (change.action) {
    case 'create':
      return placed(change, await need(handler.create, change)(change, ctx), handler, ctx);
    case 'update':
      await need(handler.update, change)(change, ctx);
      return placed(change, change.id, handler, ctx);
    case 'move':
      if ((change.fields ?? []).length > 0) await need(handler.update, change)(change, ctx);
      await need(handler.move, change)(change, ctx);
      return change.id;
    case 'delete':
      await need(handler.delete, change)(change, ctx);
      return undefined;
    case 'replace': {
      // no API re-parents a site space (docs/api-differences.md): delete, then add
      await need(handler.delete, change)(change, ctx);
      return placed(change, await need(handler.create, change)(change, ctx), handler, ctx);
    }
    case 'invite':
      return need(handler.invite, change)(change, ctx);
  }
}

/**
 * The API appends a created or re-parented object to its parent's list; a change that
 * must not stay last carries a `position`, and is moved there once it exists
 * (docs/plan-format.md, "Positions": create, update or replace, then move).
 */
async function placed<K extends ResourceKind>(
  change: ChangeOf<K>,
  id: string,
  handler: KindHandler<K>,
  ctx: HandlerContext,
): Promise<string> {
  if (change.position === undefined) return id;
  const placement: Placement<K> = {
    address: change.address,
    kind: change.kind,
    id,
    position: change.position,
    ...(change.parent ? { parent: change.parent } : {}),
    ...(change.site ? { site: change.site } : {}),
  };
  await need(handler.move, change)(placement, ctx);
  return id;
}

function need<F>(fn: F | undefined, change: Change): F {
  if (fn === undefined) {
    throw new DocformError(`docform cannot ${change.action} a ${change.kind} (${change.address})`);
  }
  return fn;
}

/** What a change's handler reported besides its outcome. */
interface Reported {
  readonly adopted?: AdoptReason | undefined;
  readonly pending?: string | undefined;
  readonly duplicateDeleted?: string | undefined;
}

/** What a change's slot ended as; a gate's refusal too, though no slot was given. */
type Ended = SlotOutcome | { readonly status: 'not-started'; readonly reason: 'refused' };

function toResult(change: Change, outcome: Ended, reported: Reported): ChangeResult {
  const base = { address: change.address, kind: change.kind, action: change.action };
  const { adopted, pending, duplicateDeleted } = reported;
  switch (outcome.status) {
    case 'done':
      return {
        ...base,
        status: 'done',
        ...(outcome.id === undefined ? {} : { id: outcome.id }),
        ...(adopted ? { adopted: true } : {}),
        ...(adopted === 'taken' ? { adoptReason: adopted } : {}),
        ...(pending === undefined ? {} : { pending }),
        ...(duplicateDeleted === undefined ? {} : { duplicateDeleted }),
      };
    case 'failed':
      return { ...base, status: 'failed', message: outcome.message };
    case 'not-started':
      return { ...base, status: 'not-started', reason: outcome.reason };
  }
}
