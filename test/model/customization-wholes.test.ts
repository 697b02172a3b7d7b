import { describe, expect, it } from 'vitest';
import {
  completableWholes,
  completedWholes,
  partialWholes,
  unfilledWholes,
  wholesForTheWire,
} from '../../src/model/customization-wholes.js';

/**
 * The customization values the official API takes only whole: which are declared in
 * part, how a source completes them (only the keys they lack, declared in part or
 * not), what no source completes, and a key written null, removed from the body.
 */
describe('customization values taken only whole', () => {
  const site = {
    styling: { primaryColor: { light: '#346DDB', dark: '#111111' }, corners: 'rounded' },
    header: { preset: 'default', links: [] },
  };

  it('finds the values declared in part, not the whole ones nor the other leaves', () => {
    expect(
      partialWholes({
        styling: { primaryColor: { light: '#0B6E4F' }, infoColor: { light: '#1', dark: '#2' } },
        header: { logo: { dark: 'https://acme.example/d.png' } },
        footer: { copyright: 'Acme' },
      }),
    ).toEqual(['styling.primaryColor', 'header.logo']);
  });

  it('completes a pair with the key it lacks from the source, the rest as declared', () => {
    expect(completedWholes({ styling: { primaryColor: { light: '#0B6E4F' } } }, site)).toEqual({
      styling: { primaryColor: { light: '#0B6E4F', dark: '#111111' } },
    });
  });

  it("completes an announcement declared in part with the source's other keys too", () => {
    const shown = {
      announcement: {
        enabled: true,
        message: 'Old',
        style: 'info',
        link: { title: 'Read', to: { kind: 'url', url: 'https://acme.example/news' } },
      },
    };
    expect(completedWholes({ announcement: { message: 'New guides' } }, shown)).toEqual({
      announcement: { ...shown.announcement, message: 'New guides' },
    });
  });

  it('completes an announcement declared with every key it requires: its link is kept', () => {
    const link = { title: 'Read', to: { kind: 'url', url: 'https://acme.example/news' } };
    const shown = { announcement: { enabled: true, message: 'Old', style: 'info', link } };
    const whole = { announcement: { enabled: false, message: 'Off', style: 'info' } };
    expect(completableWholes(whole)).toEqual(['announcement']);
    expect(completedWholes(whole, shown)).toEqual({
      announcement: { ...whole.announcement, link },
    });
    // a pair declared whole has nothing to complete
    expect(completableWholes({ styling: { primaryColor: { light: '#1', dark: '#2' } } })).toEqual(
      [],
    );
  });

  it('keeps a key written null (removed) and leaves it out of the body sent', () => {
    const link = { title: 'Read', to: { kind: 'url', url: 'https://acme.example/news' } };
    const shown = { announcement: { enabled: true, message: 'Old', style: 'info', link } };
    const declared = { announcement: { enabled: true, message: 'New', style: 'info', link: null } };
    const completed = completedWholes(declared, shown);
    expect(completed).toEqual(declared);
    expect(wholesForTheWire({ ...completed, styling: { headingFont: null } })).toEqual({
      announcement: { enabled: true, message: 'New', style: 'info' },
      // a null outside the values taken whole is the API's own (headings in the main font)
      styling: { headingFont: null },
    });
  });

  it('reports what the source cannot complete, with the keys missing', () => {
    const declared = {
      styling: { primaryColor: { light: '#0B6E4F' } },
      header: { logo: { light: 'https://acme.example/l.png' } },
      announcement: { message: 'New guides' },
    };
    expect(unfilledWholes(declared, site, true)).toEqual([
      { path: 'header.logo', missing: ['dark'], required: ['light', 'dark'] },
      {
        path: 'announcement',
        missing: ['enabled', 'style'],
        required: ['enabled', 'message', 'style'],
      },
    ]);
  });

  it("leaves to the apply what a site's settings always hold, when they are not known yet", () => {
    const declared = { styling: { primaryColor: { light: '#0B6E4F' }, tint: { color: {} } } };
    expect(unfilledWholes(declared, {}, false)).toEqual([
      { path: 'styling.tint.color', missing: ['light', 'dark'], required: ['light', 'dark'] },
    ]);
    expect(unfilledWholes(declared, {}, true).map((v) => v.path)).toEqual([
      'styling.primaryColor',
      'styling.tint.color',
    ]);
  });
});
