import type { CommandContext } from './command-context.js';

/*
 * The commands an apply suggests next, written by the command context (the same
 * program, emulator or API URL, and environment: command-line-hint.ts).
 */

/**
 * After an apply that created objects (below their `Created:` ids): `docform pin`
 * writes them into the YAML, so that a title later changed by hand is not a new object.
 */
export function pinSuggestion(
  context: CommandContext,
  config: string | undefined,
  environment: string | undefined,
): string {
  const line = context.hint(config === undefined ? ['pin'] : ['pin', config], environment);
  return `Created objects are matched by title until their ids are pinned: run ${line} and commit the result.\n`;
}

/**
 * After a failure: apply the config again; a saved plan, partly applied, is stale, so
 * its config is planned again.
 */
export function toContinue(
  context: CommandContext,
  fromPlanFile: boolean,
  config: string | undefined,
  environment: string | undefined,
): string {
  if (fromPlanFile) {
    return `run ${context.hint(planOutWords(config), environment)} and apply that plan`;
  }
  const words = config === undefined ? [] : [config];
  return `run ${context.hint(['apply', ...words], environment)} again`;
}

/** `plan --out FILE [CONFIG]`: the command that saves a plan to apply. */
export function planOutWords(config: string | undefined): [string, ...string[]] {
  return ['plan', '--out', 'FILE', ...(config === undefined ? [] : [config])];
}
