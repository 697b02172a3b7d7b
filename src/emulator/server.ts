import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { EmulatorCore } from './emulator-core.js';
import type { FaultConfig } from './faults.js';
import { allowedHosts, hostAllowed } from './host-check.js';
import { sendError } from './http-io.js';
import { builtinFixture } from './fixture.js';
import { RateLimiter } from './rate-limit.js';
import { RouteMatcher } from './route-matcher.js';
import { v1Routes } from './v1-routes.js';
import { serveAdmin } from './serve-admin.js';
import { serveV1 } from './serve-v1.js';
import { StateStore, readWorldFile } from './state-store.js';
import { checkWritableTarget } from '../files/safe-write.js';
import { checkWorldReferences } from './world-references.js';
import type { World } from './world.js';

export interface EmulatorOptions {
  /** Default 127.0.0.1. */
  readonly host?: string;
  /** 0 (the default) picks any free port. */
  readonly port?: number;
  /** The starting world when no state file exists yet; default the built-in fixture. */
  readonly world?: World;
  /** Load this file if it exists (else start from `world` and write it); persist every write. */
  readonly statePath?: string;
  /** Delay of every /v1 response, in milliseconds. */
  readonly latencyMs?: number;
  readonly faults?: FaultConfig;
  /** Requests per window; undefined leaves rate limiting off. */
  readonly rateLimit?: number;
  /** Default 60000. */
  readonly rateLimitWindowMs?: number;
  readonly now?: () => Date;
}

export interface RunningEmulator {
  /** `http://HOST:PORT`, without `/v1`. */
  readonly url: string;
  readonly port: number;
  /** The live world. */
  world(): World;
  close(): Promise<void>;
}

/** Starts the emulator (docs/emulator.md) and resolves once it listens. */
export async function startEmulator(options: EmulatorOptions = {}): Promise<RunningEmulator> {
  // a state file that is a symbolic link is refused before it is read: its world would be
  // the file it points to, and the first write would then replace the link
  if (options.statePath) checkWritableTarget(options.statePath);
  const store = options.statePath ? new StateStore(options.statePath) : undefined;
  await store?.removeLeftovers();
  const loaded = options.statePath ? readWorldFile(options.statePath) : undefined;
  const world = loaded ?? structuredClone(options.world ?? builtinFixture());
  if (!loaded && options.world) checkWorldReferences(world);
  const core = new EmulatorCore(world, new RouteMatcher(v1Routes()), {
    latencyMs: options.latencyMs ?? 0,
    now: options.now ?? (() => new Date()),
    ...(options.rateLimit !== undefined
      ? { limiter: new RateLimiter(options.rateLimit, options.rateLimitWindowMs ?? 60_000) }
      : {}),
    ...(store ? { store } : {}),
  });
  if (options.faults) core.faults.configure(options.faults);
  if (store && !loaded) {
    await store.persist(core.version, () => ({ world: core.world, version: core.version }));
  }

  const host = options.host ?? '127.0.0.1';
  // Set as the server starts listening (it needs the port), before any request is served.
  let hosts: ReadonlySet<string> | undefined;
  const server = createServer((req, res) => {
    if (!hostAllowed(hosts, req.headers.host)) {
      const shown = JSON.stringify(req.headers.host ?? '');
      return sendError(res, 403, `Host ${shown} is not the address the emulator listens on`);
    }
    const url = new URL(req.url ?? '/', 'http://emulator.invalid');
    const serve =
      url.pathname === '/v1' || url.pathname.startsWith('/v1/')
        ? serveV1(core, req, res, url)
        : url.pathname.startsWith('/_emulator/')
          ? serveAdmin(core, req, res, url)
          : Promise.resolve(
              sendError(res, 404, `No route for ${req.method ?? 'GET'} ${url.pathname}`),
            );
    serve.catch(() => sendError(res, 500, 'Internal emulator error'));
  });
  server.on('clientError', (_error, socket) => socket.destroy());

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, host, () => {
      server.off('error', reject);
      hosts = allowedHosts(host, (server.address() as AddressInfo).port);
      resolve();
    });
  });
  const port = (server.address() as AddressInfo).port;
  const url = `http://${host.includes(':') ? `[${host}]` : host}:${port}`;
  core.origin = url;

  return {
    url,
    port,
    world: () => core.world,
    close: async () => {
      await new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      });
      await store?.drain();
    },
  };
}
