import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import * as z from 'zod';
import { siteSpaceSchema } from '../../src/api/resources/structure-wire.js';
import { guardOf } from '../../src/api/resources/wire-guard.js';
import { opt } from '../../src/api/resources/wire.js';

/** Shaped like the wire schemas of src/api/resources: every kind the guard compiles. */
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

const KEYS = ['object', 'id', 'on', 'icon', 'level', 'tags', 'children', 'any', 'space', 'kind'];

/** Values of every JSON type, near-misses of the schema's included. */
const leaf = fc.oneof(
  fc.constantFrom('site-section', 'sections', 'siteSpaces', '', 'x', true, false, null, 0, 1.5),
  fc.string(),
);
const value = fc.letrec((tie) => ({
  any: fc.oneof({ depthSize: 'small' }, leaf, tie('array'), tie('object')),
  array: fc.array(tie('any'), { maxLength: 3 }),
  object: fc.dictionary(fc.constantFrom(...KEYS, 'type', 'n', 'flag', 'extra'), tie('any'), {
    maxKeys: 6,
  }),
}));
const fields = fc.record(Object.fromEntries(KEYS.map((k) => [k, value.any])), { requiredKeys: [] });

const valid = {
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

/** Anything, and a valid answer with a few fields changed (the guard's edge). */
const candidate = fc.oneof(
  value.any,
  fields,
  fields.map((changed) => ({ ...valid, ...changed })),
  fc.constantFrom(...KEYS).map((key) => ({ ...valid, [key]: undefined })),
);

describe('the wire guard', () => {
  it('accepts only what zod accepts, and its output is the value itself', () => {
    const guard = guardOf(wide);
    expect(guard).toBeDefined();
    let accepted = 0;
    fc.assert(
      fc.property(candidate, (x) => {
        if (guard?.(x) !== true) return;
        accepted += 1;
        const result = wide.safeParse(x);
        expect(result.success).toBe(true);
        expect(result.data).toEqual(x);
      }),
      { numRuns: 3000 },
    );
    expect(accepted).toBeGreaterThan(100);
  });

  it('accepts a valid answer, unknown fields included', () => {
    expect(guardOf(wide)?.(valid)).toBe(true);
    expect(wide.safeParse(valid).data).toEqual(valid);
    expect(guardOf(wide)?.({ ...valid, icon: 'book', tags: ['a'] })).toBe(true);
    expect(guardOf(siteSpaceSchema)?.({ id: 'ss', path: 'p', space: { id: 's' } })).toBe(true);
  });

  it('refuses what zod refuses, so that zod names the problem', () => {
    const guard = guardOf(wide);
    for (const bad of [
      undefined,
      null,
      [],
      'text',
      { ...valid, id: 1 },
      { ...valid, object: 'site-section-group' },
      { ...valid, on: 'false' },
      { ...valid, level: undefined },
      { ...valid, tags: [1] },
      { ...valid, space: [] },
      { ...valid, kind: { type: 'other' } },
    ]) {
      expect(guard?.(bad)).toBe(false);
      expect(wide.safeParse(bad).success).toBe(false);
    }
  });

  it('may refuse what zod accepts: zod then checks, as without a guard', () => {
    const present = { ...valid, any: undefined };
    expect(guardOf(wide)?.(present)).toBe(false);
    expect(wide.safeParse(present).success).toBe(true);
  });

  it('has no guard for kinds whose output or checks it does not reproduce', () => {
    for (const schema of [
      z.object({ id: z.string() }),
      z.strictObject({ id: z.string() }),
      z.looseObject({ id: z.string().min(1) }),
      z.looseObject({ id: z.string() }).refine(() => true),
      z.looseObject({ at: z.email() }),
      z.looseObject({ n: z.number() }),
      z.looseObject({ m: z.record(z.string(), z.unknown()) }),
      z.looseObject({ d: z.string().default('x') }),
      z.looseObject({ t: z.string().transform((s) => s.length) }),
      z.discriminatedUnion('type', [z.looseObject({ type: z.literal('a') })]),
    ]) {
      expect(guardOf(schema)).toBeUndefined();
    }
  });
});
