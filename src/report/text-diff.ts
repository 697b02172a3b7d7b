import { count } from '../model/count.js';

/** Beyond this many line pairs a text is not aligned: shown whole, cut, as any string. */
const MAX_CELLS = 250_000;

/** One run of changed lines: where it starts on each side and the lines removed and added. */
interface Hunk {
  readonly before: number;
  readonly after: number;
  readonly removed: string[];
  readonly added: string[];
}

/**
 * A text field of several lines as a unified diff without context: a `@@ -l,n +l,n @@`
 * header per run of changed lines (1-based line numbers, as `diff -U0` writes them), then
 * `- line` for each line only before and `+ line` for each only after, each written by
 * `show`. The first line counts the lines changed (a line edited in place counts once).
 * Undefined when the texts are too long to align or have no line that differs.
 */
export function textDiffLines(
  before: string,
  after: string,
  show: (line: string) => string,
): { readonly changed: string; readonly lines: readonly string[] } | undefined {
  const hunks = lineHunks(before.split('\n'), after.split('\n'));
  if (hunks === undefined || hunks.length === 0) return undefined;
  const changed = hunks.reduce((n, h) => n + Math.max(h.removed.length, h.added.length), 0);
  return {
    changed: `${count(changed, 'line')} changed`,
    lines: hunks.flatMap((h) => [
      `@@ -${range(h.before, h.removed.length)} +${range(h.after, h.added.length)} @@`,
      ...h.removed.map((line) => `- ${show(line)}`),
      ...h.added.map((line) => `+ ${show(line)}`),
    ]),
  };
}

/** `diff -U0` ranges: `l` for one line, `l,n` otherwise; an empty side names the line before. */
function range(start: number, length: number): string {
  if (length === 1) return `${start + 1}`;
  return `${length === 0 ? start : start + 1},${length}`;
}

/** The runs of lines that differ, by longest common subsequence, in order. */
function lineHunks(before: readonly string[], after: readonly string[]): Hunk[] | undefined {
  const n = before.length;
  const m = after.length;
  if (n * m > MAX_CELLS) return undefined;
  const lcs = Array.from({ length: n + 1 }, () => new Array<number>(m + 1).fill(0));
  for (let i = n - 1; i >= 0; i -= 1) {
    for (let j = m - 1; j >= 0; j -= 1) {
      const row = lcs[i] as number[];
      row[j] =
        before[i] === after[j]
          ? (lcs[i + 1]?.[j + 1] ?? 0) + 1
          : Math.max(lcs[i + 1]?.[j] ?? 0, row[j + 1] ?? 0);
    }
  }
  const hunks: Hunk[] = [];
  let open: Hunk | undefined;
  let i = 0;
  let j = 0;
  while (i < n || j < m) {
    if (i < n && j < m && before[i] === after[j]) {
      open = undefined;
      i += 1;
      j += 1;
      continue;
    }
    if (open === undefined) {
      open = { before: i, after: j, removed: [], added: [] };
      hunks.push(open);
    }
    if (i < n && (j >= m || (lcs[i + 1]?.[j] ?? 0) >= (lcs[i]?.[j + 1] ?? 0))) {
      open.removed.push(before[i] as string);
      i += 1;
    } else {
      open.added.push(after[j] as string);
      j += 1;
    }
  }
  return hunks;
}
