import kleur from 'kleur';

export type Paint = (text: string) => string;

/** Every colour docform prints, by what it means; the one palette of every output. */
export interface Palette {
  readonly create: Paint;
  readonly update: Paint;
  readonly move: Paint;
  readonly delete: Paint;
  readonly replace: Paint;
  /** An invite: someone is added and emailed. */
  readonly invite: Paint;
  readonly dim: Paint;
  readonly bold: Paint;
  readonly warning: Paint;
  readonly error: Paint;
  /** Success: `valid`, `done`, `converged`. */
  readonly ok: Paint;
}

/** What decides colour: the flag, the NO_COLOR convention (no-color.org) and a terminal. */
export interface ColorInputs {
  /** false with `--no-color`. */
  readonly flag?: boolean;
  readonly env: Readonly<Record<string, string | undefined>>;
  /** Whether the stream the text goes to is a terminal. */
  readonly isTTY: boolean;
}

/** Colour only on a terminal, and never with `--no-color` or a non-empty NO_COLOR. */
export function useColor({ flag, env, isTTY }: ColorInputs): boolean {
  if (flag === false) return false;
  if (env.NO_COLOR !== undefined && env.NO_COLOR !== '') return false;
  return isTTY;
}

/**
 * kleur colours when `color` is on (decided by `useColor` from the command's own
 * streams and environment), the text unchanged otherwise. kleur would decide by itself
 * from the process's terminal and environment, which are not the command's when it runs
 * in-process; so it is turned on for the painting call only.
 */
export function palette(color: boolean): Palette {
  const make =
    (paint: (s: string) => string): Paint =>
    (text) =>
      color ? forced(() => paint(text)) : text;
  return {
    create: make((s) => kleur.green(s)),
    update: make((s) => kleur.yellow(s)),
    move: make((s) => kleur.cyan(s)),
    delete: make((s) => kleur.red(s)),
    replace: make((s) => kleur.magenta(s)),
    invite: make((s) => kleur.green(s)),
    dim: make((s) => kleur.dim(s)),
    bold: make((s) => kleur.bold(s)),
    warning: make((s) => kleur.yellow(s)),
    error: make((s) => kleur.red().bold(s)),
    ok: make((s) => kleur.green(s)),
  };
}

function forced(paint: () => string): string {
  const was = kleur.enabled;
  kleur.enabled = true;
  try {
    return paint();
  } finally {
    kleur.enabled = was;
  }
}
