import { cpSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { startEmulator } from '../../../src/emulator/server.js';
import { scratchDirs } from '../../support/scratch-dirs.js';
import { docform, EXAMPLES, ROOT } from '../support/examples-cli.js';

/**
 * A CI format check runs right after `docform pin` is committed: what pin writes is in
 * the order `docform fmt` writes (src/config/key-order.ts), for every example layout:
 * one file, a directory of files, and a config with `environments:` whose overrides
 * pin extends.
 */
type Emulator = Awaited<ReturnType<typeof startEmulator>>;
let emulator: Emulator;
const scratch = scratchDirs('docform-pin-fmt-');

beforeEach(async () => {
  emulator = await startEmulator({ port: 0 });
});
afterEach(async () => {
  await emulator?.close();
});

const LAYOUTS = [
  ...EXAMPLES.map(({ name, path, env }) => ({ name, path, env, flags: [] as string[] })),
  {
    name: 'environments (staging)',
    path: 'examples/environments/docform.yaml',
    env: {},
    flags: ['--env', 'staging'],
  },
];

describe('fmt --check passes right after pin', () => {
  it.each(LAYOUTS)('examples/$name', async ({ path, env, flags }) => {
    // a copy of the example's folder, so that pin writes there and not into examples/
    const dir = scratch();
    cpSync(dirname(join(ROOT, path)), dir, { recursive: true });
    const config = basename(path);
    const at = { apiUrl: emulator.url, env, cwd: dir };
    const before = await docform(['fmt', '--check', config], at);
    expect(before.status, before.stdout + before.stderr).toBe(0);
    const applied = await docform(
      ['apply', config, '--auto-approve', '--allow-delete', ...flags],
      at,
    );
    expect(applied.status, applied.stdout + applied.stderr).toBe(0);
    const pinned = await docform(['pin', config, ...flags], at);
    expect(pinned.status, pinned.stderr).toBe(0);
    expect(pinned.stdout).toMatch(/^pinned: /m);
    const check = await docform(['fmt', '--check', config], at);
    expect(check, pinned.stdout).toEqual({ status: 0, stdout: '', stderr: '' });
  });
});
