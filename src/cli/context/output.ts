/** What decides colour: the flag, the NO_COLOR convention (no-color.org) and a terminal. */
export interface ColorInputs {
  readonly flag?: boolean;
  readonly env: Readonly<Record<string, string | undefined>>;
  readonly isTTY: boolean;
}

/** Colour only on a terminal, and never with `--no-color` or a non-empty NO_COLOR. */
export function useColor({ flag, env, isTTY }: ColorInputs): boolean {
  if (flag === false) return false;
  if (env.NO_COLOR !== undefined && env.NO_COLOR !== '') return false;
  return isTTY;
}
