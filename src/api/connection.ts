import { Agent as HttpAgent, request as httpRequest } from 'node:http';
import type { ClientRequest, IncomingMessage, RequestOptions } from 'node:http';
import { Agent as HttpsAgent, request as httpsRequest } from 'node:https';

/**
 * Keep-alive connections to one origin, at most `sockets` at once. Node's own HTTP
 * client: it is part of the runtime, so a command pays nothing to load it (an HTTP
 * library of 500 KB cost every API command about 0.15 s of CPU before its first
 * request; docs/performance.md). It follows no redirect and parses answers natively.
 */
export class Connection {
  /** ES-private: its sockets hold the requests, headers and token included, and no dump may show them. */
  readonly #agent: HttpAgent;
  private readonly send: (options: RequestOptions) => ClientRequest;
  private readonly host: string;
  private readonly port: string;

  constructor(origin: string, sockets: number) {
    const url = new URL(origin);
    const secure = url.protocol === 'https:';
    const options = { keepAlive: true, maxSockets: sockets };
    this.#agent = secure ? new HttpsAgent(options) : new HttpAgent(options);
    this.send = secure ? httpsRequest : httpRequest;
    // an IPv6 literal comes bracketed in a URL and bare in a socket address
    this.host = url.hostname.replace(/^\[(.*)\]$/, '$1');
    this.port = url.port;
  }

  /**
   * Sends one request: `answer` resolves with the answer's head, its body then read by
   * the caller; `cancel` destroys the request (a timeout), whatever it is doing. No
   * AbortSignal: its listeners cost every request more CPU than the timer they replace.
   */
  open(
    method: string,
    path: string,
    headers: Record<string, string>,
    body: string | undefined,
  ): { readonly answer: Promise<IncomingMessage>; readonly cancel: () => void } {
    const req = this.send({
      host: this.host,
      ...(this.port === '' ? {} : { port: this.port }),
      method,
      path,
      agent: this.#agent,
      headers:
        body === undefined
          ? headers
          : { ...headers, 'content-length': String(Buffer.byteLength(body)) },
    });
    const answer = new Promise<IncomingMessage>((resolve, reject) => {
      req.once('response', resolve);
      req.once('error', reject);
    });
    req.end(body);
    return {
      answer,
      cancel: () => req.destroy(new DOMException('This operation was aborted', 'AbortError')),
    };
  }

  /** Closes every connection, idle or not. */
  close(): void {
    this.#agent.destroy();
  }
}
