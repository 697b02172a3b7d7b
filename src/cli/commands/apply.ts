import { isDeepStrictEqual } from 'node:util';
import type { Command } from 'commander';
import { checkGates } from '../../apply/gates.js';
import { hasErrors } from '../../model/diagnostic.js';
import { count } from '../../model/count.js';
import { errorCount, errorsFirst, renderDiagnostics } from '../../report/diagnostics.js';
import { environmentScope, noChangesLine } from '../../report/headlines.js';
import { renderText } from '../../report/text.js';
import type { ApiOptions } from '../context/api-options.js';
import { addApiOptions } from '../context/api-options.js';
import { applyAndVerify } from '../context/apply-run.js';
import { pinSuggestion, planOutWords, toContinue } from '../context/apply-next-steps.js';
import type { CommandContext } from '../context/command-context.js';
import { commandContext } from '../context/command-context.js';
import { confirmYes } from '../context/confirm.js';
import { Interrupts } from '../context/interrupts.js';
import type { LoadedDesired } from '../context/load-desired.js';
import { loadDesired } from '../context/load-desired.js';
import { planAgainstLive } from '../context/plan-live.js';
import { reportingConfigErrors } from '../context/report-config-error.js';
import type { SavedPlan } from '../context/saved-plan.js';
import { readSavedPlan, sameChanges, stalePlanMessage } from '../context/saved-plan.js';
import type { SavedConfigHere } from '../context/saved-config-here.js';
import { savedConfigHere } from '../context/saved-config-here.js';
import {
  bindingDifferences,
  plannedAgainst,
  tamperedPlanMessage,
} from '../context/saved-plan-binding.js';
import { withGatesShown } from '../context/shown-gates.js';
import { addTargetOption, planDocument } from '../context/target-option.js';
import type { ApiSession } from '../context/with-api.js';
import { withApi } from '../context/with-api.js';
import { EXIT_ERROR, EXIT_OK } from '../exit-codes.js';
import type { CliIo } from '../io.js';
import { localPath } from '../io.js';
import type { ExitWith } from './exit-with.js';
import { EXIT_1_ERROR, withHelp } from '../help-text.js';
import { ALL_ENVIRONMENTS } from '../../config/environments.js';
import { shownChoice } from '../../config/environment-checks.js';
import type { ChosenEnvironment } from '../context/env-option.js';
import { addEnvOption, chosenEnvironment } from '../context/env-option.js';
import { environmentField } from '../context/plan-environments.js';

interface ApplyCliOptions extends ApiOptions {
  readonly env?: string;
  readonly autoApprove?: boolean;
  readonly allowDelete?: boolean;
  readonly allowCreate?: boolean;
  readonly force?: boolean;
  readonly target: string[];
  readonly verbose?: boolean;
}

/** What one apply run works with: the command's io, context, options and signals. */
interface ApplyRun {
  readonly io: CliIo;
  readonly context: CommandContext;
  readonly options: ApplyCliOptions;
  readonly interrupts: Interrupts;
}

/**
 * `docform apply [CONFIG | PLANFILE]`: re-plans, checks the gates, asks (or
 * needs --auto-approve or a plan file), applies, prints each change's result, then
 * re-reads and re-plans: exit 0 only when the org converged.
 */
