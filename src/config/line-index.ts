import type { SourceLocation } from '../model/location.js';

/**
 * Offsets of one file's text to 1-based lines and columns (columns count UTF-16 code
 * units, as editors and the `yaml` package do). The line table is built on the first
 * question, so that a config without problems never pays for it.
 */
export class LineIndex {
  #starts: number[] | undefined;

  constructor(
    readonly file: string,
    private readonly text: string,
  ) {}

  linePos(offset: number): { line: number; col: number } {
    const starts = (this.#starts ??= lineStarts(this.text));
    let low = 0;
    let high = starts.length - 1;
    while (low < high) {
      const mid = (low + high + 1) >> 1;
      if ((starts[mid] ?? 0) <= offset) low = mid;
      else high = mid - 1;
    }
    return { line: low + 1, col: offset - (starts[low] ?? 0) + 1 };
  }

  at(offset: number): SourceLocation {
    return { file: this.file, ...this.linePos(offset) };
  }
}

function lineStarts(text: string): number[] {
  const starts = [0];
  for (let i = text.indexOf('\n'); i !== -1; i = text.indexOf('\n', i + 1)) starts.push(i + 1);
  return starts;
}
