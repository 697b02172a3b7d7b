import { describe, expect, it } from 'vitest';
import type { DesiredSite } from '../../src/model/desired.js';
import type { LiveSite } from '../../src/model/live.js';
import { overrideSource } from '../../src/plan/structure/override-completion.js';
import { liveSiteSource } from '../../src/plan/unfilled-customization.js';

/**
 * What completes a declared customization: the live site's settings, or for an override
 * the site's after this run; a live site whose settings are not known (refused to the
 * token, or not read) completes nothing and is never taken for a site not created yet.
 */
describe('the sources that complete a customization', () => {
  const held = { styling: { primaryColor: { light: '#346DDB', dark: '#111111' } } };
  const live = { id: 'site_1', title: 'Portal', customization: held } as unknown as LiveSite;
  const site = {
    address: 'site.portal',
    customization: { styling: { primaryColor: { dark: '#222222' } } },
  } as unknown as DesiredSite;

  it("a site's: the live settings, the platform's for a new site", () => {
    expect(liveSiteSource(live)).toEqual({ settings: held, whole: true, name: 'the live site' });
    expect(liveSiteSource(undefined)).toMatchObject({ whole: false, name: 'a new site' });
    expect(liveSiteSource(undefined).notRead).toBeUndefined();
  });

  it('a live site whose settings are not known completes nothing, and says why', () => {
    const refused = { ...live, customization: undefined, customizationNotRead: 'refused (403)' };
    expect(liveSiteSource(refused as LiveSite).notRead).toEqual({ why: 'refused (403)' });
    const unread = { id: 'site_1', title: 'Portal' } as unknown as LiveSite;
    expect(liveSiteSource(unread).notRead).toEqual({ why: 'they were not read' });
    expect(overrideSource(site, unread, true).notRead).toEqual({
      why: 'they were not read',
      site: 'site.portal',
    });
  });

  it("an override's: the site's after this run, planned or live", () => {
    expect(overrideSource(site, live, true).settings).toEqual({
      styling: { primaryColor: { light: '#346DDB', dark: '#222222' } },
    });
    // the site's own change is not applied by this run (a --target of the site space)
    expect(overrideSource(site, live, false).settings).toEqual(held);
    // a site this run creates: its declared leaves
    expect(overrideSource(site, undefined, false)).toMatchObject({
      settings: site.customization,
      whole: false,
    });
  });
});
