import { isNotFound } from '../../api/errors/http-error.js';
import { DocformError } from '../../model/errors.js';

/** Where the API address came from, for the message: the flag, the variable, or neither. */
export interface ApiUrlSource {
  readonly apiUrl?: string | undefined;
  readonly env: Readonly<Record<string, string | undefined>>;
}

/**
 * The list of organizations (`GET /v1/orgs`) is a route of every API docform talks to:
 * a 404 to it means the address is not the API (a path after the host, the web app's
 * host), not that something is missing. The error then says which setting to fix,
 * instead of a bare `HTTP 404` that reads like a missing organization or object. Any
 * other error is returned as it was.
 */
export function explainWrongApiUrl(error: unknown, source: ApiUrlSource): unknown {
  if (!isNotFound(error) || !isOrganizationList(error.url)) return error;
  const setting =
    source.apiUrl !== undefined
      ? '--api-url'
      : source.env.DOCFORM_API_URL?.trim()
        ? 'DOCFORM_API_URL'
        : 'the API address';
  return new DocformError(
    `${error.message}: the list of organizations is not found there, so this is not the API's address; check ${setting} (docform adds /v1/ to it itself: https://api.gitbook.com for the public API)`,
    { cause: error },
  );
}

function isOrganizationList(url: string): boolean {
  try {
    return new URL(url).pathname.replace(/\/+$/, '').endsWith('/v1/orgs');
  } catch {
    return false;
  }
}
