import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import fc from 'fast-check';
import { parse } from 'yaml';
import { describe, expect, it } from 'vitest';
import { fastParse } from '../../src/zod-fast/fast-parse.js';
import { configSchema } from '../../src/config/schema.js';
import { INVALID, validConfigs } from './fixture-corpus.js';

/** What zod answers, as the fast check must: the value when valid, else undefined. */
function zodAnswer(value: unknown): unknown {
  const parsed = configSchema.safeParse(value);
  return parsed.success ? parsed.data : undefined;
}

/** Equal, key order included (zod writes an object's keys in the schema's order). */
function expectSameAsZod(value: unknown): void {
  const expected = zodAnswer(value);
  const actual = fastParse(configSchema, value)?.data;
  expect(actual).toEqual(expected);
  expect(JSON.stringify(actual)).toBe(JSON.stringify(expected));
}

function yamlValues(path: string): unknown[] {
  if (!statSync(path).isDirectory()) return [parse(readFileSync(path, 'utf8')) as unknown];
  return readdirSync(path)
    .filter((name) => name.endsWith('.yaml'))
    .map((name) => parse(readFileSync(join(path, name), 'utf8')) as unknown);
}

function corpus(): unknown[] {
  const values: unknown[] = [];
  for (const path of validConfigs()) values.push(...yamlValues(path));
  for (const name of readdirSync(INVALID)) {
    try {
      values.push(...yamlValues(join(INVALID, name)));
    } catch {
      // not YAML the `yaml` package reads: no value to check
    }
  }
  return values;
}

const SITE = {
  title: 'Docs',
  sections: [
    { title: 'Guides', spaces: [{ space: 'guide' }, { space: 'api', path: 'api', hidden: true }] },
    {
      group: 'More',
      sections: [{ title: 'Reference', spaces: [{ space: 'ref', condition: null }] }],
    },
  ],
};

describe('the fast check of the config schema answers as zod does', () => {
  it('on every fixture and example', () => {
    const values = corpus();
    expect(values.length).toBeGreaterThan(20);
    for (const value of values) expectSameAsZod(value);
  });

  it('on hand-made edge cases', () => {
    const cases: unknown[] = [
      { version: 1, organization: 'org', sites: { docs: SITE } },
      // keys out of the schema's order: zod reorders them
      { organization: 'org', version: 1, sites: { docs: { sections: SITE.sections, title: 'D' } } },
      { version: 1, organization: 'org', sites: { docs: { ...SITE, title: 'x' } } },
      // code points, not UTF-16 units: two emoji are 2 of `min 2`, four units
      { version: 1, organization: 'org', sites: { docs: { ...SITE, title: '😀😀' } } },
      { version: 1, organization: 'org', sites: { docs: { ...SITE, title: '😀' } } },
      { version: 1, organization: 'org', teams: { 'bad key': { title: 'T' } } },
      { version: 1, organization: 'org', teams: { t: { title: 'T', members: ['a@b.co'] } } },
      { version: 1, organization: 'org', teams: { t: { title: 'T', members: ['not-an-email'] } } },
      { version: 1, organization: 'org', teams: { '123': { title: 'T' } } },
      { version: 1, organization: 'org', members: { 'a@b.co': 'admin', 'c@d.co': null } },
      { version: 1, organization: 'org', members: { 'a@b.co': { role: 'admin', id: 'x' } } },
      { version: 1, organization: 'org', members: { 'a@b.co': 'boss' } },
      { version: 1, organization: 'org', openapi: { pets: { source: 'https://x.example/a' } } },
      { version: 1, organization: 'org', openapi: { pets: { source: { file: 'a.yaml' } } } },
      { version: 1, organization: 'org', openapi: { pets: { source: 'not a url' } } },
      { version: 1, organization: 'org', policy: { deleteThreshold: { count: 1.5 } } },
      { version: 1, organization: 'org', policy: { deleteThreshold: { count: 2, percent: 5 } } },
      { version: 1, organization: 'org', spaces: { s: { id: 'x', defaultLevel: 'inherit' } } },
      { version: 1, organization: 'org', spaces: { s: { id: 'x', defaultLevel: null } } },
      { version: 1, organization: 'org', spaces: { s: { id: 'x', language: 'xx' } } },
      { version: 1, organization: 'org', sites: { docs: { ...SITE, extra: 1 } } },
      { version: 1, organization: 'org', sites: { docs: { ...SITE, sections: [] } } },
      { version: 1, organization: 'org', sites: { docs: { title: 'Docs', spaces: [] } } },
      { version: 2, organization: 'org' },
      { version: 1 },
      { version: 1, organization: 'org', settings: { title: 'Acme', sso: true } },
      { version: 1, organization: 'org', settings: { title: ' Acme' } },
      [],
      null,
      'text',
    ];
    for (const value of cases) expectSameAsZod(value);
  });

  it('on random changes to a valid config', () => {
    const base = yamlValues(validConfigs().find((p) => p.endsWith('full/docform.yaml')) ?? '')[0];
    const leaves: fc.Arbitrary<unknown> = fc.oneof(
      fc.constantFrom(
        null,
        true,
        false,
        0,
        1,
        -1,
        1.5,
        '',
        'a',
        'admin',
        'x@y.co',
        '😀',
        'inherit',
      ),
      fc.string({ maxLength: 3 }),
      fc.constant({}),
      fc.constant([]),
    );
    fc.assert(
      fc.property(
        fc.array(fc.nat(), { minLength: 1, maxLength: 8 }),
        leaves,
        fc.nat(),
        (path, leaf, how) => {
          const value = structuredClone(base);
          mutate(value, path, leaf, how);
          expectSameAsZod(value);
        },
      ),
      { numRuns: 1000 },
    );
  });
});

/** Follows `path` (indexes into keys or items) and changes what it ends on. */
function mutate(value: unknown, path: readonly number[], leaf: unknown, how: number): void {
  let node = value as Record<string, unknown>;
  for (const [depth, step] of path.entries()) {
    const keys = Object.keys(node);
    if (keys.length === 0) break;
    const key = keys[step % keys.length] as string;
    const child = node[key];
    const last = depth === path.length - 1 || typeof child !== 'object' || child === null;
    if (!last) {
      node = child as Record<string, unknown>;
      continue;
    }
    switch (how % 4) {
      case 0:
        node[key] = leaf;
        break;
      case 1:
        if (!Array.isArray(node)) delete node[key];
        break;
      case 2:
        if (!Array.isArray(node)) node.extra = leaf;
        break;
      default: {
        // the same entries, in another order
        if (Array.isArray(node)) break;
        const entries = Object.entries(node).reverse();
        for (const k of Object.keys(node)) delete node[k];
        for (const [k, v] of entries) node[k] = v;
      }
    }
    return;
  }
}
