import { ApiError } from './api-error.js';

/**
 * The connection failed (refused, reset, closed) before a complete answer arrived.
 * `sent` is false when the request provably never left (the connection was never made).
 * `detail` says more where the code alone misleads: a proxy that could not be reached,
 * or refused the tunnel.
 */
export class NetworkError extends ApiError {
  override readonly name = 'NetworkError';
  readonly detail: string | undefined;

  constructor(
    method: string,
    url: string,
    readonly code: string | undefined,
    readonly sent: boolean,
    options?: { cause?: unknown; detail?: string },
  ) {
    const detail = options?.detail === undefined ? '' : `: ${options.detail}`;
    super(method, url, `network error${code ? ` (${code})` : ''}${detail}`, options);
    this.detail = options?.detail;
  }
}
