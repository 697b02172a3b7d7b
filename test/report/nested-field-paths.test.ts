import type { JsonValue } from '../../src/model/json-value.js';
import { describe, expect, it } from 'vitest';
import type { SerializedChange, SerializedField, SerializedPlan } from '../../src/model/plan.js';
import { SecretValue } from '../../src/model/secret.js';
import { serializeValue } from '../../src/plan/serialize.js';
import { fieldLines } from '../../src/report/format-value.js';
import { renderMarkdown } from '../../src/report/markdown.js';
import { renderText } from '../../src/report/text.js';

/** A site update with one changed field. */
function siteUpdate(field: SerializedField): SerializedChange {
  return {
    address: 'site.portal',
    kind: 'site',
    action: 'update',
    id: 'site_1',
    fields: [field],
    dependsOn: [],
  };
}

const lines = (before: JsonValue | undefined, after: JsonValue | undefined): string[] => {
  const change = siteUpdate({ path: 'adaptiveSchema', before, after });
  return fieldLines(change.fields![0]!, change);
};

const plan = (change: SerializedChange): SerializedPlan => ({
  formatVersion: 1,
  organization: 'org_acme',
  summary: { create: 0, update: 1, move: 0, delete: 0 },
  changes: [change],
  unmanaged: [],
  diagnostics: [],
  liveFingerprint: 'sha256:x',
});

describe('an object that changes: one line per leaf that differs, by its dotted path', () => {
  it.each<{ name: string; before: JsonValue; after: JsonValue; shown: string[] }>([
    {
      name: 'a leaf edited',
      before: { styling: { primaryColor: '#346DDB', font: 'Inter' } },
      after: { styling: { primaryColor: '#0B6E4F', font: 'Inter' } },
      shown: ['~ styling.primaryColor: "#346DDB" -> "#0B6E4F"'],
    },
    {
      name: 'keys added and removed, in the order of the keys before, then the new ones',
      before: {
        type: 'object',
        properties: { legacy: { type: 'boolean' }, kept: { type: 'string' } },
      },
      after: {
        type: 'object',
        properties: { kept: { type: 'string' }, region: { type: 'string' } },
      },
      shown: [
        '- properties.legacy: { type: "boolean" }',
        '+ properties.region: { type: "string" }',
      ],
    },
    {
      name: 'an array of values: the whole array at its path',
      before: { properties: { plan: { enum: ['free', 'pro'] } } },
      after: { properties: { plan: { enum: ['free', 'pro', 'team'] } } },
      shown: ['~ properties.plan.enum: ["free", "pro"] -> ["free", "pro", "team"]'],
    },
    {
      name: 'several edits inside one array of objects: the array once',
      before: { oneOf: [{ const: 'a', title: 'A' }, { const: 'b' }], x: 1 },
      after: { oneOf: [{ const: 'a', title: 'Aa' }], x: 2 },
      shown: [
        '~ oneOf: [{ const: "a", title: "A" }, { const: "b" }] -> [{ const: "a", title: "Aa" }]',
        '~ x: 1 -> 2',
      ],
    },
    {
      name: 'an array inside an array: the outer array',
      before: { rows: [[1, 2], [3]] },
      after: {
        rows: [
          [1, 2],
          [3, 4],
        ],
      },
      shown: ['~ rows: [[1, 2], [3]] -> [[1, 2], [3, 4]]'],
    },
    {
      name: 'keys that are not names are quoted in the path',
      before: { properties: { 'a.b': 1, 'with space': 1, '0': 1, 'x-y': 1, é: 1, '': 1 } },
      after: { properties: { 'a.b': 2, 'with space': 2, '0': 2, 'x-y': 2, é: 2, '': 2 } },
      shown: [
        '~ properties."0": 1 -> 2',
        '~ properties."a.b": 1 -> 2',
        '~ properties."with space": 1 -> 2',
        '~ properties.x-y: 1 -> 2',
        '~ properties."é": 1 -> 2',
        '~ properties."": 1 -> 2',
      ],
    },
    {
      name: 'a value that changes type, or from null, is one line',
      before: { a: { x: 1 }, b: null, c: [1] },
      after: { a: 'flat', b: { x: 1 }, c: { 0: 1 } },
      shown: ['~ a: { x: 1 } -> "flat"', '~ b: (none) -> { x: 1 }', '~ c: [1] -> { "0": 1 }'],
    },
    {
      name: 'strings shown as any value: cut past 80 characters, look-alikes pointed out',
      before: { d: 'x'.repeat(90), t: 'Acme' },
      after: { d: 'y'.repeat(90), t: 'Acm\u0435' },
      shown: [
        `~ d: "${'x'.repeat(60)}…" (90 characters) -> "${'y'.repeat(60)}…" (90 characters)`,
        '~ t: "Acme" -> "Acm\u0435" (may read the same: they differ at character 4, U+0065 -> U+0435)',
      ],
    },
  ])('$name', ({ before, after, shown }) => {
    expect(lines(before, after)).toEqual(['adaptiveSchema:', ...shown]);
  });

  it('objects equal but for the order of their keys: the whole values, as before', () => {
    expect(lines({ a: 1, b: 2 }, { b: 2, a: 1 })).toEqual([
      'adaptiveSchema: { a: 1, b: 2 } -> { b: 2, a: 1 }',
    ]);
  });
});

