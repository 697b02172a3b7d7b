import { symlinkSync, writeFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { docform as run } from '../e2e/support/examples-cli.js';
import { invalidFixtures, TEST_ENV, VALID } from './fixture-corpus.js';
import { scratchDirs } from '../support/scratch-dirs.js';

/** Scratch directories, removed when this file's tests are done. */
const tempDir = scratchDirs('docform-cli-');

const ROOT = resolve(import.meta.dirname, '../..');

interface Outcome {
  readonly code: number | null;
  readonly stdout: string;
}

/** The CLI in-process, from the repo root, with a clean environment plus TEST_ENV. */
async function docform(...args: string[]): Promise<Outcome> {
  const { status, stdout } = await run(args, { cleanEnv: true, env: TEST_ENV });
  return { code: status, stdout };
}

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

describe('docform validate (the CLI)', () => {
  const fixtures = invalidFixtures().filter((f) => PICKED.some((p) => f.name.startsWith(p)));

  it('picks its fixtures', () => {
    expect(fixtures).toHaveLength(PICKED.length);
  });

  for (const fixture of fixtures) {
    it(`exits 1 on ${fixture.name} and prints file:line:col  error  code`, async () => {
      const outcome = await docform('validate', relative(ROOT, fixture.path));
      expect(outcome.code).toBe(1);
      const where = `${relative(ROOT, fixture.file)}:${fixture.line}:${fixture.col}`;
      expect(outcome.stdout).toContain(`${where}  error  ${fixture.code}  `);
      expect(outcome.stdout).toMatch(/: invalid, \d+ errors?/);
    });
  }

  it('exits 0 on a valid config and never prints a secret', async () => {
    const outcome = await docform('validate', relative(ROOT, join(VALID, 'every-field.yaml')));
    expect(outcome.code).toBe(0);
    expect(outcome.stdout).toBe('test/fixtures/valid/every-field.yaml: valid\n');
  });

  it('a key written twice names the line of the first', async () => {
    const file = 'test/fixtures/invalid/duplicate-yaml-key.yaml';
    const outcome = await docform('validate', file);
    expect(outcome.stdout).toContain(
      `${file}:7:3  error  duplicate-key  \`eng\` is defined twice in this mapping (first at line 5)\n    keep one of them\n`,
    );
  });

  it('prints the hint under the problem', async () => {
    const outcome = await docform('validate', 'test/fixtures/invalid/unknown-site-key.yaml');
    expect(outcome.stdout).toContain('\n    did you mean "visibility"?\n');
  });

  it('says what to write for a boolean written as a word, a threshold written as a number, and one item where a list goes', async () => {
    const outcome = await docform('validate', 'test/fixtures/invalid/boolean-as-word.yaml');
    expect(outcome.stdout).toContain(
      'must be a boolean, not a string\n    write false, unquoted\n',
    );
    const threshold = await docform('validate', 'test/fixtures/invalid/threshold-as-number.yaml');
    expect(threshold.stdout).toContain(
      '`policy.deleteThreshold` must be a mapping, not a number\n    write { count: 100 }\n',
    );
    const list = await docform('validate', 'test/fixtures/invalid/team-owners-not-a-list.yaml');
    expect(list.stdout).toContain(
      'must be a list, not a string\n    write a list: [bob@acme.example]\n',
    );
  });

  it('names the share link written twice', async () => {
    const outcome = await docform('validate', 'test/fixtures/invalid/share-link-twice.yaml');
    expect(outcome.stdout).toContain('each share link name once: "beta" is written twice');
  });

  it('reports a schema error and a broken reference of another site at once', async () => {
    const file = 'test/fixtures/invalid/every-problem-at-once.yaml';
    const outcome = await docform('validate', file);
    expect(outcome.code).toBe(1);
    expect(outcome.stdout).toContain(`${file}:9:17  error  invalid-value  `);
    expect(outcome.stdout).toContain(`${file}:15:18  error  dangling-reference  `);
    expect(outcome.stdout).toMatch(/: invalid, 2 errors/);
  });

  it('names a broken symbolic link of a config directory instead of skipping it', async () => {
    const dir = tempDir();
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
