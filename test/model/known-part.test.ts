import { describe, expect, it } from 'vitest';
import { siteCustomization } from '../../src/model/schema/customization.js';
import { knownPart } from '../../src/model/schema/known-part.js';

/**
 * The part of an answer the config's schema knows, as `export` writes a site's
 * customization: keys a newer API adds are left out at every depth, values are kept.
 */
describe('the known part of a customization answer', () => {
  it('leaves out the keys no object of the schema names, at every depth', () => {
    const answer = {
      title: 'Portal',
      newerField: { addedBy: 'a newer API version' },
      styling: {
        primaryColor: { light: '#0B6E4F', dark: '#0B6E4F', newerField: 1 },
        font: 'Inter',
        headingFont: null,
      },
      favicon: { emoji: '1f680', newerField: 1 },
      header: { preset: 'default', links: [{ title: 'A', to: null, links: [], newerField: 1 }] },
    };
    expect(knownPart(siteCustomization, answer)).toEqual({
      title: 'Portal',
      styling: {
        primaryColor: { light: '#0B6E4F', dark: '#0B6E4F' },
        font: 'Inter',
        headingFont: null,
      },
      favicon: { emoji: '1f680' },
      header: { preset: 'default', links: [{ title: 'A', to: null, links: [] }] },
    });
  });

  it('follows the form of a union the value is written in (a font definition)', () => {
    const font = {
      id: 'f1',
      custom: true,
      fontFamily: 'Acme Sans',
      fontFaces: [{ weight: 400, sources: [{ url: 'https://a.example/f.woff2' }] }],
      permissions: { edit: true },
    };
    const { permissions: _edit, ...input } = font;
    expect(knownPart(siteCustomization, { styling: { font } })).toEqual({
      styling: { font: input },
    });
  });
});
