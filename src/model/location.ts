/** A place in a config file, 1-based, as editors show it. */
export interface SourceLocation {
  readonly file: string;
  readonly line: number;
  readonly col: number;
}

export function formatLocation(loc: SourceLocation): string {
  return `${loc.file}:${loc.line}:${loc.col}`;
}
