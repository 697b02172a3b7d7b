import type { Command } from 'commander';
import { Option } from 'commander';
import type { Diagnostic } from '../../model/diagnostic.js';
import { hasErrors } from '../../model/diagnostic.js';
import { NO_GATE_FLAGS } from '../../model/gates.js';
import { failedDocument } from '../../report/json.js';
import type { ReportFormat } from '../../report/formats.js';
import { renderFailed, renderReport, REPORT_FORMAT_NAMES } from '../../report/formats.js';
import { renderText } from '../../report/text.js';
import type { ApiOptions } from '../context/api-options.js';
import { addApiOptions } from '../context/api-options.js';
import type { CommandContext } from '../context/command-context.js';
import { commandContext } from '../context/command-context.js';
import type { OutputFile } from '../context/config-overwrite.js';
import { outputFile, refuseWritingConfig } from '../context/config-overwrite.js';
import { noPlanSaved } from '../context/stale-plan-file.js';
import type { ConfigArgument } from '../context/load-desired.js';
import { loadDesired } from '../context/load-desired.js';
import type { ConfigSource } from '../../config/load.js';
import { planWithProgress } from '../context/plan-live.js';
import { reportingConfigErrors } from '../context/report-config-error.js';
import { writeSavedPlan } from '../context/saved-plan.js';
import { plannedAgainst } from '../context/saved-plan-binding.js';
import { withGatesShown } from '../context/shown-gates.js';
import { addTargetOption, planDocument } from '../context/target-option.js';
import { EXIT_CHANGES, EXIT_ERROR, EXIT_OK } from '../exit-codes.js';
import type { CliIo } from '../io.js';
import { localPath } from '../io.js';
import type { ExitWith } from './exit-with.js';
import { EXIT_1_ERROR, withHelp } from '../help-text.js';
import { ALL_ENVIRONMENTS } from '../../config/environments.js';
import { renderEnvironments } from '../../report/environments.js';
import type { ChosenEnvironment } from '../context/env-option.js';
import { addEnvOption, chosenEnvironment } from '../context/env-option.js';
import { environmentField, planEachEnvironment } from '../context/plan-environments.js';

interface PlanOptions extends ApiOptions {
  readonly env?: string;
  readonly out?: string;
  readonly format: ReportFormat;
  readonly detailedExitcode?: boolean;
  readonly target: string[];
}

/**
 * `docform plan [CONFIG]`: what apply would do. Exit 0, or with
 * --detailed-exitcode 2 when there are changes; 1 on any error (docs/architecture.md, "The
 * command line").
 */
export function registerPlan(program: Command, io: CliIo, exitWith: ExitWith): void {
  const command = program
    .command('plan [config]')
    .description('show the changes that apply would make')
    .option('--out <file>', 'save the plan for `docform apply FILE` (no secret in it)')
    .addOption(
      new Option('--format <format>', 'output format').choices(REPORT_FORMAT_NAMES).default('text'),
    )
    .option('--detailed-exitcode', 'exit 2 when there are changes, 0 when none');
  addTargetOption(command, 'plan');
  addEnvOption(command, true);
  withHelp(addApiOptions(command), 'api', [
    [0, 'success (with --detailed-exitcode: no changes)'],
    EXIT_1_ERROR,
    [2, 'changes present (with --detailed-exitcode only)'],
  ]).action(async (config: string | undefined, options: PlanOptions) => {
    const context = commandContext(io, options, config);
    const from = { path: context.positional, cwd: io.cwd };
    const out = outFile(io, options);
    // a config that could not be read, an organization the token does not see, or an
    // error of the API (reportingConfigErrors hands each here before runCli prints it)
    // fails as a plan with errors does: JSON and Markdown still write the failed
    // document, for the file or the pull-request comment made of it, and no earlier
    // plan is left in --out
    const failed = (problems: readonly Diagnostic[]) => {
      if (options.format !== 'text') {
        const render = { mode: 'plan' as const, color: context.color };
        io.stdout.write(renderFailed(failedDocument(problems), options.format, render));
      }
      sayNoPlanSaved(io, out, from);
    };
    exitWith(
      await reportingConfigErrors(
        io.stderr,
        context.errColor,
        () => runPlan(io, context, options),
        failed,
      ),
    );
  });
}

