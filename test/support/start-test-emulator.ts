import { afterAll, beforeAll } from 'vitest';
import { startEmulator } from '../../src/emulator/server.js';
import type { World } from '../../src/emulator/world.js';
import { fetchAs } from './fetch-as.js';
import { TOKENS } from './tokens.js';
import { officialClient } from './official-client.js';
import type { OfficialClient } from './official-client.js';
import type { FetchAsOptions, FetchAsResult } from './fetch-as.js';
import { clearJournalAt, journalAt, type JournalEntry } from './emulator-journal.js';
import { setStateAt, stateAt } from './emulator-state.js';

type Emulator = Awaited<ReturnType<typeof startEmulator>>;

/** A running emulator on loopback, seen the way a test uses it. */
export interface TestEmulator {
  /** Origin without `/v1`, e.g. `http://127.0.0.1:41234`. */
  readonly url: string;
  /** The official client, authenticated with `token`. */
  client(token: string): OfficialClient;
  /** A plain request to a path below `/v1`. */
  v1(
    token: string | undefined,
    method: string,
    path: string,
    options?: FetchAsOptions,
  ): Promise<FetchAsResult>;
  /** The emulator's live world. */
  world(): World;
  /** The requests it has answered since the last `clearJournal`: `METHOD /v1/path?query`. */
  journal(): Promise<string[]>;
  /** The same requests as they were journaled: method, path and the status answered. */
  journalEntries(): Promise<JournalEntry[]>;
  clearJournal(): Promise<void>;
  /** The whole world as `GET /_emulator/state` answers it (a copy, unlike `world`). */
  state(): Promise<World>;
  /** Installs a world through `PUT /_emulator/state`; throws when the emulator refuses it. */
  setState(world: unknown): Promise<void>;
  /** An admin's request below `/v1`, its JSON answer as an object with an id. */
  admin(method: string, path: string, body?: unknown): Promise<{ id: string }>;
  close(): Promise<void>;
}

/** Starts an emulator on an ephemeral port (the built-in fixture unless `world` is given). */
export async function startTestEmulator(world?: World): Promise<TestEmulator> {
  const emulator: Emulator = await startEmulator({ port: 0, ...(world ? { world } : {}) });
  return asTestEmulator(emulator);
}

/** An emulator already started (with a state file, say), seen as the tests use it. */
export function asTestEmulator(emulator: Emulator): TestEmulator {
  const url = emulator.url;
  return {
    url,
    client: (token) => officialClient(url, token),
    v1: (token, method, path, options) => fetchAs(url, token, method, `/v1${path}`, options),
    world: () => emulator.world(),
    async journal() {
      return (await journalAt(url)).map((e) => `${e.method} ${e.path}`);
    },
    journalEntries: () => journalAt(url),
    clearJournal: () => clearJournalAt(url),
    state: () => stateAt(url),
    setState: (world) => setStateAt(url, world),
    async admin(method, path, body) {
      const options = body === undefined ? {} : { json: body };
      const res = await fetchAs(url, TOKENS.admin, method, `/v1${path}`, options);
      return res.body as { id: string };
    },
    close: () => emulator.close(),
  };
}

/**
 * Registers beforeAll/afterAll hooks around a fresh emulator for the enclosing suite and
 * returns a getter for it (valid inside tests).
 */
export function useTestEmulator(world?: () => World): () => TestEmulator {
  let current: TestEmulator | undefined;
  beforeAll(async () => {
    current = await startTestEmulator(world?.());
  });
  afterAll(async () => {
    await current?.close();
  });
  return () => {
    if (!current) throw new Error('The emulator is not running (use it inside a test)');
    return current;
  };
}
