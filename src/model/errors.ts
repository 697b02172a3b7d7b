import type { Diagnostic } from './diagnostic.js';

/** Base of docform's own errors: the CLI maps any of these to exit 1 with its message. */
export class DocformError extends Error {
  override readonly name: string = 'DocformError';
}

/** The config could not be loaded or validated; carries every problem found. */
export class ConfigError extends DocformError {
  override readonly name = 'ConfigError';
  constructor(readonly diagnostics: readonly Diagnostic[]) {
    super(`invalid configuration: ${diagnostics.length} problem(s)`);
  }
}
