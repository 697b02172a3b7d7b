import { once } from 'node:events';
import { createServer, request } from 'node:http';
import type { IncomingHttpHeaders, IncomingMessage, ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { PROXY_KEEP_ALIVE_MS, UPSTREAM_AGENT } from './upstream-agent.js';

/** A request as it reached the proxy, body read. */
export interface ProxiedRequest {
  readonly method: string;
  /** Path and query, e.g. `/v1/orgs/org_acme/teams?limit=1000`. */
  readonly url: string;
  readonly headers: IncomingHttpHeaders;
  readonly body: Buffer;
}

/** What the server behind the proxy answered. */
export interface UpstreamAnswer {
  readonly status: number;
  readonly headers: IncomingHttpHeaders;
  readonly body: Buffer;
}

/**
 * How the proxy misbehaves: given a request, it answers by itself (writing to `res`)
 * and returns true, or returns false to pass the request through unchanged. `upstream`
 * sends the request to the server behind, whenever the hostility chooses (now, later,
 * or never).
 */
export type Hostility = (
  req: ProxiedRequest,
  res: ServerResponse,
  upstream: () => Promise<UpstreamAnswer>,
) => boolean | Promise<boolean>;

export interface HostileProxy {
  /** Where the client under test sends its requests. */
  readonly url: string;
  /** Every request that reached the proxy, in arrival order. */
  readonly seen: ProxiedRequest[];
  close(): Promise<void>;
}

/**
 * A misbehaving server of the project's own (node:http) in front of the emulator, for
 * the hostile suite (test/reliability/hostile-server.test.ts): a gateway that answers
 * 504 and writes later, lists that never end, floods, redirects, bodiless creates,
 * error messages that echo the request.
 */
export async function startHostileProxy(
  target: string,
  hostility: Hostility,
): Promise<HostileProxy> {
  const seen: ProxiedRequest[] = [];
  const origin = new URL(target);
  const server = createServer((req, res) => {
    void handle(req, res).catch(() => res.destroy());
  });
  const handle = async (req: IncomingMessage, res: ServerResponse): Promise<void> => {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const proxied: ProxiedRequest = {
      method: req.method ?? 'GET',
      url: req.url ?? '/',
      headers: req.headers,
      body: Buffer.concat(chunks),
    };
    seen.push(proxied);
    const upstream = () => forward(origin, proxied);
    if (await hostility(proxied, res, upstream)) return;
    const answer = await upstream();
    res.writeHead(answer.status, answer.headers);
    res.end(answer.body);
  };
  server.keepAliveTimeout = PROXY_KEEP_ALIVE_MS;
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    seen,
    close: async () => {
      server.closeAllConnections();
      await new Promise<void>((done) => server.close(() => done()));
    },
  };
}

/** Sends a request to the server behind the proxy and reads its whole answer. */
export function forward(origin: URL, req: ProxiedRequest): Promise<UpstreamAnswer> {
  return new Promise((resolve, reject) => {
    const headers = { ...req.headers, host: origin.host };
    const upstream = request(
      {
        host: origin.hostname,
        port: origin.port,
        method: req.method,
        path: req.url,
        headers,
        agent: UPSTREAM_AGENT,
      },
      (answer) => {
        const chunks: Buffer[] = [];
        answer.on('data', (chunk: Buffer) => chunks.push(chunk));
        answer.on('end', () =>
          resolve({
            status: answer.statusCode ?? 502,
            headers: answer.headers,
            body: Buffer.concat(chunks),
          }),
        );
        answer.on('error', reject);
      },
    );
    upstream.on('error', reject);
    upstream.end(req.body);
  });
}

/** Answers JSON with `status`. */
export function answerJson(res: ServerResponse, status: number, body: unknown): void {
  const text = body === undefined ? '' : JSON.stringify(body);
  res.writeHead(status, {
    'content-type': 'application/json',
    'content-length': String(Buffer.byteLength(text)),
  });
  res.end(text);
}

/** The path of a request without its query. */
export function pathOf(req: ProxiedRequest): string {
  return req.url.split('?')[0] ?? req.url;
}
