import { dirname, sep } from 'node:path';
import { ownDirectory } from '../../files/safe-write.js';
import { startEmulator } from '../../emulator/server.js';
import { DEFAULT_EMULATOR_STATE } from './emulator-argument.js';

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
  ownStateDirectory(statePath);
  const emulator = await startEmulator({ host: '127.0.0.1', port: 0, statePath });
  return { url: emulator.url, token: EMULATOR_TOKEN, close: () => emulator.close() };
}

/**
 * `.docform/`, the directory of the default state file, is docform's own: made when
 * missing, refused when it is a symbolic link (a config repository may commit one, and
 * the state would then be written where it points). The directory of a state file
 * given by path is the user's, and must exist (command-context.ts): its own links are
 * theirs to make. The state file itself is never a link (src/emulator/server.ts).
 */
function ownStateDirectory(statePath: string): void {
  const own = DEFAULT_EMULATOR_STATE.split('/').join(sep);
  const dir = dirname(statePath);
  if (statePath === own || statePath.endsWith(`${sep}${own}`)) ownDirectory(dir, true);
}
