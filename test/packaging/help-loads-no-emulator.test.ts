/**
 * The help of docform and of each command loads the commands' bundle only: the emulator
 * (`emulator.cjs`) is loaded by the action of the commands that run it (`emulator`,
 * `init`, `--emulator`), never by their registration, which help needs.
 */
import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ensureBuilt } from './built-dist.js';

const ROOT = resolve(import.meta.dirname, '../..');
const BIN = join(ROOT, 'dist/bin/docform.js');
const PRELOAD = join(ROOT, 'test/support/loaded-bundles.mjs');

let scratch = '';

beforeAll(() => {
  ensureBuilt(ROOT);
  scratch = mkdtempSync(join(tmpdir(), 'docform-loaded-bundles-'));
}, 240_000);

afterAll(() => {
  if (scratch) rmSync(scratch, { recursive: true, force: true });
});

/** The bundles of dist/bin that `docform ARGS` read, sorted, and its output. */
async function bundlesOf(args: string[]): Promise<{ bundles: string[]; stdout: string }> {
  const log = join(scratch, `${args.join('-').replace(/\W+/g, '_')}.log`);
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NO_COLOR: '1',
    DOCFORM_COMPILE_CACHE: 'off',
    DOCFORM_TEST_LOADED_BUNDLES: log,
  };
  const { stdout } = await promisify(execFile)(
    process.execPath,
    ['--import', pathToFileURL(PRELOAD).href, BIN, ...args],
    { cwd: scratch, env, timeout: 60_000 },
  );
  const bundles = readFileSync(log, 'utf8').split('\n').filter(Boolean).sort();
  return { bundles, stdout };
}

describe('the bundles help loads', () => {
  it('docform --help: cli.cjs only, and lists every command', async () => {
    const { bundles, stdout } = await bundlesOf(['--help']);
    expect(bundles).toEqual(['cli.cjs']);
    for (const command of ['emulator', 'init', 'plan', 'apply']) expect(stdout).toContain(command);
  });

  it('the help of the commands that run the emulator: cli.cjs only', async () => {
    for (const command of ['emulator', 'init', 'plan']) {
      const { bundles, stdout } = await bundlesOf([command, '--help']);
      expect(bundles, command).toEqual(['cli.cjs']);
      expect(stdout).toContain(`docform ${command}`);
    }
  });

  it('init itself loads the emulator (its sample organization)', async () => {
    const { bundles } = await bundlesOf(['init', join(scratch, 'starter')]);
    expect(bundles).toEqual(['cli.cjs', 'emulator.cjs']);
  });
});
