import type { Dispatcher } from 'undici';
import { collectAnswer, type RawAnswer } from './collect-answer.js';
import { isLoopback } from './plain-http.js';

/**
 * The proxies to use, as the environment names them (`HTTPS_PROXY`, `HTTP_PROXY`,
 * `NO_PROXY`); the CLI reads them, src/api never reads the environment.
 */
export interface ProxySettings {
  /** For `http://` addresses, and for `https://` ones when `httpsProxy` is empty. */
  readonly httpProxy?: string;
  readonly httpsProxy?: string;
  /** Hosts (`example.com`, `.example.com`, `host:port`, `*`) reached without a proxy. */
  readonly noProxy?: string;
}

type Undici = typeof import('./undici-dispatchers.js');
let undici: Promise<Undici> | undefined;

/**
 * undici's two dispatchers (src/api/undici-dispatchers.ts), loaded at the first request
 * of the process, not at start-up: a command that sends nothing (`--version`, `validate`)
 * never runs them. In the package they are a bundle of their own, `undici.cjs`, required
 * here at the first request (scripts/bundle.mjs).
 */
function loadUndici(): Promise<Undici> {
  undici ??= import('./undici-dispatchers.js');
  return undici;
}

/**
 * Keep-alive connections to one origin, at most `sockets` at once, with undici: through
 * the proxy of `proxy` (undici's EnvHttpProxyAgent: `CONNECT host:port` for https, the
 * absolute URL for http) unless `noProxy` names the host, or the host is loopback (the
 * emulator, `--emulator`, a local API: a corporate proxy could not reach them). It
 * follows no redirect. undici's own timeouts are off: the caller's per-attempt timer
 * bounds the whole answer (src/api/send-once.ts).
 */
export class Connection {
  /** ES-private: its sockets hold the requests, headers and token included, and no dump may show them. */
  #dispatcher: Promise<Dispatcher> | undefined;
  private readonly origin: string;
  private readonly sockets: number;
  private readonly proxy: ProxySettings | undefined;

  constructor(origin: string, sockets: number, proxy?: ProxySettings) {
    const url = new URL(origin);
    this.origin = url.origin;
    this.sockets = sockets;
    const wanted = proxy !== undefined && (proxy.httpProxy || proxy.httpsProxy);
    this.proxy = wanted && !isLoopback(url.hostname) ? proxy : undefined;
  }

  /**
   * Sends one request: `answer` resolves with the whole answer once its body has
   * arrived, or rejects with `tooLarge()` as soon as the body (announced or received)
   * passes `maxBytes`; `cancel` ends the request with `reason`, whatever it is doing
   * (a timeout), and rejects `answer` at once.
   */
  open(
    method: Dispatcher.HttpMethod,
    path: string,
    headers: Record<string, string>,
    body: string | undefined,
    limit: { readonly maxBytes: number; readonly tooLarge: () => Error },
  ): { readonly answer: Promise<RawAnswer>; readonly cancel: (reason: Error) => void } {
    const { handler, answer, cancel } = collectAnswer(limit.maxBytes, limit.tooLarge);
    this.dispatcher().then(
      (dispatcher) => {
        const options = { origin: this.origin, method, path, headers, body: body ?? null };
        dispatcher.dispatch(options, handler);
      },
      (error: unknown) => cancel(error instanceof Error ? error : new Error(String(error))),
    );
    return { answer, cancel };
  }

  /**
   * When `error` is a failure to reach one of the proxies (its name unresolved, its port
   * refusing), which proxy that was, for the message: without it, `ENOTFOUND` reads as
   * if the API's host were unknown. The proxy's address only: its credentials never.
   */
  proxyNotReached(error: unknown): string | undefined {
    if (this.proxy === undefined) return undefined;
    const failed = failedEndpoint(error);
    if (failed === undefined) return undefined;
    // the proxy this origin goes through (undici's rule): https takes HTTPS_PROXY, else
    // HTTP_PROXY; http takes HTTP_PROXY
    const { httpProxy, httpsProxy } = this.proxy;
    const https = this.origin.startsWith('https:');
    const [name, value] =
      https && httpsProxy ? ['HTTPS_PROXY', httpsProxy] : ['HTTP_PROXY', httpProxy];
    const proxy = value ? hostAndPort(value) : undefined;
    const api = hostAndPort(this.origin);
    // a port the API shares cannot tell which of the two refused
    if (proxy === undefined || (failed.hostname === undefined && proxy.port === api?.port)) {
      return undefined;
    }
    const reached =
      failed.hostname === undefined
        ? String(failed.port) === proxy.port
        : failed.hostname === proxy.host;
    if (reached) return `the proxy ${proxy.host}:${proxy.port} (${name}) could not be reached`;
    return undefined;
  }

  /** Closes every connection, idle or not. */
  async close(): Promise<void> {
    const dispatcher = this.#dispatcher;
    this.#dispatcher = undefined;
    if (dispatcher) await (await dispatcher).destroy();
  }

  private dispatcher(): Promise<Dispatcher> {
    this.#dispatcher ??= loadUndici().then((u) => {
      const options = { connections: this.sockets, headersTimeout: 0, bodyTimeout: 0 };
      if (this.proxy === undefined) return new u.Agent(options);
      return new u.EnvHttpProxyAgent({
        ...options,
        // plain http goes to the proxy as an absolute-form request, as curl sends it: many
        // proxies allow CONNECT to port 443 only. https is always a CONNECT tunnel.
        proxyTunnel: false,
        // given explicitly, even empty: undici would otherwise read process.env itself
        httpProxy: this.proxy.httpProxy ?? '',
        httpsProxy: this.proxy.httpsProxy ?? '',
        noProxy: this.proxy.noProxy ?? '',
      });
    });
    return this.#dispatcher;
  }
}

/** A URL's host and port (the scheme's default when none is written); undefined if no URL. */
function hostAndPort(text: string): { host: string; port: string } | undefined {
  if (!URL.canParse(text)) return undefined;
  const url = new URL(text);
  return { host: url.hostname, port: url.port || (url.protocol === 'https:' ? '443' : '80') };
}

/** The host or port a connection failed to reach, from the error or its causes. */
function failedEndpoint(error: unknown): { hostname?: string; port?: number } | undefined {
  let current: unknown = error;
  for (let depth = 0; depth < 4 && typeof current === 'object' && current !== null; depth += 1) {
    const { hostname, port, syscall } = current as {
      hostname?: unknown;
      port?: unknown;
      syscall?: unknown;
    };
    if (syscall === 'getaddrinfo' && typeof hostname === 'string') return { hostname };
    if (syscall === 'connect' && typeof port === 'number') return { port };
    current = (current as { cause?: unknown }).cause;
  }
  return undefined;
}
