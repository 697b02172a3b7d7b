import { startEmulator } from '../../../src/emulator/server.js';
import type { EmulatorOptions, RunningEmulator } from '../../../src/emulator/server.js';
import { startOfficialGateway } from '../../support/official-gateway.js';

/**
 * The APIs the core end-to-end suites (apply scenarios, drift, export, the apply-then-plan
 * property) run against, each file once per target:
 * - `emulator`: the emulator itself, which answers every field it stores (the seed's too);
 * - `official gateway`: the same emulator behind test/support/official-gateway.ts, which
 *   answers only what the official OpenAPI document promises (plus a field no version of
 *   docform knows), as api.gitbook.com does. An apply must converge on both.
 */
export const API_TARGETS = ['emulator', 'official gateway'] as const;
export type ApiTarget = (typeof API_TARGETS)[number];

/** An emulator seen through a target; `emulatorUrl` is the emulator's own address. */
export interface TargetApi extends RunningEmulator {
  /** Where hand changes go, as a person in the web app would make them: the emulator. */
  readonly emulatorUrl: string;
}

/**
 * Starts an emulator seen through `target`: `url` is where the CLI sends its requests
 * (the gateway's address for the official gateway, which also passes the emulator's
 * `/_emulator/*` admin endpoints through); `world()` is the emulator's; `close` stops both.
 */
export async function startApiTarget(
  target: ApiTarget,
  options: EmulatorOptions = {},
): Promise<TargetApi> {
  const emulator = await startEmulator({ port: 0, ...options });
  if (target === 'emulator') return { ...emulator, emulatorUrl: emulator.url };
  const gateway = await startOfficialGateway(emulator.url);
  return {
    ...emulator,
    url: gateway.url,
    emulatorUrl: emulator.url,
    world: () => emulator.world(),
    close: async () => {
      await gateway.close();
      await emulator.close();
    },
  };
}
