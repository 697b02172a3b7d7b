import { describe, expect, it } from 'vitest';
import { exportOverride } from '../../src/config/export/export-overrides.js';

/**
 * A site space's `customization:` as export writes it: the leaves the override takes
 * whose value the site space shows differently from its site (the API answers no
 * override alone), merged objects descended, other values whole.
 */
describe('the exported override of a site space', () => {
  const site = {
    styling: { primaryColor: { light: '#346DDB', dark: '#346DDB' }, corners: 'rounded' },
    footer: { copyright: 'Acme' },
    ai: { mode: 'search' },
    updatedAt: '2026-11-27T00:00:00Z',
  };

  it('writes the leaves that differ, a color pair whole', () => {
    const shown = {
      ...site,
      styling: { primaryColor: { light: '#0B6E4F', dark: '#346DDB' }, corners: 'rounded' },
      updatedAt: '2026-11-27T01:00:00Z',
    };
    expect(exportOverride(site, shown)).toEqual({
      customization: { styling: { primaryColor: { light: '#0B6E4F', dark: '#346DDB' } } },
    });
  });

  it('writes nothing for a site space that shows the site settings', () => {
    expect(exportOverride(site, { ...site })).toEqual({});
  });

  it('leaves out keys the override does not take, and what was not read', () => {
    expect(exportOverride(site, { ...site, ai: { mode: 'assistant' } })).toEqual({});
    expect(exportOverride(site, undefined)).toEqual({});
  });
});
