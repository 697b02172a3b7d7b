/** A place in a config file, 1-based, as editors show it. */
export interface SourceLocation {
  readonly file: string;
  readonly line: number;
  readonly col: number;
}

export function formatLocation(loc: SourceLocation): string {
  return `${loc.file}:${loc.line}:${loc.col}`;
}

/**
 * Problems in reading order: by file (in the order given, else by name), line, column;
 * those with no place first (they are about the whole config or run). Stable, so that
 * problems at one place keep the order they were found in.
 */
export function byPlace<T extends { readonly location?: SourceLocation }>(
  items: readonly T[],
  files: readonly string[] = [],
): T[] {
  const order = new Map(files.map((file, i) => [file, i]));
  const fileRank = (file: string): number => order.get(file) ?? files.length;
  return items
    .map((item, i) => ({ item, i }))
    .sort((a, b) => compare(a.item.location, b.item.location, fileRank) || a.i - b.i)
    .map(({ item }) => item);
}

function compare(
  a: SourceLocation | undefined,
  b: SourceLocation | undefined,
  fileRank: (file: string) => number,
): number {
  if (!a || !b) return (a ? 1 : 0) - (b ? 1 : 0);
  const byFile =
    fileRank(a.file) - fileRank(b.file) || (a.file < b.file ? -1 : a.file > b.file ? 1 : 0);
  return byFile || a.line - b.line || a.col - b.col;
}
