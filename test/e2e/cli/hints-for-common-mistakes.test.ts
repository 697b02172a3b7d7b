import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startEmulator } from '../../../src/emulator/server.js';
import { docform } from '../support/examples-cli.js';
import { scratchDirs } from '../../support/scratch-dirs.js';

const scratch = scratchDirs('docform-first-hour-');

/** What a new user met trying the README. */
describe('the first hour, again', () => {
  let emulator: Awaited<ReturnType<typeof startEmulator>>;
  beforeAll(async () => {
    emulator = await startEmulator({ port: 0 });
  });
  afterAll(() => emulator.close());

  it('an organization the token does not see names the ones it does', async () => {
    const dir = scratch();
    writeFileSync(join(dir, 'docform.yaml'), 'version: 1\norganization: org_x\n');
    const run = await docform(['plan'], { apiUrl: emulator.url, cwd: dir });
    expect(run.status).toBe(1);
    expect(run.stderr).toContain(
      'organization org_x is not one this token sees: it sees org_acme (Acme), org_acme_staging (Acme Staging)',
    );
  });

  it('a site retitled without previously gets the rename hint, though the old one is only unmanaged', async () => {
    const dir = scratch();
    const config = join(dir, 'docform.yaml');
    const write = (title: string) =>
      writeFileSync(
        config,
        `version: 1\norganization: org_acme\nsites:\n  docs:\n    title: ${title}\n`,
      );
    write('Acme Docs');
    const made = await docform(['apply', config, '--auto-approve'], { apiUrl: emulator.url });
    expect(made.status, made.stderr).toBe(0);
    write('Acme Documentation');
    const plan = await docform(['plan', config], { apiUrl: emulator.url });
    expect(plan.stdout).toContain('rename-hint');
    expect(plan.stdout).toContain('add to site.docs: `previously: [Acme Docs]`');
  });

  it('export --env with no config says the config is missing', async () => {
    const run = await docform(['export', '--env', 'staging'], {
      apiUrl: emulator.url,
      cwd: scratch(),
    });
    expect(run.status).toBe(1);
    expect(run.stderr).toContain('config-not-found');
  });

  it('init points the schema line through node_modules/docform when docform is installed there', async () => {
    const dir = scratch();
    mkdirSync(join(dir, 'node_modules/docform/schemas'), { recursive: true });
    writeFileSync(join(dir, 'node_modules/docform/schemas/docform.schema.json'), '{}');
    const run = await docform(['init'], { cwd: dir });
    expect(run.status, run.stderr).toBe(0);
    expect(readFileSync(join(dir, 'docform.yaml'), 'utf8')).toContain(
      '$schema=./node_modules/docform/schemas/docform.schema.json',
    );
  });
});
