import { readFileSync } from 'node:fs';
import type { Command } from 'commander';
import { Option } from 'commander';
import { hasErrors } from '../../model/diagnostic.js';
import { DocformError } from '../../model/errors.js';
import type { FailedPlanDocument, SerializedPlan } from '../../model/plan.js';
import { parseFailedPlan, parseSavedPlan, parseSerializedPlan } from '../../plan/serialize.js';
import { namedOrganization } from '../../config/named-organization.js';
import type { ReportFormat } from '../../report/formats.js';
import { renderFailed, renderReport, REPORT_FORMAT_NAMES } from '../../report/formats.js';
import { useColor } from '../../report/palette.js';
import { EXIT_ERROR, EXIT_OK } from '../exit-codes.js';
import { withHelp } from '../help-text.js';
import type { CliIo } from '../io.js';
import { localPath } from '../io.js';
import type { ExitWith } from './exit-with.js';
import { commandLineHint } from '../context/command-line-hint.js';
import { DEFAULT_EMULATOR_STATE } from '../context/emulator-argument.js';
import { planOutWords } from '../context/apply-next-steps.js';
import type { SavedPlan } from '../context/saved-plan.js';
import { savedConfig } from '../context/saved-plan.js';
import {
  organizationDifference,
  shownApi,
  tamperedPlanMessage,
} from '../context/saved-plan-binding.js';

interface ShowOptions {
  readonly format: ReportFormat;
  readonly color?: boolean;
}

/**
 * `docform show PLANFILE`: a saved plan (`plan --out`), or a plan document
 * (`plan --format json`), rendered as `plan` would show it; no API call, no token.
 */
export function registerShow(program: Command, io: CliIo, exitWith: ExitWith): void {
  const command = program
    .command('show <planfile>')
    .description('show a saved plan (docform plan --out FILE) without calling the API')
    .addOption(
      new Option('--format <format>', 'output format').choices(REPORT_FORMAT_NAMES).default('text'),
    )
    .option('--no-color', 'plain output without colours (also NO_COLOR)');
  withHelp(command, 'offline', [
    [0, 'shown'],
    [1, 'not a docform plan, or a plan with errors'],
  ]).action((file: string, options: ShowOptions) => {
    const read = readPlan(io, file);
    const color = useColor({
      ...(options.color === false ? { flag: false } : {}),
      env: io.env,
      isTTY: io.stdout.isTTY === true,
    });
    const render = { mode: 'plan' as const, color };
    if ('failed' in read) {
      // as written: what the failed plan did not read (its organization) is not made up
      io.stdout.write(renderFailed(read.failed, options.format, render));
      exitWith(EXIT_ERROR);
      return;
    }
    const { doc, saved } = read;
    const tampered = saved === undefined ? [] : organizationDifferences(doc, saved);
    if (saved !== undefined && tampered.length > 0) {
      // what apply would write to is the organization the plan's config names: a plan
      // that names another is not shown as if it were for it
      const again = commandLineHint(io, planOutWords(savedConfig(saved)), {
        emulatorState: emulatorState(saved.emulator),
        env: saved.environment,
      });
      io.stderr.write(tamperedPlanMessage(file, tampered, `Nothing is shown; run ${again} again.`));
      exitWith(EXIT_ERROR);
      return;
    }
    io.stdout.write(renderReport(doc, options.format, render));
    if (saved !== undefined) {
      // planned against the emulator, it applies against the same one, as plan --out said
      const apply = commandLineHint(io, ['apply', file], {
        emulatorState: emulatorState(saved.emulator),
      });
      const where = saved.api === undefined ? '' : `, planned against ${shownApi(saved.api)}`;
      io.stderr.write(
        `A saved plan for ${doc.organization}${where}: ${apply} applies it if the organization has not changed since.\n`,
      );
    }
    exitWith(hasErrors(doc.diagnostics) ? EXIT_ERROR : EXIT_OK);
  });
}

/**
 * The state file of the `--emulator` a saved plan was made with, as plan.ts writes it
 * (`--emulator` alone, or followed by the state file as written).
 */
function emulatorState(flag: string | undefined): string | undefined {
  if (flag === undefined) return undefined;
  const state = flag.replace(/^--emulator ?/, '');
  return state === '' ? DEFAULT_EMULATOR_STATE : state;
}

/**
 * The saved plan's organization against the one its config sources name, which apply
 * would write to (src/config/named-organization.ts); nothing when they agree or the
 * sources do not say it plainly (apply then checks it once the config is loaded).
 */
function organizationDifferences(doc: SerializedPlan, saved: SavedPlan): string[] {
  const named = namedOrganization(saved.sources, saved.environment);
  const line = named === undefined ? undefined : organizationDifference(doc.organization, named);
  return line === undefined ? [] : [line];
}

/** The plan document in `file`; a saved plan loses its config sources, which are not the plan. */
function readPlan(
  io: CliIo,
  file: string,
): { doc: SerializedPlan; saved?: SavedPlan } | { failed: FailedPlanDocument } {
  let text: string;
  try {
    text = readFileSync(localPath(io, file), 'utf8');
  } catch {
    throw new DocformError(`${file}: no such file`);
  }
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    value = undefined;
  }
  if (typeof value !== 'object' || value === null || !('formatVersion' in value)) {
    throw new DocformError(
      `${file} is not a docform plan: ${commandLineHint(io, ['plan', '--out', 'FILE'])} saves one (a config is shown by ${commandLineHint(io, ['plan', file])})`,
    );
  }
  let parsed: SerializedPlan;
  let saved: SavedPlan | undefined;
  try {
    if ('errored' in value) return { failed: parseFailedPlan(value) };
    // a saved plan is read whole, as apply reads it: a damaged one is not shown
    saved = 'sources' in value ? parseSavedPlan(value) : undefined;
    parsed = saved ?? parseSerializedPlan(value);
  } catch (error) {
    throw new DocformError(`${file}: ${(error as Error).message}`);
  }
  // what only `apply` reads (sources, files read, the API, the emulator) is not the plan
  const {
    sources: _sources,
    files: _files,
    api: _api,
    emulator: _emulator,
    ...doc
  } = parsed as SavedPlan;
  return saved === undefined ? { doc } : { doc, saved };
}
