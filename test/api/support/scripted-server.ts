import { createServer } from 'node:http';
import type { IncomingHttpHeaders, Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/** One scripted answer; `hang` never answers, `reset` destroys the connection. */
export type Script =
  { status: number; body?: unknown; headers?: Record<string, string> } | 'hang' | 'reset';

export interface Seen {
  readonly method: string;
  readonly url: string;
  readonly headers: IncomingHttpHeaders;
  readonly body: string;
}

/**
 * A loopback HTTP server that answers with a script, for the exact header and timing
 * cases the emulator has no knob for (Retry-After values, a hanging server, a list that
 * repeats its page). The last script entry repeats.
 */
export async function scriptedServer(
  scripts: Script[] | ((seen: Seen) => Script),
): Promise<{ url: string; seen: Seen[]; close(): Promise<void> }> {
  const seen: Seen[] = [];
  const server: Server = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString()));
    req.on('end', () => {
      const request = { method: req.method ?? '', url: req.url ?? '', headers: req.headers, body };
      seen.push(request);
      const script =
        typeof scripts === 'function'
          ? scripts(request)
          : (scripts[seen.length - 1] ?? scripts.at(-1) ?? 'hang');
      if (script === 'hang') return;
      if (script === 'reset') return void req.socket.destroy();
      res.writeHead(script.status, { 'content-type': 'application/json', ...script.headers });
      res.end(script.body === undefined ? '' : JSON.stringify(script.body));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    seen,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
