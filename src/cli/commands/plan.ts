import type { Command } from 'commander';
import { Option } from 'commander';
import { hasErrors } from '../../model/diagnostic.js';
import type { Plan } from '../../model/plan.js';
import { serializePlan } from '../../plan/serialize.js';
import { renderJson } from '../../report/json.js';
import { renderMarkdown } from '../../report/markdown.js';
import { renderText } from '../../report/text.js';
import type { ApiOptions } from '../context/api-options.js';
import { addApiOptions } from '../context/api-options.js';
import { commandContext } from '../context/command-context.js';
import { formatDiagnostics } from '../context/format-diagnostics.js';
import { loadDesired } from '../context/load-desired.js';
import { planWithProgress } from '../context/plan-live.js';
import { reportingConfigErrors } from '../context/report-config-error.js';
import { writeSavedPlan } from '../context/saved-plan.js';
import { EXIT_CHANGES, EXIT_ERROR, EXIT_OK } from '../exit-codes.js';

type Format = 'text' | 'json' | 'markdown';

interface PlanOptions extends ApiOptions {
  readonly out?: string;
  readonly format: Format;
  readonly detailedExitcode?: boolean;
  readonly target: string[];
}

/**
 * `docform plan [CONFIG]`: what apply would do (issue 5). Exit 0, or with
 * --detailed-exitcode 2 when there are changes; 1 on any error (DESIGN exit codes).
 */
export function registerPlan(program: Command): void {
  const command = program
    .command('plan [config]')
    .description('show the changes that apply would make')
    .option('--out <file>', 'save the plan for `docform apply FILE` (no secret in it)')
    .addOption(
      new Option('--format <format>', 'output format')
        .choices(['text', 'json', 'markdown'])
        .default('text'),
    )
    .option('--detailed-exitcode', 'exit 2 when there are changes, 0 when none')
    .option(
      '--target <address>',
      'plan only this address and what it depends on (repeatable)',
      (value: string, previous: string[]) => [...previous, value],
      [],
    );
  addApiOptions(command).action(async (config: string | undefined, options: PlanOptions) => {
    process.exitCode = await reportingConfigErrors(process.stderr, false, () =>
      runPlan(config, options),
    );
  });
}

async function runPlan(config: string | undefined, options: PlanOptions): Promise<number> {
  const context = commandContext({
    options,
    positional: config,
    env: process.env,
    stdout: process.stdout,
    stderr: process.stderr,
  });
  const { desired, sources } = await loadDesired({ path: context.positional }, process.env);
  const plan = await planWithProgress(context, desired, options.target);
  process.stdout.write(render(plan, options.format, context.color));
  if (hasErrors(plan.diagnostics)) {
    if (options.format !== 'text') process.stderr.write(formatDiagnostics(plan.diagnostics, false));
    return EXIT_ERROR;
  }
  if (options.out !== undefined) {
    writeSavedPlan(options.out, plan, sources, options.target);
    process.stderr.write(`Saved the plan to ${options.out}; run: docform apply ${options.out}\n`);
  }
  return options.detailedExitcode && plan.changes.length > 0 ? EXIT_CHANGES : EXIT_OK;
}

function render(plan: Plan, format: Format, color: boolean): string {
  const doc = serializePlan(plan);
  switch (format) {
    case 'json':
      return renderJson(doc);
    case 'markdown':
      return renderMarkdown(doc, { mode: 'plan' });
    case 'text':
      return renderText(doc, { color, mode: 'plan' });
  }
}
