import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { Ajv2020 } from 'ajv/dist/2020.js';
import { parse } from 'yaml';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config/load.js';
import { hasErrors } from '../../src/model/diagnostic.js';
import { configJsonSchema } from '../../src/config/json-schema.js';
import { TEST_ENV, validConfigs } from './fixture-corpus.js';

const ajv = new Ajv2020({ allErrors: true, strict: false, validateFormats: false });
const validateSchema = ajv.compile(configJsonSchema());

function files(path: string): string[] {
  if (!statSync(path).isDirectory()) return [path];
  return readdirSync(path)
    .filter((name) => name.endsWith('.yaml'))
    .map((name) => join(path, name));
}

/** What an editor sees: each file's YAML, merged at the top level and inside collections. */
function mergedYaml(path: string): Record<string, unknown> {
  const merged: Record<string, Record<string, unknown> | unknown> = {};
  for (const file of files(path)) {
    const value = parse(readFileSync(file, 'utf8')) as Record<string, unknown>;
    for (const [key, entry] of Object.entries(value)) {
      const before = merged[key];
      merged[key] =
        typeof before === 'object' && before !== null && typeof entry === 'object'
          ? { ...before, ...entry }
          : entry;
    }
  }
  return merged;
}

describe('valid configs and examples', () => {
  for (const path of validConfigs()) {
    const name = path.split('/').slice(-2).join('/');

    it(`${name} loads without errors`, async () => {
      const result = await loadConfig(path, { env: TEST_ENV });
      expect(hasErrors(result.diagnostics), JSON.stringify(result.diagnostics)).toBe(false);
      expect(result.desired?.version).toBe(1);
    });

    it(`${name} validates against the generated JSON Schema`, () => {
      const ok = validateSchema(mergedYaml(path));
      expect(validateSchema.errors ?? [], name).toEqual([]);
      expect(ok).toBe(true);
    });

    it(`${name} starts with the yaml-language-server schema line`, () => {
      for (const file of files(path)) {
        const first = readFileSync(file, 'utf8').split('\n')[0] ?? '';
        expect(first).toMatch(
          /^# yaml-language-server: \$schema=.*schemas\/docform\.schema\.json$/,
        );
      }
    });
  }

  it('the JSON Schema refuses what the loader refuses at the schema pass', () => {
    expect(validateSchema({ version: 1, organization: 'o', team: {} })).toBe(false);
    expect(validateSchema({ version: 2, organization: 'o' })).toBe(false);
    expect(
      validateSchema({
        version: 1,
        organization: 'o',
        sites: { s: { title: 'S', visibility: 'x' } },
      }),
    ).toBe(false);
  });
});
