import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startEmulator } from '../../../src/emulator/server.js';
import { journal, writesIn } from '../support/apply-harness.js';
import { HandApi } from '../support/drift-api.js';
import type { CliRun } from '../support/examples-cli.js';
import { clearJournal, docform } from '../support/examples-cli.js';
import { scratchDirs } from '../../support/scratch-dirs.js';

/** Scratch directories, removed when this file's tests are done. */
const tempDir = scratchDirs('docform-specs-');

const shown = (run: CliRun): string => `exit ${run.status}\n${run.stdout}\n${run.stderr}`;

const V1 = 'openapi: 3.0.3\ninfo: { title: Petstore, version: 1.0.0 }\npaths: {}\n';
const V2 = 'openapi: 3.0.3\ninfo: { title: Petstore, version: 1.1.0 }\npaths: {}\n';

/**
 * A spec kept in the repo is published only when its content differs from the
 * latest version's (read with the official raw content operation, only for specs given
 * as a file or text). Edited, it plans one change and applies one new version;
 * unchanged, it plans nothing and nothing is written.
 */
describe('OpenAPI specs from files', () => {
  let emulator: Awaited<ReturnType<typeof startEmulator>>;
  beforeAll(async () => {
    emulator = await startEmulator({ port: 0 });
  });
  afterAll(() => emulator.close());

  it('publishes a spec file once, then only when it is edited', async () => {
    const dir = tempDir();
    // a repository (a Git work tree): the config reads the spec from a sibling directory
    mkdirSync(join(dir, '.git'));
    mkdirSync(join(dir, 'docform'));
    mkdirSync(join(dir, 'specs'));
    const spec = join(dir, 'specs', 'petstore.yaml');
    writeFileSync(spec, V1);
    // in directory mode the path is relative to the file that names it
    writeFileSync(
      join(dir, 'docform', 'openapi.yaml'),
      'version: 1\norganization: org_acme\nopenapi:\n  petstore:\n    source: { file: ../specs/petstore.yaml }\n  remote:\n    source: https://specs.acme.example/remote.yaml\n',
    );
    const config = join(dir, 'docform');
    const at = { apiUrl: emulator.url };
    const api = new HandApi(emulator.url);
    const raw = '/orgs/org_acme/openapi/petstore/versions/latest/content/raw';

    const created = await docform(['apply', config, '--auto-approve'], at);
    expect(created.status, shown(created)).toBe(0);
    expect((await api.call<{ text: string }>('GET', raw)).text).toBe(V1);

    // unchanged: nothing planned, nothing written; only the file-sourced spec's text is read
    await clearJournal(emulator.url);
    const same = await docform(['apply', config, '--auto-approve'], at);
    expect(same.status, shown(same)).toBe(0);
    expect(same.stdout).toContain('No changes');
    const reads = (await journal(emulator.url)).map((e) => `${e.method} ${e.path}`);
    expect(reads).toContain(`GET /v1${raw}`);
    expect(reads.filter((r) => r.includes('/content/raw'))).toHaveLength(1);
    expect(await writesIn(emulator.url)).toEqual([]);

    // edited in place: one change, shown by size and digest, and one new version
    writeFileSync(spec, V2);
    const plan = await docform(['plan', config, '--detailed-exitcode'], at);
    expect(plan.status, shown(plan)).toBe(2);
    expect(plan.stdout).toContain('Plan: 0 to create, 1 to update, 0 to move, 0 to delete.');
    expect(plan.stdout).toMatch(
      /source: latest version \(67 B, sha256 [0-9a-f]{8}\) -> file \.\.\/specs\/petstore\.yaml \(67 B, sha256 [0-9a-f]{8}\)/,
    );
    expect(plan.stdout).not.toContain('version: 1.1.0');
    const versions = async () =>
      (await api.items<{ id: string }>('/orgs/org_acme/openapi/petstore/versions')).length;
    const before = await versions();
    await clearJournal(emulator.url);
    const applied = await docform(['apply', config, '--auto-approve'], at);
    expect(applied.status, shown(applied)).toBe(0);
    expect((await writesIn(emulator.url)).map((w) => `${w.method} ${w.path}`)).toEqual([
      'PUT /v1/orgs/org_acme/openapi/petstore',
    ]);
    expect(await versions()).toBe(before + 1);
    expect((await api.call<{ text: string }>('GET', raw)).text).toBe(V2);
    const after = await docform(['plan', config, '--detailed-exitcode'], at);
    expect(after.status, shown(after)).toBe(0);
  });

  it('refuses a spec file that is missing at the file: value', async () => {
    const dir = tempDir();
    const config = join(dir, 'docform.yaml');
    writeFileSync(
      config,
      'version: 1\norganization: org_acme\nopenapi:\n  petstore:\n    source: { file: specs/gone.yaml }\n',
    );
    const run = await docform(['validate', config]);
    expect(run.status, shown(run)).toBe(1);
    expect(run.stdout + run.stderr).toContain(`${config}:5:21`);
    expect(run.stdout + run.stderr).toContain('specs/gone.yaml does not exist');
  });
});
