import { describe, expect, it } from 'vitest';
import { COLLECTION_KEYS } from '../../src/config/schema.js';
import { TOP_LEVEL_COLLECTION } from '../../src/model/kinds.js';

/**
 * The model's map from a kind to the config's top-level collection that declares it
 * (what `docform pin` writes under an environment's overrides) names each of the
 * config's keyed collections once.
 */
describe('the top-level collection of each kind', () => {
  it('covers every keyed collection of the config, one kind each', () => {
    const collections = Object.values(TOP_LEVEL_COLLECTION);
    expect([...collections].sort()).toEqual([...COLLECTION_KEYS].sort());
    expect(new Set(collections).size).toBe(collections.length);
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
