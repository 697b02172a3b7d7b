import type { Command } from 'commander';
import type { CliIo } from '../io.js';

/** `--env NAME` (or DOCFORM_ENV): the environment of a config that declares some (issue 16). */
export function addEnvOption(command: Command, all: boolean): Command {
  const what = all
    ? 'the environment to use, or "all" for each of them (default: DOCFORM_ENV)'
    : 'the environment to use (default: DOCFORM_ENV)';
  return command.option('--env <name>', what);
}

/** The environment asked for: `--env`, else DOCFORM_ENV, else none. */
export function environmentOf(options: { readonly env?: string }, io: CliIo): string | undefined {
  const chosen = options.env ?? io.env.DOCFORM_ENV;
  return chosen === undefined || chosen === '' ? undefined : chosen;
}