describe('values shown whole, as before', () => {
  it.each([
    { name: 'a side that is not an object', before: null, after: { a: 1 } },
    { name: 'a secret', before: '(sensitive)', after: { a: 1 } },
  ])('$name', ({ before, after }) => {
    expect(lines(before, after)).toHaveLength(1);
  });

  it('a list keeps its lines of elements removed and added', () => {
    expect(lines([{ a: 1 }], [{ a: 2 }])).toEqual(['adaptiveSchema:', '- { a: 1 }', '+ { a: 2 }']);
  });

  it('a create and a delete show the one value they hold', () => {
    const value = { type: 'object', properties: { a: { type: 'string' } } };
    for (const action of ['create', 'delete'] as const) {
      const change = { ...siteUpdate({ path: 'adaptiveSchema', before: value }), action };
      const field = { path: 'adaptiveSchema', before: value, after: value };
      expect(fieldLines(field, change)).toEqual([
        'adaptiveSchema: { type: "object", properties: { a: { type: "string" } } }',
      ]);
    }
  });

  it('a reference (defaultContent), merge rules and a spec summary keep their own lines', () => {
    const settings = (field: SerializedField): SerializedChange => ({
      ...siteUpdate(field),
      address: 'settings',
      kind: 'settings',
    });
    const shown = (change: SerializedChange) => fieldLines(change.fields![0]!, change);
    expect(shown(settings({ path: 'defaultContent', before: 'site.a', after: 'site.b' }))).toEqual([
      'defaultContent: { site: "a" } -> { site: "b" }',
    ]);
    expect(
      shown(
        settings({
          path: 'mergeRules',
          before: { type: 'rules', rules: [{ rule: 'a' }] },
          after: { type: 'rules', rules: [{ rule: 'b' }] },
        }),
      ),
    ).toEqual(['mergeRules:', '- { rule: "a" }', '+ { rule: "b" }']);
    const summary = (sha256: string) => ({ content: 'version', bytes: 10, sha256 });
    const spec: SerializedChange = {
      ...siteUpdate({
        path: 'source',
        before: summary('a'.repeat(64)),
        after: summary('b'.repeat(64)),
      }),
      address: 'openapi.petstore',
      kind: 'openapi',
    };
    expect(shown(spec)).toHaveLength(1);
    expect(shown(spec)[0]).toMatch(/^source: latest version .* -> latest version /);
  });
});

describe('what a nested line may hold', () => {
  it('a secret inside is shown by its mask and fingerprint, never its value', () => {
    const secret = () => new SecretValue('nested-secret-5d1e', 'fedcba9876543210', ['S']);
    const before = serializeValue({ headers: { token: secret(), list: [secret()] }, a: 1 });
    const after = serializeValue({ headers: { token: secret(), list: [secret(), 'x'] }, a: 2 });
    const change = siteUpdate({ path: 'adaptiveSchema', before, after });
    const text = renderText(plan(change), { color: false, mode: 'plan' });
    const markdown = renderMarkdown(plan(change), { mode: 'plan' });
    for (const out of [text, markdown]) {
      expect(out).toContain(
        '~ headers.list: [(sensitive, fingerprint sha256:fedcba98)] -> [(sensitive, fingerprint sha256:fedcba98), "x"]',
      );
      expect(out).toContain('~ a: 1 -> 2');
      expect(out).not.toContain('nested-secret-5d1e');
    }
  });

  it('text and Markdown write out the invisible characters of keys and values', () => {
    const change = siteUpdate({
      path: 'adaptiveSchema',
      before: { 'k\u200b': 'a\u202eb', n: 'one' },
      after: { 'k\u200b': 'a\u202ec', n: 'line\n```\n# heading' },
    });
    const text = renderText(plan(change), { color: false, mode: 'plan' });
    expect(text).toContain(
      [
        '      adaptiveSchema:',
        '        ~ "k\\u200b": "a\\u202eb" -> "a\\u202ec"',
        '        ~ n: "one" -> "line\\n```\\n# heading"',
      ].join('\n'),
    );
    const markdown = renderMarkdown(plan(change), { mode: 'plan' });
    expect(markdown).toContain(
      [
        '~ adaptiveSchema:',
        '    ~ "k\\u200b": "a\\u202eb" -> "a\\u202ec"',
        '    ~ n: "one" -> "line\\n```\\n# heading"',
      ].join('\n'),
    );
    // the value's backticks do not close the block the lines are in
    expect(markdown).toMatch(/````+\n(?:.*\n)*?~ adaptiveSchema:/);
    expect(markdown).not.toContain('\u200b');
    expect(markdown).not.toContain('\u202e');
  });
});
