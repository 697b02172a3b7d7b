import { spawn } from 'node:child_process';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { createServer, request } from 'node:http';
import type { AddressInfo } from 'node:net';
import { CLI } from './examples-cli.js';

export interface KilledApply {
  /** The signal the process died of: SIGKILL, or null when it finished first. */
  readonly signal: NodeJS.Signals | null;
  /** What it printed before it died. */
  readonly output: string;
  /** Write requests answered to it (the last one may have been cut off by the kill). */
  readonly writes: number;
}

/**
 * Runs the built CLI (`docform ...args`, against `apiUrl`) through a proxy that counts
 * the answers to its write requests, and SIGKILLs it as the `writes`-th one comes back,
 * before passing it on: the kill lands exactly there, however busy the test process is
 * (polling the journal would see the count late, once the apply had run further or to
 * its end). Requests already sent stay in flight and reach the API: applied, never
 * answered, as with a kill at any moment.
 */
export async function applyKilledAfterWrites(
  apiUrl: string,
  args: readonly string[],
  writes: number,
  env: Readonly<Record<string, string>> = {},
): Promise<KilledApply> {
  let answered = 0;
  let kill = (): void => undefined;
  const proxy = createServer((req: IncomingMessage, res: ServerResponse) => {
    res.on('error', () => undefined);
    const upstream = request(
      new URL(req.url ?? '/', apiUrl),
      // the emulator answers only requests addressed to it (a DNS-rebinding guard)
      { method: req.method, headers: { ...req.headers, host: new URL(apiUrl).host } },
      (answer) => {
        if (req.method !== 'GET' && req.method !== 'HEAD') {
          answered += 1;
          if (answered >= writes) kill();
        }
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      },
    );
    upstream.on('error', () => res.destroy());
    req.pipe(upstream);
  });
  await new Promise<void>((listening) => proxy.listen(0, '127.0.0.1', listening));
  const { port } = proxy.address() as AddressInfo;
  try {
    const child = spawn(process.execPath, [CLI, ...args], {
      env: {
        ...process.env,
        ...env,
        NO_COLOR: '1',
        DOCFORM_API_URL: `http://127.0.0.1:${port}`,
        DOCFORM_TOKEN: 'dev-token',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    kill = () => void child.kill('SIGKILL');
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    const signal = await new Promise<NodeJS.Signals | null>((exited) =>
      child.on('exit', (_code, signal) => exited(signal)),
    );
    return { signal, output, writes: answered };
  } finally {
    proxy.closeAllConnections();
    await new Promise((closed) => proxy.close(closed));
  }
}
