import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll } from 'vitest';
import { startApiTarget, type ApiTarget, type TargetApi } from './api-targets.js';
import { HandApi } from './drift-api.js';
import { docform, type CliRun } from './examples-cli.js';

/** An API target, the hand changes made to it, and a scratch directory holding configs. */
export interface ConfigOnTarget {
  readonly api: TargetApi;
  /** Hand changes go to the emulator itself, as a person in the web app makes them. */
  readonly hand: HandApi;
  readonly dir: string;
  /** Runs docform in `dir` against the target. */
  run(args: string[]): Promise<CliRun>;
}

/**
 * Registers beforeAll/afterAll hooks in the enclosing suite: before its tests, starts
 * `target` and writes `files` (name to text, `docform.yaml` the config a bare command
 * reads) into a scratch directory named `prefix...`; after them, closes the target and
 * removes the directory. A beforeAll the suite registers after this call runs after it
 * (an apply of the config, say). The returned object reads them inside the suite's
 * hooks and tests.
 */
export function useConfigOnTarget(
  target: ApiTarget,
  options: { readonly prefix: string; readonly files: Readonly<Record<string, string>> },
): ConfigOnTarget {
  let current: { api: TargetApi; hand: HandApi; dir: string } | undefined;
  beforeAll(async () => {
    const api = await startApiTarget(target);
    const dir = mkdtempSync(join(tmpdir(), options.prefix));
    for (const [name, text] of Object.entries(options.files)) {
      writeFileSync(join(dir, name), text);
    }
    current = { api, hand: new HandApi(api.emulatorUrl), dir };
  });
  afterAll(async () => {
    await current?.api.close();
    if (current) rmSync(current.dir, { recursive: true, force: true });
    current = undefined;
  });
  const started = () => {
    if (!current) throw new Error('The API target is not running (use it inside the suite)');
    return current;
  };
  return {
    get api() {
      return started().api;
    },
    get hand() {
      return started().hand;
    },
    get dir() {
      return started().dir;
    },
    run: (args) => docform(args, { apiUrl: started().api.url, cwd: started().dir }),
  };
}
