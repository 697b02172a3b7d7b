import { describe, expect, it } from 'vitest';
import * as z from 'zod';
import { COLLECTION_KEYS, configSchema } from '../../src/config/schema.js';
import { TOP_LEVEL_COLLECTION } from '../../src/model/kinds.js';

/**
 * The model's map from a kind to the config's top-level collection that declares it
 * (what `docform pin` writes under an environment's overrides) names each of the
 * config's keyed collections once.
 */
describe('the top-level collection of each kind', () => {
  it('names each collection for one kind only', () => {
    const collections = Object.values(TOP_LEVEL_COLLECTION);
    expect(new Set(collections).size).toBe(collections.length);
  });

  it("gives the config's collection keys: every key of it holding a keyed collection, in order", () => {
    const records = Object.entries(configSchema.shape)
      .filter(
        ([, schema]) => schema instanceof z.ZodOptional && schema.unwrap() instanceof z.ZodRecord,
      )
      .map(([name]) => name);
    expect(COLLECTION_KEYS).toEqual(records);
  });

  it('leaves settings and the kinds a site holds without one', () => {
    for (const kind of [
      'settings',
      'section',
      'group',
      'site-space',
      'link',
      'redirect',
    ] as const) {
      expect(TOP_LEVEL_COLLECTION[kind]).toBeUndefined();
    }
  });
});
