import type { KnownLive } from '../../api/read-live.js';
import { pinnable } from '../../plan/ids-to-pin.js';
import { applyPlan } from '../../apply/apply-plan.js';
import type { ApplyResult } from '../../model/apply-result.js';
import { leafDeletes, planGates } from '../../model/gates.js';
import { countedAsMoves } from '../../model/summarize.js';
import type { GateOptions } from '../../apply/gates.js';
import { verifyApplied } from '../../apply/verify.js';
import type { Plan } from '../../model/plan.js';
import { renderApplySummary, renderVerify } from '../../report/apply-results.js';
import { renderDiagnostics } from '../../report/diagnostics.js';
import { EXIT_ERROR, EXIT_INTERRUPTED, EXIT_OK } from '../exit-codes.js';
import type { CliIo } from '../io.js';
import { applyProgress } from './apply-progress.js';
import type { CommandContext } from './command-context.js';
import type { Interrupts } from './interrupts.js';
import type { ApiSession } from './with-api.js';

export interface ApplyRunInput {
  readonly io: CliIo;
  readonly context: CommandContext;
  readonly session: ApiSession;
  readonly interrupts: Interrupts;
  readonly plan: Plan;
  /** Plans again against the live org, for verify, taking what `known` holds as read. */
  readonly replan: (known?: KnownLive) => Promise<Plan>;
  readonly targets: readonly string[];
  readonly gates: GateOptions;
  readonly verbose: boolean;
  /** The environment applied to (`--env NAME`), as environmentScope writes it. */
  readonly scope?: string | undefined;
  /**
   * Printed as the last line of the output when the apply created or replaced an object
   * whose id `docform pin` writes (`... run docform pin ...`).
   */
  readonly afterNewIds?: string;
  /** What a run stopped by a failure says to do next (`run docform apply ... again`). */
  readonly toContinue: string;
  /**
   * True when applying a saved plan: verify compares with the config saved in it, which
   * the YAML on disk may no longer be, and says so.
   */
  readonly fromSavedPlan?: boolean;
}

/**
 * Runs an approved plan: progress on stderr, then the
 * summary (created ids, failures in full, counts) on stdout, then verify. An interrupt
 * lets the changes in flight finish, starts no other, prints every change's status and
 * exits 130.
 */
export async function applyAndVerify(input: ApplyRunInput): Promise<number> {
  const { io, context, session, interrupts, plan } = input;
  const progress = applyProgress(context.progress, {
    total: plan.changes.length,
    verbose: input.verbose,
    live: io.stderr.isTTY === true,
  });
  interrupts.phase = 'writing';
  const result = await applyPlan(plan, {
    client: session.client,
    parallelism: session.target.parallelism,
    ...input.gates,
    signal: interrupts.signal,
    retries: () => session.client.stats.retries,
    onEvent: (event) => {
      if (event.type === 'started') interrupts.started(event.change.address);
      if (event.type === 'done' || event.type === 'failed') {
        interrupts.finished(event.change.address);
      }
      progress(event);
    },
  });
  interrupts.phase = 'after-writes';
  context.progress.done();
  const { results } = result;
  const full = input.verbose || interrupts.stopping;
  const { scope } = input;
  const leaves = leafDeletes(plan.changes, planGates(plan));
  io.stdout.write(
    renderApplySummary(
      { results, leafDeletes: leaves, moves: countedAsMoves(plan.changes) },
      { color: context.color, full, scope },
    ),
  );
  const pin = newIds(results) ? (input.afterNewIds ?? '') : '';
  if (interrupts.stopping) {
    io.stdout.write(pin);
    io.stderr.write(
      `Interrupted: the changes in flight finished and no other was started (see above). Run ${interrupts.planCommand} to see what is left, then apply again.\n`,
    );
    return EXIT_INTERRUPTED;
  }
  if (result.outcome !== 'applied') {
    io.stdout.write(pin);
    if (result.diagnostics.length > 0)
      io.stderr.write(renderDiagnostics(result.diagnostics, context.errColor));
    io.stderr.write(
      `error: apply stopped at the first failure; ${input.toContinue} to continue.\n`,
    );
    return EXIT_ERROR;
  }
  // not awaited here: this frame, which holds the plan and every change's result, ends
  // now, so the re-read and re-plan of verify do not keep them beside their own
  const { targets } = input;
  // the structures the apply read after its last write to them are not read again; a
  // targeted apply's verify reads what it reads, as plan --target does
  const known: KnownLive =
    targets.length === 0 && result.freshStructures !== undefined
      ? { structures: result.freshStructures }
      : {};
  const replan = () => input.replan(known);
  const { fromSavedPlan } = input;
  return verifyAfterApply(
    { io, context, replan, targets, scope, fromSavedPlan },
    awaitingApproval(result),
    pin,
  );
}

/**
 * Whether the apply gave an object a new id that the YAML does not pin: a create, or a
 * replace (a pinned id of the object replaced is gone). pin writes the ids of what it
 * can pin: a redirect, matched by its source, is not one.
 */
function newIds(results: ApplyResult['results']): boolean {
  return results.some(
    (r) =>
      (r.action === 'create' || r.action === 'replace') && r.status === 'done' && pinnable(r.kind),
  );
}

/** The input of verify, without the plan: what it reads, and where it prints. */
type VerifyInput = Pick<ApplyRunInput, 'io' | 'context' | 'targets' | 'scope' | 'fromSavedPlan'> & {
  readonly replan: () => Promise<Plan>;
};

/**
 * Re-reads and re-plans (verify), printing the verdict, then `last` (the pin suggestion).
 * Takes only the results of the changes the API holds for approval, the only ones
 * verify reads.
 */
async function verifyAfterApply(
  { io, context, replan, targets, scope, fromSavedPlan }: VerifyInput,
  awaiting: ApplyResult,
  last: string,
): Promise<number> {
  context.progress.status('verifying');
  const verify = await verifyApplied(replan, awaiting);
  context.progress.done();
  const against = fromSavedPlan === true ? 'the configuration saved in the plan' : undefined;
  io.stdout.write(renderVerify(verify, context.color, targets, scope, against));
  io.stdout.write(last);
  return verify.status === 'converged' ? EXIT_OK : EXIT_ERROR;
}

/** An applied result cut to the changes awaiting approval: what verify compares. */
function awaitingApproval(result: ApplyResult): ApplyResult {
  const { outcome, diagnostics } = result;
  return { outcome, diagnostics, results: result.results.filter((r) => r.pending !== undefined) };
}
