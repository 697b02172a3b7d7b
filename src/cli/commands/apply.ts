import type { Command } from 'commander';
import { applyPlan } from '../../apply/apply-plan.js';
import { checkGates } from '../../apply/gates.js';
import { verifyApplied } from '../../apply/verify.js';
import type { Plan } from '../../model/plan.js';
import { hasErrors } from '../../model/diagnostic.js';
import { serializePlan } from '../../plan/serialize.js';
import { renderText } from '../../report/text.js';
import type { ApiOptions } from '../context/api-options.js';
import { addApiOptions } from '../context/api-options.js';
import type { CommandContext } from '../context/command-context.js';
import { commandContext } from '../context/command-context.js';
import { confirmYes } from '../context/confirm.js';
import { formatDiagnostics } from '../context/format-diagnostics.js';
import { formatEvent, formatResults, formatVerify } from '../context/format-results.js';
import type { LoadedDesired } from '../context/load-desired.js';
import { loadDesired } from '../context/load-desired.js';
import { planAgainstLive } from '../context/plan-live.js';
import { reportingConfigErrors } from '../context/report-config-error.js';
import type { SavedPlan } from '../context/saved-plan.js';
import { isSavedPlanFile, readSavedPlan, sameChanges } from '../context/saved-plan.js';
import type { ApiSession } from '../context/with-api.js';
import { withApi } from '../context/with-api.js';
import { EXIT_ERROR, EXIT_OK } from '../exit-codes.js';

interface ApplyCliOptions extends ApiOptions {
  readonly autoApprove?: boolean;
  readonly allowDelete?: boolean;
  readonly force?: boolean;
}

/**
 * `docform apply [CONFIG | PLANFILE]` (issue 6): re-plans, checks the gates, asks (or
 * needs --auto-approve or a plan file), applies, prints each change's result, then
 * re-reads and re-plans: exit 0 only when the org converged.
 */
export function registerApply(program: Command): void {
  const command = program
    .command('apply [config-or-planfile]')
    .description('make the live organization match the configuration')
    .option('--auto-approve', 'apply without asking (needed without a terminal)')
    .option('--allow-delete', 'allow the plan to delete objects')
    .option('--force', 'allow a plan over the delete safety threshold');
  addApiOptions(command).action(async (target: string | undefined, options: ApplyCliOptions) => {
    process.exitCode = await reportingConfigErrors(process.stderr, false, () =>
      runApply(target, options),
    );
  });
}

async function runApply(target: string | undefined, options: ApplyCliOptions): Promise<number> {
  const context = commandContext({
    options,
    positional: target,
    env: process.env,
    stdout: process.stdout,
    stderr: process.stderr,
  });
  const saved =
    context.positional !== undefined && isSavedPlanFile(context.positional)
      ? readSavedPlan(context.positional)
      : undefined;
  const loaded = await loadDesired(
    saved ? { sources: saved.sources } : { path: context.positional },
    process.env,
  );
  return withApi(context.api, (session) => applyWith(session, context, loaded, saved, options));
}

async function applyWith(
  session: ApiSession,
  context: CommandContext,
  { desired }: LoadedDesired,
  saved: SavedPlan | undefined,
  options: ApplyCliOptions,
): Promise<number> {
  const stderr = process.stderr;
  const targets = saved?.targets ?? [];
  context.progress.status(`reading ${desired.organization}`);
  const plan = await planAgainstLive(session.client, desired, targets);
  context.progress.done();
  if (saved && !sameChanges(saved, plan)) {
    stderr.write(
      'error: stale plan: the live organization changed since the plan was saved, so its changes no longer hold. Nothing was applied; run docform plan again.\n',
    );
    return EXIT_ERROR;
  }
  if (hasErrors(plan.diagnostics)) {
    stderr.write(formatDiagnostics(plan.diagnostics, false));
    return EXIT_ERROR;
  }
  if (plan.changes.length === 0) {
    process.stdout.write('No changes. The live organization matches the configuration.\n');
    return EXIT_OK;
  }
  process.stdout.write(renderText(serializePlan(plan), { color: context.color, mode: 'plan' }));
  const gates = { allowDelete: options.allowDelete === true, force: options.force === true };
  const refusals = checkGates(plan, gates);
  if (refusals.length > 0) {
    stderr.write(formatDiagnostics(refusals, false));
    stderr.write('error: apply refused by a safety gate; nothing was applied.\n');
    return EXIT_ERROR;
  }
  if (!(await approved(saved !== undefined, options))) return EXIT_ERROR;
  return runAndVerify(session, context, plan, desired, targets, gates);
}

async function approved(fromPlanFile: boolean, options: ApplyCliOptions): Promise<boolean> {
  if (fromPlanFile || options.autoApprove) return true;
  if (process.stdin.isTTY !== true) {
    process.stderr.write(
      'error: no terminal to confirm on: pass --auto-approve, or apply a saved plan (docform plan --out FILE).\n',
    );
    return false;
  }
  const yes = await confirmYes(
    '\nDo you want to apply these changes? Only "yes" is accepted: ',
    process.stdin,
    process.stderr,
  );
  if (!yes) process.stderr.write('Apply cancelled.\n');
  return yes;
}

async function runAndVerify(
  session: ApiSession,
  context: CommandContext,
  plan: Plan,
  desired: LoadedDesired['desired'],
  targets: readonly string[],
  gates: { allowDelete: boolean; force: boolean },
): Promise<number> {
  const total = plan.changes.length;
  const result = await applyPlan(plan, {
    client: session.client,
    parallelism: session.target.parallelism,
    ...gates,
    onEvent: (event) => {
      const text = formatEvent(event, total);
      if (event.type === 'started') context.progress.status(text);
      else context.progress.line(text);
    },
  });
  context.progress.done();
  process.stdout.write(formatResults(result, context.color));
  if (result.outcome !== 'applied') {
    if (result.diagnostics.length > 0)
      process.stderr.write(formatDiagnostics(result.diagnostics, false));
    process.stderr.write(
      'error: apply stopped at the first failure; run docform apply again to continue.\n',
    );
    return EXIT_ERROR;
  }
  context.progress.status('verifying');
  const verify = await verifyApplied(
    () => planAgainstLive(session.client, desired, targets),
    result,
  );
  context.progress.done();
  process.stdout.write(formatVerify(verify, context.color));
  return verify.status === 'converged' ? EXIT_OK : EXIT_ERROR;
}
