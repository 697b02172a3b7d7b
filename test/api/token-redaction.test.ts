import { DEFAULT_PARALLELISM } from '../../src/api/defaults.js';
import { inspect } from 'node:util';
import { afterAll, beforeAll, expect, it, vi } from 'vitest';
import { ApiClient } from '../../src/api/client.js';
import type { ApiEventListener } from '../../src/api/events.js';

type ApiEvent = Parameters<ApiEventListener>[0];
import { readLive } from '../../src/api/read-live.js';
import { readAll } from '../../src/model/read-needs.js';
import { createSite } from '../../src/api/resources/sites.js';
import { createTeam } from '../../src/api/resources/teams.js';
import { startApiEmulator } from './support/api-emulator.js';
import type { ApiEmulator } from './support/api-emulator.js';
import { scriptedServer } from './support/scripted-server.js';

/** A token nobody would print by chance. */
const MARKER = 'tok-MARKER-7f3a9c-never-print';

let emulator: ApiEmulator;
beforeAll(async () => {
  emulator = await startApiEmulator();
});
afterAll(() => emulator.close());

it('the token appears in no error message, error dump, event or console output', async () => {
  const events: ApiEvent[] = [];
  const errors: unknown[] = [];
  const written: string[] = [];
  const capture = (chunk: unknown): boolean => {
    written.push(String(chunk));
    return true;
  };
  const out = vi.spyOn(process.stdout, 'write').mockImplementation(capture);
  const err = vi.spyOn(process.stderr, 'write').mockImplementation(capture);
  const client = (baseUrl: string, extra: object = {}): ApiClient =>
    new ApiClient({
      baseUrl,
      token: MARKER,
      parallelism: DEFAULT_PARALLELISM,
      maxAttempts: 2,
      sleep: async () => undefined,
      onEvent: (e) => events.push(e),
      ...extra,
    });
  const clients: ApiClient[] = [];
  let echoed: string | undefined;
  const attempt = async (make: () => ApiClient, run: (c: ApiClient) => Promise<unknown>) => {
    const c = make();
    clients.push(c);
    await run(c).catch((e: unknown) => errors.push(e));
  };
  try {
    // an unknown token: 401 from the emulator
    await attempt(
      () => client(emulator.url),
      (c) => readLive(c, readAll('org_acme')),
    );
    // faults come before authentication: a reset write (outcome unknown), a 503 refusal
    await emulator.faults({ resetRate: 1, seed: 2 });
    await attempt(
      () => client(emulator.url),
      (c) => createTeam(c, 'org_acme', { title: 'T' }),
    );
    await emulator.faults({ rate: 1, statuses: [503, 429] });
    await attempt(
      () => client(emulator.url),
      (c) => createSite(c, 'org_acme', { title: 'S' }),
    );
    await emulator.faults({});
    // a timeout, a refused connection, and a server that echoes the request headers
    const hanging = await scriptedServer(['hang']);
    await attempt(
      () => client(hanging.url, { timeoutMs: 30 }),
      (c) => c.request({ method: 'GET', path: '/x' }),
    );
    await hanging.close();
    const echo = await scriptedServer((seen) => ({
      status: 400,
      body: { error: { code: 400, message: `bad header ${String(seen.headers.authorization)}` } },
    }));
    await attempt(
      () => client(echo.url),
      (c) => c.request({ method: 'GET', path: '/x' }),
    );
    await echo.close();
    echoed = echo.seen[0]?.headers.authorization;
    await attempt(
      () => client(hanging.url),
      (c) => c.request({ method: 'POST', path: '/x' }),
    );
  } finally {
    await Promise.all(clients.map((c) => c.close()));
    out.mockRestore();
    err.mockRestore();
  }

  expect(errors).toHaveLength(6);
  expect(events.length).toBeGreaterThan(3);
  const dumps = [
    ...errors.flatMap((e) => [String(e), inspect(e, { depth: 20, showHidden: true })]),
    JSON.stringify(events),
    ...clients.map((c) => inspect(c, { depth: 20, showHidden: true })),
    written.join(''),
  ];
  for (const dump of dumps) expect(dump).not.toContain(MARKER);
  // the check can fail: the marker is what was sent, and what the server echoed back
  expect(echoed).toBe(`Bearer ${MARKER}`);
  expect(errors.map(String)).toContainEqual(expect.stringContaining('bad header Bearer (token)'));
});