export function registerApply(program: Command, io: CliIo, exitWith: ExitWith): void {
  const command = program
    .command('apply [config-or-planfile]')
    .description('make the live organization match the configuration')
    .option('--auto-approve', 'apply without asking (needed without a terminal)')
    .option('--allow-delete', 'allow the plan to delete objects')
    .option(
      '--allow-create',
      'create objects even where a live one looks like them renamed by hand (a rename-hint)',
    )
    .option(
      '--force',
      'allow a plan over a safety threshold: deletes, updates, invites or admin grants (policy.deleteThreshold, updateThreshold, inviteThreshold, adminGrantThreshold)',
    )
    .option('--verbose', "print every change's start and end, not one progress line");
  addTargetOption(command, 'apply');
  addEnvOption(command, false);
  withHelp(addApiOptions(command), 'api', [
    [0, 'applied and converged, or nothing to apply'],
    EXIT_1_ERROR,
    [1, 'refused: a safety gate, a stale plan, no approval; or a change failed'],
    [130, 'interrupted (SIGINT, SIGTERM): the summary says what was applied'],
  ]).action(async (target: string | undefined, options: ApplyCliOptions) => {
    const context = commandContext(io, options, target);
    const config = context.positional === undefined ? [] : [context.positional];
    const interrupts = new Interrupts(io, context.hint(['plan', ...config], options.env));
    try {
      const body = reportingConfigErrors(io.stderr, context.errColor, () =>
        runApply({ io, context, options, interrupts }),
      );
      // a second interrupt ends the command at once; the body then ends on its own
      body.catch(() => undefined);
      exitWith(await Promise.race([body, interrupts.exitNow]));
    } finally {
      interrupts.dispose();
    }
  });
}

async function runApply(run: ApplyRun): Promise<number> {
  const { io, context } = run;
  const named = context.positional;
  const saved =
    named === undefined ? undefined : readSavedPlan(localPath(io, named), named, context.hint);
  const asked = chosenEnvironment(run.options, io);
  if (asked?.name === ALL_ENVIRONMENTS) {
    io.stderr.write(
      `error: ${shownChoice(asked.name, asked.from)}: apply changes one environment at a time: pass --env NAME.\n`,
    );
    return EXIT_ERROR;
  }
  // a saved plan holds its environment and organization: another one is refused, naming
  // where it was asked for (a DOCFORM_ENV left set in the shell or the CI job, or --env)
  if (saved && asked !== undefined && asked.name !== saved.environment) {
    io.stderr.write(`error: ${disagreement(named ?? 'the plan', saved, asked)}\n`);
    return EXIT_ERROR;
  }
  // the config as the commands suggested below name it, from this directory
  const here = saved && named !== undefined ? savedConfigHere(saved, named, io.cwd) : undefined;
  if (saved && here) {
    const words = here.config === undefined ? [] : [here.config];
    run.interrupts.planCommand = run.context.hint(['plan', ...words], saved.environment);
  }
  const loaded = await loadDesired(
    saved ? { sources: saved.sources } : { path: named, cwd: io.cwd },
    io.env,
    saved ? saved.environment : asked?.name,
    asked?.from,
  );
  if (saved && here && !boundHere(run, saved, here, loaded.desired.organization)) {
    return EXIT_ERROR;
  }
  return withApi(context.api, (session) => applyWith(run, session, loaded, saved, here));
}

/**
 * Whether a saved plan was planned for the organization its config names and the API
 * this apply reaches (saved-plan-binding.ts); if not, says what differs, before any
 * request.
 */
function boundHere(
  run: ApplyRun,
  saved: SavedPlan,
  here: SavedConfigHere,
  organization: string,
): boolean {
  const { io, context } = run;
  const api = plannedAgainst(context, io.cwd);
  const differences = bindingDifferences(saved, { organization, api, cwd: io.cwd });
  if (differences.length === 0) return true;
  const again = context.hint(planOutWords(here.config), saved.environment);
  const outcome = `Nothing was applied; apply it where it was planned, or run ${again} again${here.from}.`;
  io.stderr.write(tamperedPlanMessage(context.positional ?? 'the plan', differences, outcome));
  return false;
}

/** Why a saved plan is not applied in the environment asked for, and the ways out. */
function disagreement(named: string, saved: SavedPlan, asked: ChosenEnvironment): string {
  const was =
    saved.environment === undefined
      ? 'a config without environments'
      : `environment ${saved.environment}`;
  const head = `${named} was planned for ${was} (${saved.organization}); ${shownChoice(asked.name, asked.from)} disagrees. Nothing was applied;`;
  if (asked.from === '--env') {
    return `${head} plan again with --env ${asked.name} --out FILE.`;
  }
  return `${head} plan again with --out FILE while DOCFORM_ENV=${asked.name} is set, or unset DOCFORM_ENV to apply ${named} as planned.`;
}

