import { isUnauthorized } from '../../api/errors/http-error.js';
import { DocformError } from '../../model/errors.js';

/**
 * The API refused the token (401): the error says which setting holds it and how to fix
 * it, after the request and the API's own words. The token itself is never shown. Any
 * other error is returned as it was.
 */
export function explainRejectedToken(error: unknown): unknown {
  if (!isUnauthorized(error)) return error;
  return new DocformError(
    `${error.message}: the API rejected the token in DOCFORM_TOKEN (unknown, expired or revoked); set DOCFORM_TOKEN to a valid API token of the organization`,
    { cause: error },
  );
}
