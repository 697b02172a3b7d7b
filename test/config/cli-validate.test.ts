import { execFile } from 'node:child_process';
import { existsSync, mkdtempSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative, resolve } from 'node:path';
import { promisify } from 'node:util';
import { beforeAll, describe, expect, it } from 'vitest';
import { invalidFixtures, TEST_ENV, VALID } from './fixture-corpus.js';

const run = promisify(execFile);
const ROOT = resolve(import.meta.dirname, '../..');
const MAIN = join(ROOT, 'dist/src/cli/main.js');

interface Outcome {
  readonly code: number;
  readonly stdout: string;
}

/** The built CLI, run from the repo root with a clean environment plus TEST_ENV. */
async function docform(...args: string[]): Promise<Outcome> {
  const env = { PATH: process.env.PATH ?? '', NO_COLOR: '1', ...TEST_ENV };
  try {
    const { stdout } = await run(process.execPath, [MAIN, ...args], { cwd: ROOT, env });
    return { code: 0, stdout };
  } catch (error) {
    const failed = error as { code?: number; stdout?: string };
    return { code: failed.code ?? -1, stdout: failed.stdout ?? '' };
  }
}

beforeAll(async () => {
  // `npm test` builds first; a lone run of this file builds if needed.
  if (!existsSync(MAIN))
    await run('npx', ['tsc', '-p', 'tsconfig.json'], { cwd: ROOT }).catch(() => undefined);
}, 120_000);

const PICKED = [
  'yaml-unclosed-flow',
  'duplicate-yaml-key',
  'empty-comments-only',
  'unknown-site-key',
  'dangling-space',
  'missing-env-var',
  'dir-duplicate-team',
  'not-removable-basename',
  'not-removable-hostname',
  'not-removable-saml-default-team',
  'raw-bidi-title',
  'env-unclosed-placeholder',
  'yaml-alias-bomb',
];

describe('docform validate (built CLI)', () => {
  const fixtures = invalidFixtures().filter((f) => PICKED.some((p) => f.name.startsWith(p)));

  it('picks its fixtures', () => {
    expect(fixtures).toHaveLength(PICKED.length);
  });

  for (const fixture of fixtures) {
    it(`exits 1 on ${fixture.name} and prints file:line:col  code`, async () => {
      const outcome = await docform('validate', relative(ROOT, fixture.path));
      expect(outcome.code).toBe(1);
      const where = `${relative(ROOT, fixture.file)}:${fixture.line}:${fixture.col}`;
      expect(outcome.stdout).toContain(`${where}  ${fixture.code}  `);
      expect(outcome.stdout).toMatch(/: invalid, \d+ errors?/);
    });
  }

  it('exits 0 on a valid config and never prints a secret', async () => {
    const outcome = await docform('validate', relative(ROOT, join(VALID, 'every-field.yaml')));
    expect(outcome.code).toBe(0);
    expect(outcome.stdout).toBe('test/fixtures/valid/every-field.yaml: valid\n');
  });

  it('prints the hint under the problem', async () => {
    const outcome = await docform('validate', 'test/fixtures/invalid/unknown-site-key.yaml');
    expect(outcome.stdout).toContain('\n    did you mean "visibility"?\n');
  });

  it('reports a schema error and a broken reference of another site at once', async () => {
    const file = 'test/fixtures/invalid/every-problem-at-once.yaml';
    const outcome = await docform('validate', file);
    expect(outcome.code).toBe(1);
    expect(outcome.stdout).toContain(`${file}:9:17  invalid-value  `);
    expect(outcome.stdout).toContain(`${file}:15:18  dangling-reference  `);
    expect(outcome.stdout).toMatch(/: invalid, 2 errors/);
  });

  it('names a broken symbolic link of a config directory instead of skipping it', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'docform-cli-'));
    writeFileSync(join(dir, 'org.yaml'), 'version: 1\norganization: org_acme\n');
    symlinkSync(join(dir, 'moved-away.yaml'), join(dir, 'teams.yaml'));
    const outcome = await docform('validate', dir);
    expect(outcome.code).toBe(1);
    expect(outcome.stdout).toContain('broken-symlink');
    expect(outcome.stdout).toContain(`${join(dir, 'teams.yaml')} is a symbolic link to`);
  });

  it('docform schema prints the checked-in schema', async () => {
    const outcome = await docform('schema');
    expect(JSON.parse(outcome.stdout)).toHaveProperty('$id');
  });
});
