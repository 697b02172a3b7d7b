import { afterEach, beforeEach } from 'vitest';
import { ApiClient } from '../../../src/api/client.js';
import { startTestEmulator, type TestEmulator } from '../../support/start-test-emulator.js';
import { TOKENS } from '../../support/tokens.js';

/** A fresh emulator (the built-in fixture) and an admin's client of it, for one test. */
export interface EmulatorAndClient {
  readonly emulator: TestEmulator;
  readonly client: ApiClient;
}

/**
 * Registers beforeEach/afterEach hooks in the enclosing suite: each test gets a fresh
 * emulator and an `ApiClient` with the admin token and `parallelism`, both closed after
 * it. The returned object reads them (inside a test only).
 */
export function useEmulatorAndClient(options: { parallelism: number }): EmulatorAndClient {
  let current: { emulator: TestEmulator; client: ApiClient } | undefined;
  beforeEach(async () => {
    const emulator = await startTestEmulator();
    const client = new ApiClient({
      baseUrl: emulator.url,
      token: TOKENS.admin,
      parallelism: options.parallelism,
    });
    current = { emulator, client };
  });
  afterEach(async () => {
    await current?.client.close();
    await current?.emulator.close();
    current = undefined;
  });
  const running = () => {
    if (!current) throw new Error('The emulator is not running (use it inside a test)');
    return current;
  };
  return {
    get emulator() {
      return running().emulator;
    },
    get client() {
      return running().client;
    },
  };
}
