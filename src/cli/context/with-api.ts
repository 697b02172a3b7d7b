import { ApiClient } from '../../api/client.js';
import type { ApiTarget } from './api-target.js';
import { resolveApiTarget } from './api-target.js';
import { resolveTimeout } from './api-options.js';
import { proxyFromEnv } from './proxy-env.js';
import { explainRejectedToken } from './rejected-token.js';
import { explainWrongApiUrl } from './wrong-api-url.js';

export interface WithApiOptions {
  readonly apiUrl?: string;
  /** Requests in flight at once, as the command line resolved it (`--parallelism`). */
  readonly parallelism: number;
  /** Set for `--emulator`: the state file of the in-process emulator. */
  readonly emulatorState?: string;
  /** The state file as the user wrote it (`.docform/emulator.json` for `--emulator` alone). */
  readonly emulatorStateShown?: string;
  /** `--timeout`, in ms; else DOCFORM_TIMEOUT, else 30 minutes. */
  readonly timeoutMs?: number;
  /** `--insecure-http` or DOCFORM_INSECURE_HTTP: plain http to a host that is not loopback. */
  readonly insecureHttp?: boolean;
  readonly env: Readonly<Record<string, string | undefined>>;
  /** Writes a line on stderr (the emulator's notice that DOCFORM_TOKEN is not its own). */
  readonly warn?: (line: string) => void;
}

export interface ApiSession {
  readonly client: ApiClient;
  readonly target: ApiTarget;
  /** True when talking to the in-process emulator. */
  readonly emulated: boolean;
}

/**
 * Runs `fn` with a client for the resolved target (real API or in-process emulator)
 * and closes both afterwards, whatever `fn` does. A token the API rejects fails with a
 * message naming DOCFORM_TOKEN, an address that is not the API's with one naming the
 * setting that gave it.
 */
export async function withApi<T>(
  options: WithApiOptions,
  fn: (session: ApiSession) => Promise<T>,
): Promise<T> {
  const deadlineMs = resolveTimeout(options.timeoutMs, options.env);
  const state = options.emulatorState;
  const token = options.env.DOCFORM_TOKEN?.trim() || undefined;
  const emulator = state === undefined ? undefined : await startEmulatorWhenAsked(state, token);
  if (emulator?.notice !== undefined) options.warn?.(emulator.notice);
  if (emulator?.fromFixture === true) options.warn?.(fromFixtureNote(options, state));
  try {
    const endpoint = emulator
      ? { baseUrl: emulator.url, token: emulator.token }
      : resolveApiTarget(options);
    const target: ApiTarget = { ...endpoint, parallelism: options.parallelism };
    const client = new ApiClient({
      baseUrl: target.baseUrl,
      token: target.token,
      parallelism: target.parallelism,
      deadlineMs,
      insecureHttp: options.insecureHttp === true,
      ...(emulator ? {} : { proxy: proxyFromEnv(options.env) }),
    });
    try {
      return await fn({ client, target, emulated: emulator !== undefined });
    } catch (error) {
      throw emulator
        ? explainRejectedToken(error)
        : explainWrongApiUrl(explainRejectedToken(error), options);
    } finally {
      await client.close();
    }
  } finally {
    await emulator?.close();
  }
}

/**
 * A state file that did not exist was made from the built-in fixture: said on stderr, as
 * a mistyped path would otherwise plan against the fixture without a word. The runs that
 * find the file say nothing.
 */
function fromFixtureNote(options: WithApiOptions, state: string | undefined): string {
  const shown = options.emulatorStateShown ?? state ?? '';
  return `note: --emulator: no state file at ${shown}; starting from the built-in fixture, saved there\n`;
}

/**
 * The emulator's code is loaded only for `--emulator`: it is an eighth of an API
 * command's code, and every plan against a real API paid for compiling it.
 */
async function startEmulatorWhenAsked(statePath: string, token: string | undefined) {
  const { startEmbeddedEmulator } = await import('./embedded-emulator.js');
  return startEmbeddedEmulator(statePath, token);
}
