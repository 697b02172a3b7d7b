import { once } from 'node:events';
import { createServer, request } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface ForwardProxy {
  /** `http://127.0.0.1:PORT`, for HTTP_PROXY / HTTPS_PROXY. */
  readonly url: string;
  /**
   * What reached it, in order: `GET http://host:port/path` (an absolute-form request, as a
   * client sends plain http through a proxy) or `CONNECT host:port` (a tunnel, for https).
   */
  readonly seen: string[];
  close(): Promise<void>;
}

/**
 * A forward HTTP proxy on loopback, as a corporate network puts in front of its CI
 * runners: every plain-http request it receives, whatever host it names, goes to
 * `upstream` (the emulator), with `Host` set to the emulator's own, since that is the
 * only host it answers (src/emulator/host-check.ts). A `CONNECT` is recorded and refused
 * with 502: the tunnel would lead nowhere the tests can reach, and nothing leaves the
 * machine.
 */
export async function startForwardProxy(upstream: string): Promise<ForwardProxy> {
  const target = new URL(upstream);
  const seen: string[] = [];
  const server = createServer((req, res) => {
    seen.push(`${req.method ?? ''} ${req.url ?? ''}`);
    const asked = new URL(req.url ?? '/', 'http://invalid');
    const forwarded = request(
      {
        host: target.hostname,
        port: target.port,
        method: req.method,
        path: asked.pathname + asked.search,
        headers: { ...req.headers, host: target.host },
      },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      },
    );
    forwarded.on('error', () => res.destroy());
    req.pipe(forwarded);
  });
  server.on('connect', (req, socket) => {
    seen.push(`CONNECT ${req.url ?? ''}`);
    // a client that gives up on the refused tunnel may reset it before the answer is out
    socket.on('error', () => socket.destroy());
    socket.end('HTTP/1.1 502 Bad Gateway\r\ncontent-length: 0\r\n\r\n');
  });
  server.keepAliveTimeout = 1000;
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
