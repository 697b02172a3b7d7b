import { describe, expect, it } from 'vitest';
import { overrideBody } from '../../src/apply/handlers/site-space-customization.js';

/**
 * The body of a site space's override PATCH: the objects the official PATCH merges key by
 * key hold the declared keys only, and a value it replaces whole is completed from the
 * settings the site space shows, so a leaf the config leaves out keeps its live value.
 */
describe('the override body of a site space', () => {
  const live = {
    styling: {
      primaryColor: { light: '#346DDB', dark: '#111111' },
      corners: 'rounded',
      sidebar: { background: 'default', list: 'pill' },
    },
    footer: { copyright: 'Acme', logo: { light: 'https://acme.example/l.png' } },
    favicon: { icon: { light: 'https://acme.example/a.png', dark: 'https://acme.example/b.png' } },
  };

  it('completes a color pair declared in part, and sends no undeclared key of a merged object', () => {
    expect(overrideBody(live, { styling: { primaryColor: { light: '#0B6E4F' } } })).toEqual({
      styling: { primaryColor: { light: '#0B6E4F', dark: '#111111' } },
    });
  });

  it('descends the merged objects (styling.sidebar) key by key', () => {
    expect(overrideBody(live, { styling: { sidebar: { list: 'line' } } })).toEqual({
      styling: { sidebar: { list: 'line' } },
    });
  });

  it('sends a union form (a favicon) whole, as declared', () => {
    expect(overrideBody(live, { favicon: { emoji: '1f680' } })).toEqual({
      favicon: { emoji: '1f680' },
    });
  });

  it('takes a value with nothing live as declared', () => {
    expect(overrideBody({}, { footer: { copyright: 'Acme Guides' } })).toEqual({
      footer: { copyright: 'Acme Guides' },
    });
  });
});
