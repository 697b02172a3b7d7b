import kleur from 'kleur';

type Paint = (text: string) => string;

export interface Palette {
  readonly red: Paint;
  readonly green: Paint;
  readonly yellow: Paint;
  readonly cyan: Paint;
  readonly dim: Paint;
  readonly bold: Paint;
}

const plain: Paint = (text) => text;

/** Colours when `color` is on (see useColor), the text unchanged otherwise. */
export function palette(color: boolean): Palette {
  if (!color) {
    return { red: plain, green: plain, yellow: plain, cyan: plain, dim: plain, bold: plain };
  }
  return {
    red: (t) => kleur.red(t),
    green: (t) => kleur.green(t),
    yellow: (t) => kleur.yellow(t),
    cyan: (t) => kleur.cyan(t),
    dim: (t) => kleur.dim(t),
    bold: (t) => kleur.bold(t),
  };
}
