import { isNotFound } from '../../api/errors/http-error.js';
import { NetworkError } from '../../api/errors/network-error.js';
import { DocformError } from '../../model/errors.js';

/** Where the API address came from, for the message: the flag, the variable, or neither. */
export interface ApiUrlSource {
  readonly apiUrl?: string | undefined;
  readonly env: Readonly<Record<string, string | undefined>>;
}

/** Codes of a connection that never reached the API: its host unknown, or refusing. */
const NOT_REACHED: ReadonlySet<string> = new Set(['ENOTFOUND', 'EAI_AGAIN', 'ECONNREFUSED']);

/**
 * The list of organizations (`GET /v1/orgs`) is a route of every API docform talks to:
 * a 404 to it means the address is not the API (a path after the host, the web app's
 * host), not that something is missing. The error then says which setting to fix,
 * instead of a bare `HTTP 404` that reads like a missing organization or object. A host
 * that is not found or refuses the connection (not a proxy's, whose error names the proxy)
 * gets the same pointer to the setting. Any other error is returned as it was.
 */
export function explainWrongApiUrl(error: unknown, source: ApiUrlSource): unknown {
  const setting =
    source.apiUrl !== undefined
      ? '--api-url'
      : source.env.DOCFORM_API_URL?.trim()
        ? 'DOCFORM_API_URL'
        : 'the API address';
  if (unreachedHost(error)) {
    const host = new URL(error.url).host;
    return new DocformError(
      `${error.message}: ${host} ${error.code === 'ECONNREFUSED' ? 'refused the connection' : 'is not a host this machine finds'}; check ${setting}`,
      { cause: error },
    );
  }
  if (!isNotFound(error) || !isOrganizationList(error.url)) return error;
  return new DocformError(
    `${error.message}: the list of organizations is not found there, so this is not the API's address; check ${setting} (docform adds /v1/ to it itself: https://api.gitbook.com for the public API)`,
    { cause: error },
  );
}

function unreachedHost(error: unknown): error is NetworkError & { code: string } {
  return (
    error instanceof NetworkError &&
    error.code !== undefined &&
    NOT_REACHED.has(error.code) &&
    // a proxy not reached says so in its detail: the API's address is not in question
    error.detail === undefined
  );
}

function isOrganizationList(url: string): boolean {
  try {
    return new URL(url).pathname.replace(/\/+$/, '').endsWith('/v1/orgs');
  } catch {
    return false;
  }
}
