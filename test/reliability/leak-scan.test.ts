import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { builtinFixture } from '../../src/emulator/fixture.js';
import { startEmulator } from '../../src/emulator/server.js';
import { docform } from '../e2e/support/examples-cli.js';
import type { CliRun } from '../e2e/support/examples-cli.js';
import { config, setFaults } from './reliability-cli.js';

/**
 * Leak scan: a marker token (a member's token in a custom fixture) and a
 * marker secret (the SAML certificate, from `${env:...}`) go through every command and
 * error path; neither may appear in any stdout, stderr or written file.
 */
const MARKER_TOKEN = 'marker-token-5d1c9e';
const MARKER_SECRET = 'MIIC-marker-secret-8b2f47';
const ENV = { RELIABILITY_CERT: MARKER_SECRET, DOCFORM_SAML_OKTA_CERTIFICATE: MARKER_SECRET };

type Emulator = Awaited<ReturnType<typeof startEmulator>>;
let emulator: Emulator;
let dir: string;
const outputs: { readonly label: string; readonly run: CliRun }[] = [];

beforeAll(async () => {
  const world = builtinFixture();
  world.tokens[MARKER_TOKEN] = 'usr_alice';
  emulator = await startEmulator({ port: 0, world });
  dir = mkdtempSync(join(tmpdir(), 'docform-leak-'));
});

afterAll(async () => {
  await emulator?.close();
  if (dir) rmSync(dir, { recursive: true, force: true });
});

/** Runs a command as the marker token's holder, in the scratch directory, and keeps its output. */
async function run(label: string, args: string[], token = MARKER_TOKEN): Promise<CliRun> {
  const result = await docform(args, { apiUrl: emulator.url, token, cwd: dir, env: ENV });
  outputs.push({ label, run: result });
  return result;
}

it('keeps the marker token and secret out of every output and file', async () => {
  const base = config('base');
  const out = (name: string): string => join(dir, name);
  expect((await run('validate', ['validate', base])).status).toBe(0);
  const plans = await Promise.all([
    run('plan text', ['plan', base]),
    run('plan json', ['plan', base, '--format', 'json']),
    run('plan markdown', ['plan', base, '--format', 'markdown']),
    run('plan --out', ['plan', base, '--out', out('plan.json')]),
  ]);
  for (const p of plans) expect(p.status, p.stderr).toBe(0);
  expect((await run('apply saved plan', ['apply', out('plan.json')])).status).toBe(0);
  await setFaults(emulator.url, { resetRate: 0.3, resetAt: 'after', seed: 5 });
  expect(
    (await run('apply under resets', ['apply', config('update'), '--auto-approve'])).status,
  ).toBe(0);
  await setFaults(emulator.url, {});
  const reads = await Promise.all([
    run('drift', ['drift', base]),
    run('drift json file', ['drift', base, '--format', 'json', '--output', out('drift.json')]),
    run('export', ['export', '--organization', 'org_acme', '--output', out('export.yaml')]),
    run('export dir', ['export', '--organization', 'org_acme', '--output', out('exported')]),
    run('401 unknown token', ['plan', base], `${MARKER_TOKEN}-unknown`),
    run('403 reader token', ['apply', base, '--auto-approve'], 'carol-token'),
  ]);
  expect(reads.map((r) => r.status)).toEqual([2, 2, 0, 0, 1, 1]);
  await setFaults(emulator.url, { rate: 1, statuses: [500] });
  expect((await run('500 on every request', ['plan', base])).status).toBe(1);
  await setFaults(emulator.url, {});

  const files = listFiles(dir);
  expect(files.length).toBeGreaterThanOrEqual(4);
  const texts = [
    ...outputs.flatMap((o) => [
      [`${o.label} stdout`, o.run.stdout] as const,
      [`${o.label} stderr`, o.run.stderr] as const,
    ]),
    ...files.map((f) => [f, readFileSync(f, 'utf8')] as const),
  ];
  const leaks = texts
    .filter(([, text]) => text.includes(MARKER_TOKEN) || text.includes(MARKER_SECRET))
    .map(([where]) => where);
  const bytes = texts.reduce((n, [, text]) => n + text.length, 0);
  console.log(
    `leak scan: ${outputs.length} commands, ${files.length} files, ${bytes} characters scanned`,
  );
  expect(leaks).toEqual([]);
  // The secret did reach the API, so the scan looked where it could have leaked.
  expect(JSON.stringify(emulator.world().saml)).toContain(MARKER_SECRET);
}, 120_000);

function listFiles(root: string): string[] {
  return readdirSync(root).flatMap((name) => {
    const path = join(root, name);
    return statSync(path).isDirectory() ? listFiles(path) : [path];
  });
}
