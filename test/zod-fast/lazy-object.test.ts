import { describe, expect, it } from 'vitest';
import * as z from 'zod';
import { fastParse } from '../../src/zod-fast/fast-parse.js';
import { lazyObject } from '../../src/zod-fast/lazy-object.js';

/** A strict object with a large optional part built at its first use, and the builds counted. */
function withLazyPart(build: () => z.ZodType = () => z.strictObject({ on: z.boolean() })) {
  const built = { count: 0 };
  const part = lazyObject(
    z.lazy(() => {
      built.count += 1;
      return build();
    }),
  );
  const schema = z.strictObject({ name: z.string(), part: part.optional() });
  return { schema, built };
}

describe('the fast check of a lazy object schema', () => {
  it('leaves it unbuilt for a value that does not hold it, and answers as zod', () => {
    const { schema, built } = withLazyPart();
    expect(fastParse(schema, { name: 'a' })).toEqual({ data: { name: 'a' } });
    expect(fastParse(schema, { name: 'a', other: 1 })).toBeUndefined();
    expect(built.count).toBe(0);
  });

  it('builds it at the first value that holds it, and checks that value as zod', () => {
    const { schema, built } = withLazyPart();
    const valid = { name: 'a', part: { on: true } };
    expect(fastParse(schema, valid)).toEqual({ data: valid });
    expect(fastParse(schema, { name: 'a', part: { on: 'yes' } })).toBeUndefined();
    expect(schema.safeParse({ name: 'a', part: { on: 'yes' } }).success).toBe(false);
    expect(built.count).toBe(1);
  });

  it('refuses one that holds an optional or defaulted schema, which zod reads otherwise', () => {
    const { schema } = withLazyPart(() =>
      z.strictObject({ on: z.boolean() }).default({ on: true }),
    );
    expect(() => fastParse(schema, { name: 'a', part: { on: true } })).toThrow(
      /marked as an object/,
    );
  });

  it('checks an unmarked lazy schema as zod does', () => {
    const schema = z.strictObject({
      part: z.lazy(() => z.strictObject({ on: z.boolean() })).optional(),
    });
    expect(fastParse(schema, { part: { on: true } })).toEqual({ data: { part: { on: true } } });
    expect(fastParse(schema, { part: { on: 1 } })).toBeUndefined();
    expect(fastParse(schema, {})).toEqual({ data: {} });
  });
});
