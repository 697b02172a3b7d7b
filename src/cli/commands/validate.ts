import type { Command } from 'commander';
import type { Diagnostic } from '../../model/diagnostic.js';
import { hasErrors } from '../../model/diagnostic.js';
import { renderValidation } from '../../report/diagnostics.js';
import { useColor } from '../../report/palette.js';
import { ALL_ENVIRONMENTS } from '../../config/environments.js';
import { addEnvOption, chosenEnvironment } from '../context/env-option.js';
import { configPath, loadFrom } from '../context/load-desired.js';
import { EXIT_ERROR, EXIT_OK } from '../exit-codes.js';
import type { CliIo } from '../io.js';
import type { ExitWith } from './exit-with.js';
import { withHelp } from '../help-text.js';

interface ValidateOptions {
  readonly color?: boolean;
  readonly env?: string;
}

/** `docform validate [CONFIG]`: no network; exit 0 valid, 1 invalid. */
export function registerValidate(program: Command, io: CliIo, exitWith: ExitWith): void {
  const command = program
    .command('validate [config]')
    .description('check a configuration without touching the API (exit 0 valid, 1 invalid)')
    .option('--no-color', 'plain output');
  addEnvOption(command, false);
  withHelp(
    command,
    'offline',
    [
      [0, 'valid'],
      [1, 'invalid: every problem is listed'],
    ],
    [
      'NAME             what ${env:NAME} in the config reads',
      'DOCFORM_ENV      the environment to check when --env is not given (else: every one)',
    ],
  ).action(async (config: string | undefined, options: ValidateOptions) => {
    const path = configPath({ path: config, cwd: io.cwd });
    const from = { path: config, cwd: io.cwd };
    const chosen = chosenEnvironment(options, io);
    const environment = chosen?.name;
    let result = await loadFrom(from, io.env, environment, chosen?.from);
    // a config with environments and none chosen: check every one of them
    if (
      environment === undefined &&
      result.diagnostics.some((d) => d.code === 'environment-required')
    ) {
      result = await loadFrom(from, io.env, ALL_ENVIRONMENTS);
    }
    const names = result.environments?.map((e) => e.name);
    const label = `${config ?? path}${names ? ` (environments ${names.join(', ')})` : declares(result.diagnostics, environment) ? ` (environment ${environment})` : ''}`;
    const color = useColor({
      ...(options.color === false ? { flag: false } : {}),
      env: io.env,
      isTTY: io.stdout.isTTY === true,
    });
    const read = result.desired !== undefined || (result.environments?.length ?? 0) > 0;
    const invalid = !read || hasErrors(result.diagnostics);
    io.stdout.write(renderValidation(label, result.diagnostics, invalid, color));
    exitWith(invalid ? EXIT_ERROR : EXIT_OK);
  });
}

/**
 * The environment asked for is one the config declares: the label names it only then,
 * not a DOCFORM_ENV left set for a config without environments, nor a mistyped name.
 */
function declares(diagnostics: readonly Diagnostic[], environment: string | undefined): boolean {
  const chosen = ['no-environments', 'unknown-environment'];
  return environment !== undefined && !diagnostics.some((d) => chosen.includes(d.code));
}