async function applyWith(
  run: ApplyRun,
  session: ApiSession,
  { desired, files }: LoadedDesired,
  saved: SavedPlan | undefined,
  here: SavedConfigHere | undefined,
): Promise<number> {
  const { io, context, options } = run;
  const targets = saved ? [...saved.targets] : options.target;
  // the config as the commands suggested below name it
  const config = here ? here.config : context.positional;
  if (saved && options.target.length > 0 && !isDeepStrictEqual(options.target, targets)) {
    const kept = targets.length > 0 ? targets.join(', ') : 'none: the whole configuration';
    io.stderr.write(
      `error: a saved plan keeps the targets it was planned with (${kept}); to change them, plan again with --target and --out.\n`,
    );
    return EXIT_ERROR;
  }
  context.progress.status(`reading ${desired.organization}`);
  const plan = await planAgainstLive(session.client, desired, targets, session.emulated);
  context.progress.done();
  if (saved && !sameChanges(saved, plan)) {
    const again = context.hint(planOutWords(config), saved.environment);
    io.stderr.write(stalePlanMessage(saved, plan, files, io.cwd, again, here?.from));
    return EXIT_ERROR;
  }
  if (hasErrors(plan.diagnostics)) {
    // errors first, and nothing that reads as a plan to apply
    io.stderr.write(renderDiagnostics(errorsFirst(plan.diagnostics), context.errColor));
    const n = errorCount(plan.diagnostics);
    io.stderr.write(`error: the plan has ${count(n, 'error')}; nothing was applied.\n`);
    return EXIT_ERROR;
  }
  if (plan.changes.length === 0) {
    const scope = environmentScope(desired.environment, desired.organization);
    // warnings are shown as plan shows them (a field the API does not report, ...)
    const doc = planDocument(plan, targets, environmentField(desired));
    io.stdout.write(
      plan.diagnostics.length > 0
        ? renderText(doc, { color: context.color, mode: 'plan' })
        : `${noChangesLine('plan', targets, scope)}\n`,
    );
    return EXIT_OK;
  }
  const gates = {
    allowDelete: options.allowDelete === true,
    force: options.force === true,
    allowCreate: options.allowCreate === true,
  };
  // the gates these flags pass are not announced, by the decision that refuses the others
  const doc = withGatesShown(plan, planDocument(plan, targets, environmentField(desired)), gates);
  io.stdout.write(renderText(doc, { color: context.color, mode: 'plan' }));
  const refusals = checkGates(plan, gates);
  if (refusals.length > 0) {
    io.stderr.write(renderDiagnostics(refusals, context.errColor));
    io.stderr.write('error: apply refused by a safety gate; nothing was applied.\n');
    return EXIT_ERROR;
  }
  const planOut = context.hint(planOutWords(config), options.env);
  if (!(await approved(io, saved !== undefined, options, planOut))) return EXIT_ERROR;
  return applyAndVerify({
    io,
    context,
    session,
    interrupts: run.interrupts,
    plan,
    replan: (known) =>
      planAgainstLive(session.client, desired, targets, session.emulated, 'plan', known),
    targets,
    gates,
    verbose: options.verbose === true,
    scope: environmentScope(desired.environment, desired.organization),
    afterNewIds: pinSuggestion(context, config, desired.environment),
    toContinue: toContinue(context, saved !== undefined, config, desired.environment),
    fromSavedPlan: saved !== undefined,
  });
}

async function approved(
  io: CliIo,
  fromPlanFile: boolean,
  options: ApplyCliOptions,
  planOut: string,
): Promise<boolean> {
  if (fromPlanFile || options.autoApprove) return true;
  if (io.stdin.isTTY !== true) {
    io.stderr.write(
      `error: no terminal to confirm on: pass --auto-approve, or apply a saved plan (${planOut}).\n`,
    );
    return false;
  }
  const yes = await confirmYes(
    '\nDo you want to apply these changes? Only "yes" is accepted: ',
    io.stdin,
    io.stderr,
  );
  if (!yes) io.stderr.write('Apply cancelled.\n');
  return yes;
}
