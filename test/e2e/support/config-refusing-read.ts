import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll } from 'vitest';
import type { RunningEmulator } from '../../../src/emulator/server.js';
import type { HostileProxy } from '../../support/hostile-proxy.js';
import { emulatorRefusingRead, type RefusedRead } from '../../support/refused-read.js';
import { docform, type CliRun } from './examples-cli.js';

/** An emulator behind a proxy that refuses one read, and a scratch directory of configs. */
export interface ConfigRefusingRead {
  readonly emulator: RunningEmulator;
  readonly proxy: HostileProxy;
  readonly dir: string;
  /** The requests other than GET the emulator answered since its journal was cleared. */
  writes: RefusedRead['writes'];
  /** Runs docform in `dir`, through the proxy unless `apiUrl` names another origin. */
  run(args: string[], apiUrl?: string): Promise<CliRun>;
}

/**
 * Registers beforeAll/afterAll hooks in the enclosing suite: before its tests, starts an
 * emulator whose reads matching `route` are refused (test/support/refused-read.ts) and
 * writes `files` (name to text) into a scratch directory named `prefix...`; after them,
 * closes both and removes the directory. A beforeAll the suite registers after this call
 * runs after it. The returned object reads them inside the suite's hooks and tests.
 */
export function useConfigRefusingRead(
  route: RegExp,
  options: { readonly prefix: string; readonly files: Readonly<Record<string, string>> },
): ConfigRefusingRead {
  let current: (RefusedRead & { dir: string }) | undefined;
  beforeAll(async () => {
    const refused = await emulatorRefusingRead(route);
    const dir = mkdtempSync(join(tmpdir(), options.prefix));
    for (const [name, text] of Object.entries(options.files)) {
      writeFileSync(join(dir, name), text);
    }
    current = { ...refused, dir };
  });
  afterAll(async () => {
    await current?.proxy.close();
    await current?.emulator.close();
    if (current) rmSync(current.dir, { recursive: true, force: true });
    current = undefined;
  });
  const started = () => {
    if (!current) throw new Error('The emulator is not running (use it inside the suite)');
    return current;
  };
  return {
    get emulator() {
      return started().emulator;
    },
    get proxy() {
      return started().proxy;
    },
    get dir() {
      return started().dir;
    },
    writes: () => started().writes(),
    run: (args, apiUrl = started().proxy.url) => docform(args, { apiUrl, cwd: started().dir }),
  };
}
