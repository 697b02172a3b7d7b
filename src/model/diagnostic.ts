import type { SourceLocation } from './location.js';

export type Severity = 'error' | 'warning';

/**
 * One problem found by validation, planning or applying. Core code returns these;
 * only the CLI prints them.
 */
export interface Diagnostic {
  readonly severity: Severity;
  /** Stable machine-readable code, e.g. `unknown-key`, `dangling-reference`. */
  readonly code: string;
  readonly message: string;
  readonly location?: SourceLocation;
  /** The address of the object concerned, when there is one. */
  readonly address?: string;
  /** What to do about it ("did you mean ...", "rerun with --force"). */
  readonly hint?: string;
}

export function hasErrors(diagnostics: readonly Diagnostic[]): boolean {
  return diagnostics.some((d) => d.severity === 'error');
}
