import { relative } from 'node:path';
import type { Command } from 'commander';
import { ALL_ENVIRONMENTS } from '../../config/environments.js';
import { shownChoice } from '../../config/environment-checks.js';
import type { PinRequest } from '../../config/pin-yaml.js';
import { pinIds } from '../../config/pin-yaml.js';
import { writeFileSafely, writeRefusal } from '../../files/safe-write.js';
import { DocformError } from '../../model/errors.js';
import { parseAddress } from '../../model/address.js';
import { count } from '../../model/count.js';
import { TOP_LEVEL_COLLECTION } from '../../model/kinds.js';
import type { DesiredState } from '../../model/desired.js';
import { byPlace } from '../../model/location.js';
import { idsToPin } from '../../plan/ids-to-pin.js';
import type { IdToPin, NotMatched } from '../../plan/ids-to-pin.js';
import type { ApiOptions } from '../context/api-options.js';
import { addApiOptions } from '../context/api-options.js';
import type { CommandContext } from '../context/command-context.js';
import { commandContext } from '../context/command-context.js';
import { addEnvOption, chosenEnvironment } from '../context/env-option.js';
import { loadDesired } from '../context/load-desired.js';
import { readForConfig } from '../context/plan-live.js';
import { reportingConfigErrors } from '../context/report-config-error.js';
import { withApi } from '../context/with-api.js';
import { EXIT_ERROR, EXIT_OK } from '../exit-codes.js';
import { withHelp } from '../help-text.js';
import type { CliIo } from '../io.js';
import type { ExitWith } from './exit-with.js';

interface PinOptions extends ApiOptions {
  readonly env?: string;
}

/**
 * `docform pin [CONFIG] [--env NAME]`: writes the live id of every declared object the
 * plan matches by title (or `previously`) into the YAML as `id:` (an owned space's with
 * `owned: true`), and the live id over a stale one, in the file that declares it,
 * comments and order kept (src/config/pin-yaml.ts). Once pinned, a title
 * changed by hand in the web app is an update back to the YAML's title, not a second
 * object. Running it again changes nothing.
 */
export function registerPin(program: Command, io: CliIo, exitWith: ExitWith): void {
  const command = program
    .command('pin [config]')
    .description(
      'write the live id of each matched object into the YAML as id:, so a rename by hand keeps its identity',
    );
  addEnvOption(command, false);
  withHelp(addApiOptions(command), 'api', [
    [0, 'ids written, or nothing to pin (an object no live one matches is listed)'],
    [1, 'error: invalid config, API error'],
  ]).action(async (config: string | undefined, options: PinOptions) => {
    const context = commandContext(io, options, config);
    exitWith(
      await reportingConfigErrors(io.stderr, context.errColor, () =>
        runPin(io, context, options, config),
      ),
    );
  });
}

async function runPin(
  io: CliIo,
  context: CommandContext,
  options: PinOptions,
  config: string | undefined,
): Promise<number> {
  const asked = chosenEnvironment(options, io);
  if (asked?.name === ALL_ENVIRONMENTS) {
    io.stderr.write(
      `error: ${shownChoice(asked.name, asked.from)}: pin writes the ids of one environment at a time: pass --env NAME.\n`,
    );
    return EXIT_ERROR;
  }
  const { desired, sources } = await loadDesired(
    { path: config, cwd: io.cwd },
    io.env,
    asked?.name,
    asked?.from,
  );
  const found = await withApi(context.api, async ({ client, emulated }) => {
    context.progress.status(`reading ${desired.organization}`);
    try {
      return idsToPin(desired, await readForConfig(client, desired, emulated));
    } finally {
      context.progress.done();
    }
  });
  const result = pinIds(sources, requests(desired, found.ids), desired.environment);
  const shown = (file: string): string => relative(io.cwd ?? '.', file) || file;
  // every file checked before any is written: a link among them leaves all unchanged
  const refused = result.files.flatMap((file) => writeRefusal(file.file, shown(file.file)) ?? []);
  if (refused.length > 0) {
    throw new DocformError(`${refused.map((r) => r.message).join('; ')}: nothing was written`);
  }
  for (const file of result.files) {
    writeFileSafely(file.file, file.text);
    io.stdout.write(`pinned: ${shown(file.file)}\n`);
  }
  for (const s of result.skipped) io.stderr.write(`not pinned: ${s.address}: ${s.why}\n`);
  for (const n of found.notMatched) io.stderr.write(`not pinned: ${notMatchedWhy(n)}\n`);
  io.stdout.write(`${lastLine(result.pinned.length, found.notMatched.length)}\n`);
  // pin wrote what it could: an object not matched is for apply (or a hint) to settle
  return EXIT_OK;
}

/** Why a declared object has no id to pin, and the line that matches it when a hint has one. */
function notMatchedWhy(n: NotMatched): string {
  return n.hint === undefined
    ? `${n.address}: no live object matches it (apply creates it)`
    : `${n.address}: no live object matches it; if it was renamed by hand, ${n.hint}`;
}

/** What pin did, never claiming an object it did not pin. */
function lastLine(pinned: number, notMatched: number): string {
  if (notMatched > 0) {
    const done = pinned === 0 ? 'Nothing pinned' : `Pinned ${count(pinned, 'id')}`;
    return `${done}; ${count(notMatched, 'declared object')} not pinned: no live object matches ${notMatched === 1 ? 'it' : 'them'} (the not pinned: lines on stderr).`;
  }
  return pinned === 0
    ? 'Nothing to pin: every matched object already has its id in the YAML.'
    : `Pinned ${count(pinned, 'id')}: a title changed by hand now updates the object back, and never makes a second one.`;
}

/** Each id to write with the place that declares its object, in the config's order. */
function requests(desired: DesiredState, found: readonly IdToPin[]): PinRequest[] {
  const out: PinRequest[] = [];
  for (const f of found) {
    const location = desired.locations.get(f.address);
    if (location === undefined) continue;
    const parts = parseAddress(f.address);
    const collection = TOP_LEVEL_COLLECTION[f.kind];
    const key = parts[1];
    const top = collection !== undefined && parts.length === 2 && key !== undefined;
    out.push({
      address: f.address,
      id: f.id,
      location,
      ...(top ? { entry: { collection, key } } : {}),
      ...(f.stale === undefined ? {} : { stale: f.stale }),
      ...(f.owned === true ? { owned: true } : {}),
    });
  }
  return byPlace(out);
}
