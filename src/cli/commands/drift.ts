import type { Command } from 'commander';
import { Option } from 'commander';
import { writeFileSafely } from '../../files/safe-write.js';
import type { Diagnostic } from '../../model/diagnostic.js';
import { hasErrors } from '../../model/diagnostic.js';

import { failedDocument } from '../../report/json.js';
import { driftWrittenLine } from '../../report/headlines.js';
import type { ReportFormat } from '../../report/formats.js';
import { renderFailed, renderReport, REPORT_FORMAT_NAMES } from '../../report/formats.js';
import { renderText } from '../../report/text.js';
import { addApiOptions, type ApiOptions } from '../context/api-options.js';
import type { CommandContext } from '../context/command-context.js';
import { commandContext } from '../context/command-context.js';
import type { OutputFile } from '../context/config-overwrite.js';
import { outputFile, refuseWritingConfig } from '../context/config-overwrite.js';
import { loadDesired } from '../context/load-desired.js';
import { planWithProgress } from '../context/plan-live.js';
import { reportingConfigErrors } from '../context/report-config-error.js';
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

interface DriftOptions extends ApiOptions {
  readonly env?: string;
  readonly format: ReportFormat;
  readonly output?: string;
  readonly target: string[];
}

/**
 * `docform drift [CONFIG]`: exit 0 in sync, 2 drifted, 1 error. Read-only by
 * construction: this file imports no applier, and the live state is read with GETs.
 * Unmanaged objects are reported apart and are not drift on their own (docs/ci.md).
 */
export function registerDrift(program: Command, io: CliIo, exitWith: ExitWith): void {
  const command = program
    .command('drift [config]')
    .description('report where the live organization differs from the config (read-only)')
    .addOption(
      new Option('--format <format>', 'report format').choices(REPORT_FORMAT_NAMES).default('text'),
    )
    .option('--output <file>', 'write the report to FILE instead of stdout');
  addTargetOption(command, 'compare');
  addEnvOption(command, true);
  withHelp(addApiOptions(command), 'api', [
    [0, 'in sync: the live organization holds what the YAML says'],
    EXIT_1_ERROR,
    [2, 'drifted: the report lists the differences'],
  ]).action(async (config: string | undefined, options: DriftOptions) => {
    const context = commandContext(io, options, config);
    exitWith(
      await reportingConfigErrors(
        io.stderr,
        context.errColor,
        () => runDrift(io, context, options),
        (problems) => failedReport(io, context, options, problems),
      ),
    );
  });
}

/**
 * A config that could not be read, an organization the token does not see, or an error
 * of the API (`run-error`): JSON and Markdown still write the failed document, as a drift with errors does, so that the
 * scheduled job's file or comment says the check failed. `--output` is checked against
 * the config's path first: a report never replaces the config, even one that did not load.
 */
function failedReport(
  io: CliIo,
  context: CommandContext,
  options: DriftOptions,
  problems: readonly Diagnostic[],
): void {
  if (options.format === 'text') return;
  refuseWritingConfig(reportFile(io, options), { path: context.positional, cwd: io.cwd }, []);
  const color = options.output === undefined && context.color;
  writeReport(
    io,
    options,
    renderFailed(failedDocument(problems), options.format, { mode: 'drift', color }),
  );
}

async function runDrift(
  io: CliIo,
  context: CommandContext,
  options: DriftOptions,
): Promise<number> {
  const environment = chosenEnvironment(options, io);
  if (environment?.name === ALL_ENVIRONMENTS) return driftAll(io, context, options, environment);
  const from = { path: context.positional, cwd: io.cwd };
  const { desired, sources } = await loadDesired(
    from,
    io.env,
    environment?.name,
    environment?.from,
  );
  refuseWritingConfig(reportFile(io, options), from, sources);
  const plan = await planWithProgress(context, desired, options.target, 'drift');
  const doc = planDocument(plan, options.target, environmentField(desired));
  if (hasErrors(plan.diagnostics)) {
    // An ambiguous match is not drift: the report could not say what differs. Errors
    // first, on stderr; a JSON or Markdown report says it failed.
    io.stderr.write(renderText(doc, { mode: 'drift', color: context.errColor }));
    if (options.format !== 'text') {
      const color = options.output === undefined && context.color;
      writeReport(io, options, renderReport(doc, options.format, { mode: 'drift', color }));
    }
    return EXIT_ERROR;
  }
  const color = options.output === undefined && context.color;
  const config = context.positional === undefined ? [] : [context.positional];
  const wholeReport = context.hint(['drift', '--format', 'json', ...config], options.env);
  const render = { mode: 'drift' as const, color, wholeReport };
  writeReport(io, options, renderReport(doc, options.format, render));
  if (options.output !== undefined) {
    io.stderr.write(`${driftWrittenLine(doc, options.output)}\n`);
  }
  return plan.changes.length > 0 ? EXIT_CHANGES : EXIT_OK;
}

/**
 * `drift --env all`: every environment against its organization, one report
 * with a part per environment; exit 2 when any environment drifted, 1 on any error.
 */
async function driftAll(
  io: CliIo,
  context: CommandContext,
  options: DriftOptions,
  all: ChosenEnvironment,
): Promise<number> {
  const output = reportFile(io, options);
  const parts = await planEachEnvironment(io, context, options.target, all.from, output, 'drift');
  const failed = parts.some((p) => hasErrors(p.doc.diagnostics));
  const color = options.output === undefined && !failed && context.color;
  const report = renderEnvironments(parts, options.format, { mode: 'drift', color });
  if (failed && options.format === 'text') io.stderr.write(report);
  else writeReport(io, options, report);
  if (failed) return EXIT_ERROR;
  const drifted = parts.filter((p) => p.doc.changes.length > 0).map((p) => p.environment);
  if (options.output !== undefined) {
    const what = drifted.length > 0 ? `drift in ${drifted.join(', ')}` : 'no drift';
    io.stderr.write(
      `Wrote the drift report of ${parts.length} environments to ${options.output}: ${what}.\n`,
    );
  }
  return drifted.length > 0 ? EXIT_CHANGES : EXIT_OK;
}

const EXTENSION: Readonly<Record<ReportFormat, string>> = {
  text: 'txt',
  json: 'json',
  markdown: 'md',
};

/** `--output FILE`, which must not be a file of the config (config-overwrite.ts). */
function reportFile(io: CliIo, options: DriftOptions): OutputFile | undefined {
  const suggest = `drift.${EXTENSION[options.format]}`;
  return outputFile(io, '--output', options.output, 'write the report', suggest);
}

/** To `--output FILE`, else stdout. */
function writeReport(io: CliIo, options: DriftOptions, report: string): void {
  if (options.output === undefined) io.stdout.write(report);
  else writeFileSafely(localPath(io, options.output), report);
}
