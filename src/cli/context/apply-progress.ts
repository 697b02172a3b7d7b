import type { ShownApplyEvent } from '../../report/apply-results.js';
import { renderApplyEvent, renderApplyProgress } from '../../report/apply-results.js';
import type { Progress } from './progress.js';

export interface ApplyProgressOptions {
  readonly total: number;
  /** `--verbose`: a line for every change's start and end. */
  readonly verbose: boolean;
  /** Whether stderr is a terminal: a live line, rewritten in place. */
  readonly live: boolean;
  /** Milliseconds, for the CI cadence; Date.now by default. */
  readonly now?: () => number;
  /** In CI, a line at least this often while changes finish (default 5 s). */
  readonly everyMs?: number;
}

/**
 * The progress of an apply on stderr, counting changes finished,
 * never the index of the one that finished. On a terminal one live line; in CI a line
 * each 10% of the changes or every few seconds, so a long apply shows life without a
 * line per change; with `--verbose`, a line per change's start and end.
 */
export function applyProgress(
  progress: Progress,
  options: ApplyProgressOptions,
): (event: ShownApplyEvent) => void {
  const now = options.now ?? Date.now;
  const every = options.everyMs ?? 5_000;
  let finished = 0;
  let failed = 0;
  let lastLine = now();
  let lastTenth = 0;
  return (event) => {
    if (event.type === 'done' || event.type === 'failed') finished += 1;
    if (event.type === 'failed') failed += 1;
    if (options.verbose) {
      progress.line(renderApplyEvent(event, finished, options.total));
      return;
    }
    if (event.type !== 'done' && event.type !== 'failed') return;
    const text = renderApplyProgress(finished, failed, options.total);
    if (options.live) {
      progress.status(text);
      return;
    }
    const tenth = Math.floor((finished * 10) / Math.max(1, options.total));
    if (tenth > lastTenth || now() - lastLine >= every) {
      progress.line(text);
      lastTenth = tenth;
      lastLine = now();
    }
  };
}
