import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import * as z from 'zod';
import type { KeyOrder } from '../../src/zod-fast/check.js';
import { fastParse } from '../../src/zod-fast/fast-parse.js';

const ORDERS: readonly KeyOrder[] = ['zod', 'as-given'];
const opt = <S extends z.ZodType>(schema: S) => schema.nullish();

/** Shaped like the wire schemas of src/api/resources: loose objects of plain kinds. */
const wide = z.looseObject({
  object: z.literal('site-section'),
  id: z.string(),
  on: z.boolean(),
  icon: opt(z.string()),
  level: z.string().nullable(),
  tags: opt(z.array(z.string())),
  children: z.array(z.unknown()),
  any: z.unknown(),
  space: z.looseObject({ id: z.string(), flag: opt(z.boolean()) }),
  kind: z.union([
    z.looseObject({ type: z.literal('sections'), n: opt(z.string()) }),
    z.looseObject({ type: z.literal('siteSpaces') }),
  ]),
});

/** Shaped like the config's: strict objects, records, checked strings, enums. */
const strict = z.strictObject({
  id: z.string().min(2).max(4),
  role: z.enum(['admin', 'read']).nullable().optional(),
  tags: z
    .array(z.string().regex(/^[a-z]+$/))
    .max(2)
    .optional(),
  byKey: z.record(z.string().regex(/^[a-z]+$/), z.boolean()).optional(),
  // a catchall whose output differs from its input (trimmed): the object is copied
  nested: z.object({ on: z.boolean() }).catchall(z.string().min(2).trim()).optional(),
  stripped: z.object({ id: z.string() }).optional(),
  count: z.number().optional(),
});

const KEYS = ['object', 'id', 'on', 'icon', 'level', 'tags', 'children', 'any', 'space', 'kind'];
const STRICT_KEYS = ['id', 'role', 'tags', 'byKey', 'nested', 'stripped', 'count'];
const MORE = ['type', 'n', 'flag', 'on', 'other', 'ab'];

/** Values of every JSON type, near-misses of the schemas' included. */
const leaf = fc.oneof(
  fc.constantFrom('site-section', 'sections', 'siteSpaces', 'admin', '', 'x', 'abc', '😀😀'),
  fc.constantFrom(true, false, null, 0, 1.5),
  fc.string({ maxLength: 5 }),
);
const value = fc.letrec((tie) => ({
  any: fc.oneof({ depthSize: 'small' }, leaf, tie('array'), tie('object')),
  array: fc.array(tie('any'), { maxLength: 3 }),
  object: fc.dictionary(fc.constantFrom(...KEYS, ...STRICT_KEYS, ...MORE), tie('any'), {
    maxKeys: 6,
  }),
}));
type Near = Readonly<Record<string, fc.Arbitrary<unknown>>>;

/** Values of the given fields: near-misses of each where known, else anything. */
const fields = (keys: readonly string[], near: Near) =>
  fc.record(Object.fromEntries(keys.map((k) => [k, near[k] ?? value.any])), {
    requiredKeys: [],
  });

/** The config-like schema's fields, valid or nearly. */
const strictNear: Near = {
  id: fc.constantFrom('abc', 'a', 'ab', 'abcde', '😀😀', '😀'),
  role: fc.constantFrom('admin', 'read', 'x', null),
  tags: fc.array(fc.constantFrom('a', 'b', 'A', 1), { maxLength: 3 }),
  byKey: fc.dictionary(fc.constantFrom('x', 'y', 'Y', '1'), fc.constantFrom(true, false, 't')),
  nested: fc.constantFrom(
    { on: true },
    { on: true, other: 'kept' },
    { on: true, other: ' kept ' },
    { other: ' kept ', on: true },
    { on: true, other: 'k' },
    { on: true, other: 1 },
    { on: 't' },
  ),
  stripped: fc.record({ id: fc.constantFrom('a', 1), extra: leaf }, { requiredKeys: [] }),
  count: fc.constantFrom(1, 'one'),
};

const wideValid = {
  object: 'site-section',
  id: 'sec_1',
  on: false,
  level: null,
  children: [{ a: 1 }],
  any: 0,
  space: { id: 'spc_1', title: 'kept' },
  kind: { type: 'siteSpaces' },
  more: { kept: [1, 2] },
};
const strictValid = {
  id: 'abc',
  role: 'admin',
  tags: ['a'],
  byKey: { x: true },
  nested: { on: true, other: 'kept' },
};

