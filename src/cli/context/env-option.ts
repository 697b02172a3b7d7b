import type { Command } from 'commander';
import type { EnvironmentSource } from '../../config/environments.js';
import type { CliIo } from '../io.js';

/** `--env NAME` (or DOCFORM_ENV): the environment of a config that declares some. */
export function addEnvOption(command: Command, all: boolean): Command {
  const what = all
    ? 'the environment to use, or "all" for each of them (default: DOCFORM_ENV)'
    : 'the environment to use (default: DOCFORM_ENV)';
  return command.option('--env <name>', what);
}

/**
 * The environment asked for and where it came from, so that a message about it names
 * what the user set: `--env production`, or `DOCFORM_ENV=production` from a CI job.
 */
export interface ChosenEnvironment {
  readonly name: string;
  readonly from: EnvironmentSource;
}

/** The environment asked for: `--env`, else DOCFORM_ENV, else none. */
export function chosenEnvironment(
  options: { readonly env?: string },
  io: CliIo,
): ChosenEnvironment | undefined {
  const [name, from] =
    options.env === undefined
      ? [io.env.DOCFORM_ENV, 'DOCFORM_ENV' as const]
      : [options.env, '--env' as const];
  return name === undefined || name === '' ? undefined : { name, from };
}
