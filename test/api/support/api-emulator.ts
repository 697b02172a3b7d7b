import { DEFAULT_PARALLELISM } from '../../../src/api/defaults.js';
import { ApiClient } from '../../../src/api/client.js';
import type { ClientOptions } from '../../../src/api/types.js';
import type { FaultConfig } from '../../../src/emulator/faults.js';
import { startEmulator } from '../../../src/emulator/server.js';
import type { EmulatorOptions } from '../../../src/emulator/server.js';
import type { World } from '../../../src/emulator/world.js';
import type { JournalEntry } from '../../support/emulator-journal.js';

/** An emulator on loopback plus what the API tests do with it. */
export interface ApiEmulator {
  readonly url: string;
  /** The emulator's live world. */
  world(): World;
  client(options?: Partial<ClientOptions>): ApiClient;
  journal(): Promise<JournalEntry[]>;
  clearJournal(): Promise<void>;
  faults(config: FaultConfig): Promise<void>;
  close(): Promise<void>;
}

/** The built-in fixture's admin token (docs/emulator.md, "The built-in fixture"). */
export const ADMIN_TOKEN = 'dev-token';

export async function startApiEmulator(options: EmulatorOptions = {}): Promise<ApiEmulator> {
  const emulator = await startEmulator({ port: 0, ...options });
  const clients: ApiClient[] = [];
  const admin = async (method: string, path: string, body?: unknown): Promise<unknown> => {
    const res = await fetch(`${emulator.url}/_emulator/${path}`, {
      method,
      ...(body === undefined
        ? {}
        : { body: JSON.stringify(body), headers: { 'content-type': 'application/json' } }),
    });
    if (!res.ok) throw new Error(`admin ${method} ${path}: ${res.status}`);
    const text = await res.text();
    return text === '' ? undefined : (JSON.parse(text) as unknown);
  };
  return {
    url: emulator.url,
    world: () => emulator.world(),
    client: (options = {}) => {
      const client = new ApiClient({
        baseUrl: emulator.url,
        token: ADMIN_TOKEN,
        parallelism: DEFAULT_PARALLELISM,
        ...options,
      });
      clients.push(client);
      return client;
    },
    journal: async () => (await admin('GET', 'journal')) as JournalEntry[],
    clearJournal: async () => void (await admin('DELETE', 'journal')),
    faults: async (config) => void (await admin('PUT', 'faults', config)),
    close: async () => {
      await Promise.all(clients.map((c) => c.close()));
      await emulator.close();
    },
  };
}
