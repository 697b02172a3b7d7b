import { startEmulator, type RunningEmulator } from '../../src/emulator/server.js';
import { journalAt, type JournalEntry } from './emulator-journal.js';
import { answerJson, pathOf, startHostileProxy, type HostileProxy } from './hostile-proxy.js';

/** An emulator behind a proxy that refuses one read, and what the emulator was asked to write. */
export interface RefusedRead {
  readonly emulator: RunningEmulator;
  /** Answers 403 to a GET whose path matches the route; passes everything else. */
  readonly proxy: HostileProxy;
  /** The requests other than GET the emulator has answered since its journal was cleared. */
  writes(): Promise<JournalEntry[]>;
}

/**
 * A token that may not read what `route` matches (a path below the origin, e.g. a site's
 * customization): the API answers such a read 403, as the official one does to a token
 * without the permission. Everything else goes through to a fresh emulator.
 */
export async function emulatorRefusingRead(route: RegExp): Promise<RefusedRead> {
  const emulator = await startEmulator({ port: 0 });
  const proxy = await startHostileProxy(emulator.url, (req, res) => {
    if (req.method !== 'GET' || !route.test(pathOf(req))) return false;
    answerJson(res, 403, { error: { code: 403, message: 'You do not have permission' } });
    return true;
  });
  return {
    emulator,
    proxy,
    writes: async () => (await journalAt(emulator.url)).filter((r) => r.method !== 'GET'),
  };
}
