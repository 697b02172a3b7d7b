import { once } from 'node:events';
import { createServer, request } from 'node:http';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { PROXY_KEEP_ALIVE_MS, UPSTREAM_AGENT } from './upstream-agent.js';
import type { WireRequest } from './wire-check.js';

export interface RecordingProxy {
  /** Where clients send their requests (the emulator's API, recorded on the way). */
  readonly url: string;
  /** Every request under `/v1` forwarded so far, in arrival order. */
  readonly requests: WireRequest[];
  close(): Promise<void>;
}

export interface ProxyOptions {
  /**
   * Changes a JSON answer of the API on its way back (a newer API, a misbehaving one):
   * called with the request's path and the parsed body; returns the body to send.
   */
  readonly rewrite?: (path: string, body: unknown) => unknown;
}

/**
 * A pass-through HTTP proxy of the project's own (node:http) in front of a server,
 * keeping each API request's method, path with query and JSON body, for checks of
 * what a client really sends (test/e2e wire check). Admin endpoints (`/_emulator/*`)
 * pass through unrecorded.
 */
export async function startRecordingProxy(
  target: string,
  options: ProxyOptions = {},
): Promise<RecordingProxy> {
  const requests: WireRequest[] = [];
  const origin = new URL(target);
  const server = createServer((req, res) => {
    void forward(req, res, origin, requests, options.rewrite);
  });
  server.keepAliveTimeout = PROXY_KEEP_ALIVE_MS;
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    close: async () => {
      server.closeAllConnections();
      await new Promise<void>((done) => server.close(() => done()));
    },
  };
}

async function forward(
  req: IncomingMessage,
  res: ServerResponse,
  origin: URL,
  requests: WireRequest[],
  rewrite: ProxyOptions['rewrite'],
): Promise<void> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  const raw = Buffer.concat(chunks);
  const url = req.url ?? '/';
  if (url.startsWith('/v1/')) {
    requests.push({
      method: req.method ?? 'GET',
      url,
      ...(raw.length > 0 ? { body: parseJson(raw.toString('utf8')) } : {}),
    });
  }
  const headers = { ...req.headers, host: origin.host };
  const upstream = request(
    {
      host: origin.hostname,
      port: origin.port,
      method: req.method,
      path: url,
      headers,
      agent: UPSTREAM_AGENT,
    },
    (answer) => {
      if (rewrite === undefined || !url.startsWith('/v1/')) {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
        return;
      }
      void rewritten(answer, (text) => {
        const path = url.split('?')[0] ?? url;
        const body = text === '' ? text : JSON.stringify(rewrite(path, parseJson(text)));
        const headers = { ...answer.headers, 'content-length': String(Buffer.byteLength(body)) };
        res.writeHead(answer.statusCode ?? 502, headers);
        res.end(body);
      });
    },
  );
  upstream.on('error', () => {
    if (!res.headersSent) res.writeHead(502);
    res.end();
  });
  upstream.end(raw);
}

async function rewritten(answer: IncomingMessage, send: (text: string) => void): Promise<void> {
  const chunks: Buffer[] = [];
  for await (const chunk of answer) chunks.push(chunk as Buffer);
  send(Buffer.concat(chunks).toString('utf8'));
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}