/** After a failed plan: that --out holds no plan, and no earlier one (stale-plan-file.ts). */
function sayNoPlanSaved(
  io: CliIo,
  out: OutputFile | undefined,
  from: ConfigArgument,
  sources?: readonly ConfigSource[],
): void {
  const line = out === undefined ? undefined : noPlanSaved(out, from, sources);
  if (line !== undefined) io.stderr.write(`${line}\n`);
}

/** `--out FILE`, which must not be a file of the config (config-overwrite.ts). */
function outFile(io: CliIo, options: PlanOptions): OutputFile | undefined {
  return outputFile(io, '--out', options.out, 'save the plan', 'plan.json');
}

async function runPlan(io: CliIo, context: CommandContext, options: PlanOptions): Promise<number> {
  const environment = chosenEnvironment(options, io);
  const from = { path: context.positional, cwd: io.cwd };
  if (environment?.name === ALL_ENVIRONMENTS) return planAll(io, context, options, environment);
  const { desired, sources, files } = await loadDesired(
    from,
    io.env,
    environment?.name,
    environment?.from,
  );
  const out = outFile(io, options);
  refuseWritingConfig(out, from, sources);
  const plan = await planWithProgress(context, desired, options.target);
  // plan passes no gate: every gate is shown, by the decision apply refuses by
  const doc = withGatesShown(
    plan,
    planDocument(plan, options.target, environmentField(desired)),
    NO_GATE_FLAGS,
  );
  if (hasErrors(plan.diagnostics)) {
    // errors first, on stderr, and no plan that could read as success; JSON and Markdown still go to stdout, for the file or the comment made of them,
    // each saying it failed (JSON: `errored`, the problems, no summary and no changes)
    io.stderr.write(renderText(doc, { mode: 'plan', color: context.errColor }));
    if (options.format !== 'text')
      io.stdout.write(renderReport(doc, options.format, { mode: 'plan', color: context.color }));
    sayNoPlanSaved(io, out, from, sources);
    return EXIT_ERROR;
  }
  const config = context.positional === undefined ? [] : [context.positional];
  const wholeReport = context.hint(['plan', '--format', 'json', ...config], options.env);
  const render = { mode: 'plan' as const, color: context.color, wholeReport };
  io.stdout.write(renderReport(doc, options.format, render));
  if (options.out !== undefined) {
    // against the emulator, applying it needs the same emulator (and no token)
    writeSavedPlan(localPath(io, options.out), plan, {
      sources,
      targets: options.target,
      api: plannedAgainst(context, io.cwd),
      environment: desired.environment,
      files,
      cwd: io.cwd,
      emulator: context.emulatorFlag,
    });
    // the saved plan holds its environment: only where it runs is repeated
    const apply = context.hint(['apply', options.out]);
    io.stderr.write(`Saved the plan to ${options.out}; run: ${apply}\n`);
  }
  return options.detailedExitcode && plan.changes.length > 0 ? EXIT_CHANGES : EXIT_OK;
}

/**
 * `plan --env all`: each environment planned against its organization, one
 * report with a part per environment. Exit 1 when any plan has errors, else 2 under
 * --detailed-exitcode when any environment has changes. A saved plan is one
 * environment's: `--out` needs one.
 */
async function planAll(
  io: CliIo,
  context: CommandContext,
  options: PlanOptions,
  all: ChosenEnvironment,
): Promise<number> {
  if (options.out !== undefined) {
    io.stderr.write("error: --out saves one environment's plan: pass --env NAME with --out.\n");
    return EXIT_ERROR;
  }
  const parts = await planEachEnvironment(io, context, options.target, all.from);
  const failed = parts.some((p) => hasErrors(p.doc.diagnostics));
  const render = { mode: 'plan' as const, color: failed ? context.errColor : context.color };
  (failed && options.format === 'text' ? io.stderr : io.stdout).write(
    renderEnvironments(parts, options.format, render),
  );
  if (failed) return EXIT_ERROR;
  const changes = parts.some((p) => p.doc.changes.length > 0);
  return options.detailedExitcode && changes ? EXIT_CHANGES : EXIT_OK;
}
