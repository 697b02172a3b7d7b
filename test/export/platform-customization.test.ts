import { describe, expect, it } from 'vitest';
import {
  leavesOtherThan,
  platformCustomization,
} from '../../src/config/export/platform-customization.js';
import { defaultCustomization } from '../../src/emulator/sites/site-view.js';

/**
 * `export` leaves out the customization leaves a site holds before anyone changes them:
 * its table of them is the emulator's answer for a site never customized, held equal
 * here (the official spec documents no such defaults).
 */
describe('the platform customization export leaves out', () => {
  it.each(['Developer Portal', 'X'])('is the emulator answer for a new site titled %j', (title) => {
    expect(platformCustomization(title)).toEqual(defaultCustomization(title));
  });

  it('keeps the leaves that differ, a value taken whole kept whole', () => {
    const defaults = platformCustomization('Portal');
    const settings = {
      ...defaults,
      styling: {
        ...(defaults.styling as object),
        corners: 'straight',
        primaryColor: { light: '#0B6E4F', dark: '#346DDB' },
      },
      favicon: { icon: { light: 'https://a.example/l.png', dark: 'https://a.example/d.png' } },
      header: {
        preset: 'default',
        links: [{ title: 'Home', to: { kind: 'url', url: 'https://a.example' } }],
      },
    };
    expect(leavesOtherThan(settings, defaults)).toEqual({
      styling: { corners: 'straight', primaryColor: { light: '#0B6E4F', dark: '#346DDB' } },
      favicon: settings.favicon,
      header: { links: settings.header.links },
    });
    expect(leavesOtherThan(defaults, defaults)).toEqual({});
  });
});
