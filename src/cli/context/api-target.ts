import { InvalidTokenError } from '../../api/errors/invalid-token-error.js';
import { tokenProblem } from '../../api/header-token.js';
import { DocformError } from '../../model/errors.js';
import { DEFAULT_API_URL } from '../../api/defaults.js';

/** Where requests go and with which credentials; the token is never printed. */
export interface ApiEndpoint {
  /** Origin without `/v1` (the client adds it). */
  readonly baseUrl: string;
  readonly token: string;
}

/** The endpoint, and the requests in flight at once the command line asked for. */
export interface ApiTarget extends ApiEndpoint {
  readonly parallelism: number;
}

interface ApiTargetInputs {
  readonly apiUrl?: string;
  readonly env: Readonly<Record<string, string | undefined>>;
}

/**
 * Flag, then DOCFORM_API_URL, then the public API. The token comes from DOCFORM_TOKEN
 * only: a flag would land in shell history and CI logs (docs/architecture.md, "The command
 * line").
 */
export function resolveApiTarget({ apiUrl, env }: ApiTargetInputs): ApiEndpoint {
  const token = nonEmpty(env.DOCFORM_TOKEN);
  if (token === undefined) {
    throw new DocformError(
      'DOCFORM_TOKEN is not set: export an API token in DOCFORM_TOKEN, or try --emulator',
    );
  }
  // refused here, before anything is read or sent; the message never shows the token
  const problem = tokenProblem(token);
  if (problem !== undefined) throw new InvalidTokenError(problem);
  const baseUrl = apiBaseUrl({ apiUrl, env });
  return { baseUrl, token };
}

/**
 * The API's address requests go to (flag, then DOCFORM_API_URL, then the public API),
 * as `normalizeBaseUrl` writes it: origin and path, without query or `/v1`.
 */
export function apiBaseUrl({ apiUrl, env }: ApiTargetInputs): string {
  if (apiUrl !== undefined) return normalizeBaseUrl(apiUrl, '--api-url');
  const fromEnv = nonEmpty(env.DOCFORM_API_URL);
  if (fromEnv !== undefined) return normalizeBaseUrl(fromEnv, 'DOCFORM_API_URL');
  return normalizeBaseUrl(DEFAULT_API_URL);
}

/**
 * Accepts `https://host`, `https://host/` and `https://host/v1`; returns `https://host`.
 * `from` names where the URL came from in an error. A URL holding a user name or
 * password is refused: docform sends no credentials from the URL, and a URL is
 * repeated in the commands docform suggests and in CI logs, so they would be printed.
 */
export function normalizeBaseUrl(raw: string, from = '--api-url'): string {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new DocformError(`${from} ${JSON.stringify(withoutUserInfo(raw))} is not a URL`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new DocformError(`${from} must be http or https, got ${url.protocol}`);
  }
  const path = url.pathname.replace(/\/+$/, '').replace(/\/v1$/, '');
  if (url.username !== '' || url.password !== '') {
    throw new DocformError(
      `${from} holds credentials before its host (${url.protocol}//…@${url.host}): docform sends none from the API's address, and would print them where it shows the address (the commands it suggests). Give the address alone (${url.origin}${path}); the API token goes in DOCFORM_TOKEN, and a proxy's credentials in HTTPS_PROXY`,
    );
  }
  return `${url.origin}${path}`;
}

/** Text that is not a URL, with what may be a user name and password before an `@` left out. */
function withoutUserInfo(raw: string): string {
  return raw.replace(/^([a-z][a-z0-9+.-]*:\/\/)[^/?#]*@/i, '$1…@');
}

function nonEmpty(value: string | undefined): string | undefined {
  return value === undefined || value.trim() === '' ? undefined : value.trim();
}
