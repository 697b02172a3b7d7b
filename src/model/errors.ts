import type { Diagnostic } from './diagnostic.js';
import { scrubSecrets } from './secret-registry.js';
import { showControls } from './visible-text.js';
import { count } from './count.js';

/**
 * Base of docform's own errors: the CLI maps any of these to exit 1 with its message.
 * The message is made safe to print once, here: secrets from the environment masked
 * (an API error may echo a request body), control characters written out (a server
 * message or a live title may carry terminal escapes).
 */
export class DocformError extends Error {
  override readonly name: string = 'DocformError';

  constructor(message: string, options?: { cause?: unknown }) {
    super(showControls(scrubSecrets(message)), options);
  }
}

/** The config could not be loaded or validated; carries every problem found. */
export class ConfigError extends DocformError {
  override readonly name = 'ConfigError';
  constructor(readonly diagnostics: readonly Diagnostic[]) {
    super(`invalid configuration: ${count(diagnostics.length, 'problem')}`);
  }
}
