import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { startEmulator } from '../../../src/emulator/server.js';
import { docform, EXAMPLES, ROOT } from '../support/examples-cli.js';

/**
 * `docform fmt --check` in CI passes on what docform itself writes: a fresh export, and
 * every example config. Export and fmt write the one canonical key order
 * (src/config/key-order.ts); before it, an export wrote `id:` before `title:` and fmt
 * moved `environments:` to the bottom, so both failed the check.
 */
type Emulator = Awaited<ReturnType<typeof startEmulator>>;
let scratch = '';
let emulator: Emulator | undefined;

beforeAll(() => {
  scratch = mkdtempSync(join(tmpdir(), 'docform-fmt-own-'));
});
afterAll(() => rmSync(scratch, { recursive: true, force: true }));
afterEach(async () => {
  await emulator?.close();
  emulator = undefined;
});

/** Every config under examples/: each `docform.yaml`, and each `docform/` directory. */
function exampleConfigs(dir = join(ROOT, 'examples')): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (!statSync(path).isDirectory()) return name === 'docform.yaml' ? [path] : [];
    return name === 'docform' ? [path] : exampleConfigs(path);
  });
}

describe('fmt --check passes on what docform writes', () => {
  it('an export of an organization a rich config was applied to, to a file and to a directory', async () => {
    emulator = await startEmulator({ port: 0 });
    const full = EXAMPLES.find((e) => e.name === 'full');
    if (!full) throw new Error('examples/full is gone from EXAMPLES');
    const args = ['apply', join(ROOT, full.path), '--auto-approve', '--allow-delete'];
    const apply = await docform(args, { apiUrl: emulator.url, env: full.env });
    expect(apply.status, apply.stderr).toBe(0);

    const dir = join(scratch, 'full');
    const at = { apiUrl: emulator.url, cwd: dir };
    const exportArgs = ['export', '--organization', 'org_acme', '--output'];
    expect((await docform([...exportArgs, `${dir}/exp.yaml`], at)).status).toBe(0);
    expect((await docform([...exportArgs, `${dir}/out/`], at)).status).toBe(0);
    const yaml = readFileSync(join(dir, 'exp.yaml'), 'utf8');
    // the export holds every kind of object the check should see
    for (const key of ['teams:', 'saml:', 'openapi:', 'spaces:', '    sections:', '  - group:']) {
      expect(yaml).toContain(key);
    }
    // the same YAML but for the schema line, relative to where it is written
    const body = (text: string) => text.slice(text.indexOf('\n'));
    expect(body(readFileSync(join(dir, 'out/docform.yaml'), 'utf8'))).toBe(body(yaml));

    const file = await docform(['fmt', '--check', 'exp.yaml'], { cwd: dir });
    expect(file, yaml).toEqual({ status: 0, stdout: '', stderr: '' });
    const directory = await docform(['fmt', '--check'], { cwd: join(dir, 'out') });
    expect(directory).toEqual({ status: 0, stdout: '', stderr: '' });
  });

  it('every example config', async () => {
    const configs = exampleConfigs().map((path) => relative(ROOT, path));
    expect(configs).toEqual(
      expect.arrayContaining([
        ...EXAMPLES.map((e) => e.path),
        'examples/environments/docform.yaml',
      ]),
    );
    for (const config of configs) {
      const run = await docform(['fmt', '--check', config], { cwd: ROOT });
      expect(run, config).toEqual({ status: 0, stdout: '', stderr: '' });
    }
  });
});
