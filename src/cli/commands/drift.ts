import { writeFileSync } from 'node:fs';
import type { Command } from 'commander';
import { Option } from 'commander';
import { hasErrors } from '../../model/diagnostic.js';
import { serializePlan } from '../../plan/serialize.js';
import { renderJson } from '../../report/json.js';
import { renderMarkdown } from '../../report/markdown.js';
import { renderText } from '../../report/text.js';
import { addApiOptions, type ApiOptions } from '../context/api-options.js';
import { commandContext } from '../context/command-context.js';
import { formatDiagnostics } from '../context/format-diagnostics.js';
import { loadDesired } from '../context/load-desired.js';
import { planWithProgress } from '../context/plan-live.js';
import { reportingConfigErrors } from '../context/report-config-error.js';
import { EXIT_CHANGES, EXIT_ERROR, EXIT_OK } from '../exit-codes.js';

interface DriftOptions extends ApiOptions {
  readonly format: 'text' | 'json' | 'markdown';
  readonly output?: string;
}

/**
 * `docform drift [CONFIG]`: exit 0 in sync, 2 drifted, 1 error (issue 7). Read-only by
 * construction: this file imports no applier, and the live state is read with GETs.
 * Unmanaged objects are reported apart and are not drift on their own (docs/ci.md).
 */
export function registerDrift(program: Command): void {
  const command = program
    .command('drift [config]')
    .description('report where the live organization differs from the config (read-only)')
    .addOption(
      new Option('--format <format>', 'report format')
        .choices(['text', 'json', 'markdown'])
        .default('text'),
    )
    .option('--output <file>', 'write the report to FILE instead of stdout');
  addApiOptions(command).action(async (config: string | undefined, options: DriftOptions) => {
    process.exitCode = await reportingConfigErrors(process.stderr, false, () =>
      runDrift(config, options),
    );
  });
}

async function runDrift(config: string | undefined, options: DriftOptions): Promise<number> {
  const context = commandContext({
    options,
    positional: config,
    env: process.env,
    stdout: process.stdout,
    stderr: process.stderr,
  });
  const { desired } = await loadDesired({ path: context.positional }, process.env);
  const plan = await planWithProgress(context, desired, []);
  if (hasErrors(plan.diagnostics)) {
    // An ambiguous match is not drift: the report could not say what differs.
    process.stderr.write(formatDiagnostics(plan.diagnostics, false));
    return EXIT_ERROR;
  }
  const doc = serializePlan(plan);
  const color = options.output === undefined && context.color;
  const report =
    options.format === 'json'
      ? renderJson(doc)
      : options.format === 'markdown'
        ? renderMarkdown(doc, { mode: 'drift' })
        : renderText(doc, { color, mode: 'drift' });
  if (options.output === undefined) process.stdout.write(report);
  else {
    writeFileSync(options.output, report);
    process.stderr.write(
      `${summaryLine(plan.changes.length)} Report written to ${options.output}\n`,
    );
  }
  return plan.changes.length > 0 ? EXIT_CHANGES : EXIT_OK;
}

function summaryLine(drifted: number): string {
  return drifted === 0 ? 'No drift.' : `Drift: ${drifted} change(s) would bring the org back.`;
}
