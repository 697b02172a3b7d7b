/**
 * A command that sends requests sets V8's flags where they pay (src/cli/v8-flags.ts):
 * `--liftoff-only` on Node 20 and 22, apply's heap flags. V8 refuses the compiled code
 * of Node's own modules under other flags, so the bin loads those the command needs
 * before, the `navigator` global of Node 22 and later among them; the other commands
 * change no flag at all, and on Node 24 a plan changes none either.
 */
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestEmulator, type TestEmulator } from '../support/start-test-emulator.js';
import { ensureBuilt } from './built-dist.js';

const ROOT = resolve(import.meta.dirname, '../..');
const BIN = join(ROOT, 'dist/bin/docform.js');
const PRELOAD = join(ROOT, 'test/support/after-flags.mjs');
const MINIMAL = join(ROOT, 'examples/minimal/docform.yaml');

let scratch = '';
let emulator: TestEmulator | undefined;

beforeAll(async () => {
  ensureBuilt(ROOT);
  scratch = mkdtempSync(join(tmpdir(), 'docform-after-flags-'));
  emulator = await startTestEmulator();
}, 240_000);

afterAll(async () => {
  await emulator?.close();
  if (scratch) rmSync(scratch, { recursive: true, force: true });
});

/**
 * The Node modules `args` loaded after V8's flags changed (`no flag`: none changed).
 * Not a synchronous spawn: the emulator answers from this process.
 */
async function loadedAfterFlags(args: string[], outcome?: 'failing'): Promise<string[]> {
  const log = join(scratch, `${args[0] ?? 'none'}.log`);
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NO_COLOR: '1',
    DOCFORM_TOKEN: 'dev-token',
    DOCFORM_COMPILE_CACHE: join(scratch, 'cache'),
    DOCFORM_TEST_AFTER_FLAGS: log,
  };
  const run = promisify(execFile)(
    process.execPath,
    ['--import', pathToFileURL(PRELOAD).href, BIN, ...args],
    { cwd: scratch, env, timeout: 60_000 },
  );
  if (outcome === 'failing') await run.catch(() => undefined);
  else await run;
  return readFileSync(log, 'utf8').split('\n').filter(Boolean);
}

/** V8's major: 11 on Node 20, 12 on Node 22, 13 on Node 24. */
const V8_MAJOR = Number(process.versions.v8.split('.')[0]);
/** Where a plan sets `--liftoff-only` (src/cli/wasm-baseline.ts). */
const PLAN_SETS_FLAGS = V8_MAJOR <= 12;

describe("Node's own modules and V8's flags", () => {
  it.runIf(PLAN_SETS_FLAGS)('a plan sent over HTTP loads none after the flags change', async () => {
    const url = emulator?.url ?? '';
    expect(await loadedAfterFlags(['plan', MINIMAL, '--api-url', url])).toEqual([]);
  });

  it.runIf(PLAN_SETS_FLAGS)(
    'nor one over HTTPS (which fails here: no server speaks TLS on that port)',
    async () => {
      const url = (emulator?.url ?? '').replace(/^http:/, 'https:');
      expect(await loadedAfterFlags(['plan', MINIMAL, '--api-url', url], 'failing')).toEqual([]);
    },
  );

  it.runIf(PLAN_SETS_FLAGS)('nor a plan with the emulator in the process', async () => {
    expect(await loadedAfterFlags(['plan', MINIMAL, '--emulator'])).toEqual([]);
  });

  it.runIf(!PLAN_SETS_FLAGS)(
    'on Node 24 a plan changes no flag: --liftoff-only saves nothing there',
    async () => {
      const url = emulator?.url ?? '';
      expect(await loadedAfterFlags(['plan', MINIMAL, '--api-url', url])).toEqual(['no flag']);
      expect(await loadedAfterFlags(['plan', MINIMAL, '--emulator'])).toEqual(['no flag']);
    },
  );

  it('an apply (its heap flags) loads none after the flags change', async () => {
    const url = emulator?.url ?? '';
    const apply = ['apply', MINIMAL, '--api-url', url, '--auto-approve'];
    expect(await loadedAfterFlags(apply)).toEqual([]);
  });

  it('a command that sends no request changes no flag', async () => {
    expect(await loadedAfterFlags(['validate', MINIMAL])).toEqual(['no flag']);
  });
});
