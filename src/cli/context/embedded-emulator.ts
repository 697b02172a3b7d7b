import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import { startEmulator } from '../../emulator/server.js';

/** The admin token of the built-in fixture (alice@acme.example). */
export const EMULATOR_TOKEN = 'dev-token';

export interface EmbeddedEmulator {
  /** Origin without `/v1`. */
  readonly url: string;
  readonly token: string;
  close(): Promise<void>;
}

/**
 * `--emulator [STATE_FILE]`: an emulator in this process on 127.0.0.1:0 whose state
 * persists in STATE_FILE (the emulator creates it from the built-in fixture on first
 * use), so that `apply --emulator` then `plan --emulator` in another process sees the
 * same org.
 */
export async function startEmbeddedEmulator(statePath: string): Promise<EmbeddedEmulator> {
  mkdirSync(dirname(statePath), { recursive: true });
  const emulator = await startEmulator({ host: '127.0.0.1', port: 0, statePath });
  return { url: emulator.url, token: EMULATOR_TOKEN, close: () => emulator.close() };
}
