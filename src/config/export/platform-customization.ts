import { isDeepStrictEqual } from 'node:util';
import { customizationPaths } from '../../model/customization-objects.js';
import { isObject } from '../../model/is-object.js';

type Json = Readonly<Record<string, unknown>>;

/**
 * The customization settings of a site nobody has customized: what the official
 * `getSiteCustomizationById` answers (without `updatedAt`) until the first change, and
 * what a customization sent whole reverts an unset key to. The official spec lists no
 * defaults beyond `insights.trackingCookie`; these are the emulator's, which
 * test/export/platform-customization.test.ts holds equal to its answer for a new site.
 * The title is the site's own (a one-character title shows `Site`).
 */
export function platformCustomization(siteTitle: string): Json {
  const color = (light: string, dark: string) => ({ light, dark });
  const codeTheme = { light: 'default-light', dark: 'default-dark' };
  return {
    title: siteTitle.length >= 2 ? siteTitle : 'Site',
    styling: {
      theme: 'clean',
      primaryColor: color('#346DDB', '#346DDB'),
      infoColor: color('#787878', '#787878'),
      successColor: color('#00C950', '#00C950'),
      warningColor: color('#FE9A00', '#FE9A00'),
      dangerColor: color('#FB2C36', '#FB2C36'),
      corners: 'rounded',
      depth: 'subtle',
      links: 'default',
      font: 'Inter',
      monospaceFont: 'IBMPlexMono',
      codeTheme: { default: codeTheme, openapi: codeTheme },
      background: 'plain',
      icons: 'regular',
      sidebar: { background: 'default', list: 'default' },
      search: 'subtle',
    },
    internationalization: { locale: 'en' },
    favicon: {},
    header: { preset: 'default', links: [] },
    footer: { groups: [] },
    themes: { default: 'system', toggeable: true },
    feedback: { enabled: false },
    ai: { mode: 'search' },
    advancedCustomization: { enabled: false },
    trademark: { enabled: true },
    externalLinks: { target: 'self' },
    pagination: { enabled: true },
    pageActions: { items: ['markdown', 'pdf'] },
    privacyPolicy: {},
    socialPreview: {},
    socialAccounts: [],
    insights: { trackingCookie: true },
  };
}

/** The objects of settings managed key by key (customization-objects.ts, `merged`). */
const MERGED = new Set(customizationPaths('merged'));

/**
 * The leaves of `settings` whose value differs from `defaults`: an object the settings
 * merge key by key (`MERGED`, and the settings themselves) is descended into; any other
 * value (a color pair, a font, a favicon, a list) is one leaf, kept whole or left out
 * whole, since the API takes it only whole. An object left with no leaf is left out.
 */
export function leavesOtherThan(settings: Json, defaults: unknown, at = ''): Json {
  const base = isObject(defaults) ? defaults : {};
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(settings)) {
    const path = at === '' ? key : `${at}.${key}`;
    if (MERGED.has(path) && isObject(value)) {
      const inner = leavesOtherThan(value, Object.hasOwn(base, key) ? base[key] : undefined, path);
      if (Object.keys(inner).length > 0) out[key] = inner;
    } else if (!isDeepStrictEqual(Object.hasOwn(base, key) ? base[key] : undefined, value)) {
      out[key] = value;
    }
  }
  return out;
}
