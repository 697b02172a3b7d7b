/**
 * One HTTP request to a server under test, as the holder of `token` (none when
 * undefined). Plain fetch, so tests can send what no client would: malformed JSON,
 * wrong types, foreign tokens.
 */
export interface FetchAsOptions {
  /** Serialized with JSON.stringify. */
  readonly json?: unknown;
  /** Sent as is, with `Content-Type: application/json` (for malformed JSON). */
  readonly raw?: string;
  readonly headers?: Readonly<Record<string, string>>;
}

export interface FetchAsResult {
  readonly status: number;
  readonly headers: Headers;
  readonly text: string;
  /** The parsed body; undefined when the body is empty or not JSON. */
  readonly body: unknown;
}

export async function fetchAs(
  baseUrl: string,
  token: string | undefined,
  method: string,
  path: string,
  options: FetchAsOptions = {},
): Promise<FetchAsResult> {
  const headers: Record<string, string> = { ...options.headers };
  if (token !== undefined) headers.authorization = `Bearer ${token}`;
  let body: string | undefined;
  if (options.raw !== undefined) body = options.raw;
  else if (options.json !== undefined) body = JSON.stringify(options.json);
  if (body !== undefined) headers['content-type'] ??= 'application/json';
  const response = await fetch(`${baseUrl}${path}`, { method, headers, body });
  const text = await response.text();
  return { status: response.status, headers: response.headers, text, body: parseJson(text) };
}

function parseJson(text: string): unknown {
  if (text === '') return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}
