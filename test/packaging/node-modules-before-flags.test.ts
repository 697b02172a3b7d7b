/**
 * A command that sends requests sets V8's flags (src/cli/wasm-baseline.ts), under which
 * V8 refuses the compiled code of Node's own modules: the bin loads those a plan needs
 * before, and the other commands change no flag at all.
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

describe("Node's own modules and V8's flags", () => {
  it('a plan sent over HTTP loads none after the flags change', async () => {
    const url = emulator?.url ?? '';
    expect(await loadedAfterFlags(['plan', MINIMAL, '--api-url', url])).toEqual([]);
  });

  it('nor one over HTTPS (which fails here: no server speaks TLS on that port)', async () => {
    const url = (emulator?.url ?? '').replace(/^http:/, 'https:');
    expect(await loadedAfterFlags(['plan', MINIMAL, '--api-url', url], 'failing')).toEqual([]);
  });

  it('nor an apply, nor a plan with the emulator in the process', async () => {
    const url = emulator?.url ?? '';
    const apply = ['apply', MINIMAL, '--api-url', url, '--auto-approve'];
    expect(await loadedAfterFlags(apply)).toEqual([]);
    expect(await loadedAfterFlags(['plan', MINIMAL, '--emulator'])).toEqual([]);
  });

  it('a command that sends no request changes no flag', async () => {
    expect(await loadedAfterFlags(['validate', MINIMAL])).toEqual(['no flag']);
  });
});
