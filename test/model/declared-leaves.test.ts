import { describe, expect, it } from 'vitest';
import { laidOver, prunedToDeclared } from '../../src/model/declared-leaves.js';

/**
 * The walk of a value managed by its declared leaves (a site's customization): the live
 * value cut to the declared paths, and the declared leaves laid over the live value.
 */
const LIVE = {
  title: 'Portal',
  styling: { primaryColor: { light: '#346DDB', dark: '#346DDB' }, corners: 'rounded' },
  favicon: { icon: { light: 'https://a.example/l.png', dark: 'https://a.example/d.png' } },
  header: { preset: 'default', links: [{ title: 'A' }, { title: 'B' }] },
};
const WHOLE = ['favicon'];

describe('the live value cut to the declared paths', () => {
  it('keeps only what is declared, leaf by leaf', () => {
    const declared = { styling: { primaryColor: { light: '#0B6E4F' } } };
    expect(prunedToDeclared(LIVE, declared, WHOLE)).toEqual({
      styling: { primaryColor: { light: '#346DDB' } },
    });
  });

  it('a list is one value; a declared leaf the live value lacks is left out, a declared null kept', () => {
    const declared = {
      header: { links: [], logo: { light: 'x' } },
      styling: { headingFont: null },
    };
    expect(prunedToDeclared(LIVE, declared, WHOLE)).toEqual({
      header: { links: LIVE.header.links },
      styling: { headingFont: null },
    });
  });

  it('a value sent whole is compared on its declared keys, an empty one whole', () => {
    const live = { favicon: { emoji: '1f680', newerField: 1 } };
    expect(prunedToDeclared(live, { favicon: { emoji: '1f680' } }, WHOLE)).toEqual({
      favicon: { emoji: '1f680' },
    });
    expect(prunedToDeclared(LIVE, { favicon: {} }, WHOLE)).toEqual({ favicon: LIVE.favicon });
  });
});

describe('the declared leaves laid over the live value', () => {
  it('changes the declared leaves and keeps every other', () => {
    const declared = { styling: { primaryColor: { light: '#0B6E4F' } } };
    expect(laidOver(LIVE, declared, WHOLE)).toEqual({
      ...LIVE,
      styling: { primaryColor: { light: '#0B6E4F', dark: '#346DDB' }, corners: 'rounded' },
    });
  });

  it('replaces a list and a value sent whole, never merging two forms', () => {
    const declared = { favicon: { emoji: '1f680' }, header: { links: [{ title: 'C' }] } };
    expect(laidOver(LIVE, declared, WHOLE)).toEqual({
      ...LIVE,
      favicon: { emoji: '1f680' },
      header: { preset: 'default', links: [{ title: 'C' }] },
    });
  });
});
