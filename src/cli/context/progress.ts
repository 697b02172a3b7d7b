import { terminalWidth } from '../io.js';

/**
 * Where progress goes: stderr, so stdout stays the plan or report (docs/architecture.md,
 * "The command line").
 */
export interface ProgressStream {
  readonly isTTY?: boolean;
  /** The terminal's width; 0 or undefined when it does not say. */
  readonly columns?: number;
  write(text: string): unknown;
}

export interface Progress {
  /** A transient status ("applying 3/12: site.docs"): a live line on a terminal, else dropped. */
  status(text: string): void;
  /** A line to keep: printed on its own line in every mode. */
  line(text: string): void;
  /** Clears the live line, if any. */
  done(): void;
}

const CLEAR_LINE = '\r\u001b[2K';

/**
 * On a terminal one line is rewritten in place; in CI (no TTY) only `line` prints, one
 * line per event, so logs stay readable and do not fill with carriage returns.
 */
export function createProgress(stream: ProgressStream): Progress {
  const live = stream.isTTY === true;
  let shown = false;
  const clear = (): void => {
    if (shown) stream.write(CLEAR_LINE);
    shown = false;
  };
  return {
    status(text) {
      if (!live) return;
      const width = terminalWidth(stream, 100);
      stream.write(`${CLEAR_LINE}${text.slice(0, Math.max(10, width - 1))}`);
      shown = true;
    },
    line(text) {
      clear();
      stream.write(`${text}\n`);
    },
    done: clear,
  };
}
