import type { CommandContext } from './command-context.js';

/*
 * The commands an apply suggests next, written by the command context (the same
 * program, emulator or API URL, and environment: command-line-hint.ts).
 */

/**
 * After an apply that created or replaced objects (their new ids are listed under
 * `Created:`), the last line of its output: `docform pin` writes the ids into the YAML,
 * so that a title later changed by hand is not a new object, and a replaced object's
 * old id is not left pinned.
 */
export function pinSuggestion(
  context: CommandContext,
  config: string | undefined,
  environment: string | undefined,
): string {
  const line = context.hint(config === undefined ? ['pin'] : ['pin', config], environment);
  return `Objects created or replaced are matched by title or place until their ids are pinned: run ${line} and commit the result.\n`;
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
