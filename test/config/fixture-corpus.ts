import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';

export const FIXTURES = resolve(import.meta.dirname, '../fixtures');
export const INVALID = join(FIXTURES, 'invalid');
export const VALID = join(FIXTURES, 'valid');

/** The environment every config test runs with; DOCFORM_TEST_UNSET_CERT stays unset. */
export const TEST_ENV = {
  DOCFORM_TEST_CERT: 'marker-secret-7f3a',
  // examples/full reads its SAML certificate from here
  OKTA_SAML_CERT: 'marker-secret-okta',
} as const;

export interface Expectation {
  readonly name: string;
  /** A file, or a directory of *.yaml files. */
  readonly path: string;
  readonly code: string;
  /** The file the problem is in (the fixture itself for single files). */
  readonly file: string;
  readonly line: number;
  readonly col: number;
}

const HEADER = /^# expect: (\S+) (\d+):(\d+)$/m;

/**
 * Invalid fixtures: `NAME.yaml` with a first line `# expect: CODE LINE:COL`, or a
 * directory with `expect.json` `{code, file, line, col}` (file relative to it).
 */
export function invalidFixtures(): Expectation[] {
  return readdirSync(INVALID, { withFileTypes: true })
    .map((entry) => {
      const path = join(INVALID, entry.name);
      if (entry.isDirectory()) {
        const spec = JSON.parse(readFileSync(join(path, 'expect.json'), 'utf8')) as {
          code: string;
          file: string;
          line: number;
          col: number;
        };
        return { name: entry.name, path, ...spec, file: join(path, spec.file) };
      }
      const match = HEADER.exec(readFileSync(path, 'utf8'));
      if (!match) throw new Error(`${entry.name} has no "# expect:" header`);
      const [, code = '', line = '0', col = '0'] = match;
      return { name: entry.name, path, code, file: path, line: Number(line), col: Number(col) };
    })
    .sort((a, b) => a.name.localeCompare(b.name));
}

/** Valid fixtures and every example config. */
export function validConfigs(): string[] {
  const examples = resolve(FIXTURES, '../../examples');
  const fromExamples = [
    'full/docform.yaml',
    'git-sync/docform.yaml',
    'minimal/docform.yaml',
    'multi-file/docform',
  ].map((p) => join(examples, p));
  const fixtures = readdirSync(VALID).map((name) => join(VALID, name));
  return [...fixtures, ...fromExamples];
}
