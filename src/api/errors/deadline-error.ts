import { ApiError } from './api-error.js';

/**
 * The command's total deadline (`deadlineMs`; the CLI's `--timeout`, env
 * `DOCFORM_TIMEOUT`) passed: nothing more is sent. A write cut off by it may or may not
 * have been applied; planning again shows where the organization is.
 */
export class DeadlineError extends ApiError {
  override readonly name = 'DeadlineError';

  constructor(
    method: string,
    url: string,
    readonly deadlineMs: number,
    options?: { cause?: unknown },
  ) {
    super(
      method,
      url,
      `the command's deadline of ${duration(deadlineMs)} passed (--timeout, DOCFORM_TIMEOUT)${lastError(options?.cause)}`,
      options,
    );
  }
}

function duration(ms: number): string {
  if (ms % 60_000 === 0) return `${ms / 60_000} min`;
  return ms % 1000 === 0 ? `${ms / 1000} s` : `${ms} ms`;
}

function lastError(cause: unknown): string {
  return cause instanceof ApiError ? `; the last attempt: ${cause.message}` : '';
}
