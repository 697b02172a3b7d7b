import type { Command } from 'commander';
import { hasErrors } from '../../model/diagnostic.js';
import { renderValidation } from '../../report/diagnostics.js';
import { useColor } from '../../report/palette.js';
import { configPath, loadFrom } from '../context/load-desired.js';
import { EXIT_ERROR, EXIT_OK } from '../exit-codes.js';
import type { CliIo } from '../io.js';
import type { ExitWith } from './exit-with.js';
import { withHelp } from '../help-text.js';

interface ValidateOptions {
  readonly color?: boolean;
}

/** `docform validate [CONFIG]`: no network; exit 0 valid, 1 invalid (issue 4). */
export function registerValidate(program: Command, io: CliIo, exitWith: ExitWith): void {
  const command = program
    .command('validate [config]')
    .description('check a configuration without touching the API (exit 0 valid, 1 invalid)')
    .option('--no-color', 'plain output');
  withHelp(
    command,
    'offline',
    [
      [0, 'valid'],
      [1, 'invalid: every problem is listed'],
    ],
    ['NAME             what ${env:NAME} in the config reads'],
  ).action(async (config: string | undefined, options: ValidateOptions) => {
    const path = configPath({ path: config, cwd: io.cwd });
    const result = await loadFrom({ path: config, cwd: io.cwd }, io.env);
    const color = useColor({
      ...(options.color === false ? { flag: false } : {}),
      env: io.env,
      isTTY: io.stdout.isTTY === true,
    });
    const invalid = result.desired === undefined || hasErrors(result.diagnostics);
    io.stdout.write(renderValidation(config ?? path, result.diagnostics, invalid, color));
    exitWith(invalid ? EXIT_ERROR : EXIT_OK);
  });
}
