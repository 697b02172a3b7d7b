import kleur from 'kleur';

export type Paint = (text: string) => string;

export interface Palette {
  readonly create: Paint;
  readonly update: Paint;
  readonly move: Paint;
  readonly delete: Paint;
  readonly replace: Paint;
  readonly dim: Paint;
  readonly bold: Paint;
  readonly warning: Paint;
  readonly error: Paint;
}

/**
 * kleur colours when the caller asks for them, plain text otherwise. kleur decides by
 * itself from the terminal and NO_COLOR; here the CLI has already decided (`--no-color`,
 * NO_COLOR, a TTY), so the renderer turns kleur on only for its own call.
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
    dim: make((s) => kleur.dim(s)),
    bold: make((s) => kleur.bold(s)),
    warning: make((s) => kleur.yellow(s)),
    error: make((s) => kleur.red().bold(s)),
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
