import { DocformError } from '../../model/errors.js';

/**
 * A token that cannot travel in an HTTP header (a control character, a line break, a
 * character beyond Latin-1): refused before any request, never printed.
 */
export class InvalidTokenError extends DocformError {
  override readonly name = 'InvalidTokenError';

  constructor(readonly problem: string) {
    super(
      `the API token ${problem}, so it cannot be sent in an HTTP header; check how DOCFORM_TOKEN was set`,
    );
  }
}
