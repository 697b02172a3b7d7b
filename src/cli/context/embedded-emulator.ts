import { existsSync } from 'node:fs';
import { dirname, sep } from 'node:path';
import { startEmulator } from '../../emulator/public.js';
import type { World } from '../../emulator/public.js';
import { ownDirectory } from '../../files/safe-write.js';
import { DEFAULT_EMULATOR_STATE } from './emulator-argument.js';

/** The admin token of the built-in fixture (alice@acme.example). */
export const EMULATOR_TOKEN = 'dev-token';

export interface EmbeddedEmulator {
  /** Origin without `/v1`. */
  readonly url: string;
  readonly token: string;
  /**
   * Set when DOCFORM_TOKEN holds a token the emulator does not know: the line that says
   * whom the run acts as instead (never the token itself).
   */
  readonly notice?: string;
  /** True when STATE_FILE did not exist: the emulator made it from the built-in fixture. */
  readonly fromFixture: boolean;
  close(): Promise<void>;
}

/**
 * `--emulator [STATE_FILE]`: an emulator in this process on 127.0.0.1:0 whose state
 * persists in STATE_FILE (the emulator creates it from the built-in fixture on first
 * use), so that `apply --emulator` then `plan --emulator` in another process sees the
 * same org. It acts as the user whose emulator token `requested` (DOCFORM_TOKEN) holds,
 * so that a read-only token's refusal can be tried (`carol-token`); as alice when it is
 * unset or is not one of the emulator's tokens (a real API token exported in the shell
 * must not stop a try-out), with a notice saying so.
 */
export async function startEmbeddedEmulator(
  statePath: string,
  requested: string | undefined,
): Promise<EmbeddedEmulator> {
  ownStateDirectory(statePath);
  const fromFixture = !existsSync(statePath);
  const emulator = await startEmulator({ host: '127.0.0.1', port: 0, statePath });
  const world = emulator.world();
  const known = requested !== undefined && Object.hasOwn(world.tokens, requested);
  const close = () => emulator.close();
  if (requested === undefined || known) {
    return { url: emulator.url, token: requested ?? EMULATOR_TOKEN, fromFixture, close };
  }
  const notice = unknownTokenNotice(world);
  return { url: emulator.url, token: EMULATOR_TOKEN, notice, fromFixture, close };
}

function unknownTokenNotice(world: World): string {
  const emailOf = (token: string): string => {
    const id = world.tokens[token];
    return world.users.find((u) => u.id === id)?.email ?? 'its admin';
  };
  const tokens = Object.keys(world.tokens)
    .map((t) => `${t} (${emailOf(t)})`)
    .join(', ');
  return `warning: DOCFORM_TOKEN is not a token of the emulator, so --emulator acts as ${emailOf(EMULATOR_TOKEN)} (${EMULATOR_TOKEN}); its tokens: ${tokens}\n`;
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