/** Anything, and a valid value with a few fields changed, added or reordered (the edge). */
function candidates(valid: Record<string, unknown>, keys: readonly string[], near: Near) {
  const reversed = (x: object) => Object.fromEntries(Object.entries(x).reverse());
  return fc.oneof(
    value.any,
    fields(keys, near),
    fields(keys, near).map(reversed),
    fields(keys, near).map((changed) => ({ ...valid, ...changed })),
    fields(keys, near).map((changed) => ({ ...changed, ...valid })),
    fc
      .tuple(fc.constantFrom(...keys, 'extra'), value.any)
      .map(([key, v]) => ({ ...valid, [key]: v })),
    fc.constantFrom(...keys).map((key) => ({ ...valid, [key]: undefined })),
  );
}

/** When the fast check answers, zod accepts, with the same output (key order per `order`). */
function expectZodsAnswer(schema: z.ZodType, x: unknown, order: KeyOrder): boolean {
  const fast = fastParse(schema, x, order);
  if (fast === undefined) return false;
  const result = schema.safeParse(x);
  expect(result.success).toBe(true);
  expect(fast.data).toEqual(result.data);
  if (order === 'zod') expect(JSON.stringify(fast.data)).toBe(JSON.stringify(result.data));
  return true;
}

describe.each(ORDERS)('the fast check, keys in %s order', (order) => {
  it.each([
    ['wire-like', wide, wideValid, KEYS, {}],
    ['config-like', strict, strictValid, STRICT_KEYS, strictNear],
  ] as const)('answers as zod does on %s values', (_, schema, valid, keys, near) => {
    let answered = 0;
    fc.assert(
      fc.property(candidates(valid, keys, near), (x) => {
        if (expectZodsAnswer(schema, x, order)) answered += 1;
      }),
      { numRuns: 3000 },
    );
    expect(answered).toBeGreaterThan(100);
  });

  it('returns a valid value as it came, unknown fields included', () => {
    expect(fastParse(wide, wideValid, order)?.data).toBe(wideValid);
    const { object, id, on, level, ...rest } = wideValid;
    const more = { object, id, on, icon: 'book', level, tags: ['a'], ...rest };
    expect(fastParse(wide, more, order)?.data).toBe(more);
    expect(fastParse(strict, strictValid, order)?.data).toBe(strictValid);
  });

  it('answers nothing where zod refuses, so that zod names the problem', () => {
    for (const bad of [
      undefined,
      null,
      [],
      'text',
      { ...wideValid, id: 1 },
      { ...wideValid, object: 'site-section-group' },
      { ...wideValid, on: 'false' },
      { ...wideValid, level: undefined },
      { ...wideValid, tags: [1] },
      { ...wideValid, space: [] },
      { ...wideValid, kind: { type: 'other' } },
    ]) {
      expect(fastParse(wide, bad, order)).toBeUndefined();
      expect(wide.safeParse(bad).success).toBe(false);
    }
  });

  it('may be not sure where zod accepts: zod then checks, as without it', () => {
    for (const unsure of [
      { ...wideValid, any: undefined },
      JSON.parse('{"id":"a","__proto__":{"x":1}}') as unknown,
    ]) {
      expect(fastParse(z.looseObject({ id: z.string(), any: z.unknown() }), unsure, order)).toBe(
        undefined,
      );
    }
  });

  it('hands the kinds it does not follow to zod, whose output it answers', () => {
    const cases: [z.ZodType, unknown][] = [
      [z.object({ id: z.string() }), { id: 'a', x: 1 }],
      [z.looseObject({ n: z.number() }), { n: 1 }],
      [z.looseObject({ d: z.string().default('x') }), {}],
      [z.looseObject({ t: z.string().transform((s) => s.length) }), { t: 'abc', u: 1 }],
      [z.looseObject({ id: z.string() }).refine(() => true), { id: 'a' }],
      [z.discriminatedUnion('type', [z.looseObject({ type: z.literal('a') })]), { type: 'a' }],
    ];
    for (const [schema, x] of cases) {
      expect(fastParse(schema, x, order)?.data).toEqual(schema.parse(x));
    }
  });
});

describe('key order', () => {
  const loose = z.looseObject({ a: z.string(), b: z.string() });
  const given = { x: 1, b: 'b', a: 'a' };

  it("'zod' writes the shape's keys first, in its order, as zod does", () => {
    const data = fastParse(loose, given)?.data;
    expect(Object.keys(data as object)).toEqual(['a', 'b', 'x']);
    expect(JSON.stringify(data)).toBe(JSON.stringify(loose.parse(given)));
  });

  it("'as-given' keeps the value as it came", () => {
    expect(fastParse(loose, given, 'as-given')?.data).toBe(given);
  });
});
