import * as z from 'zod';
import * as p from './parts.js';

type Json = Record<string, unknown>;

/** A leaf of an override: a value sets it, `null` resets it to the site's (official). */
const reset = <T extends z.ZodType>(schema: T) => schema.nullable().optional();

/**
 * The body of `PATCH .../site-spaces/{siteSpaceId}/customization`
 * (overrideSiteSpaceCustomizationById): the official override object, where every leaf
 * is optional and `null` resets it. Fonts are not among the overridable fields.
 */
export const siteSpaceCustomizationOverride = z.strictObject({
  title: reset(p.siteTitle),
  localizedTitle: reset(p.localized(128)),
  styling: z
    .strictObject({
      theme: reset(p.theme),
      primaryColor: reset(p.themedColor),
      infoColor: reset(p.themedColor),
      successColor: reset(p.themedColor),
      warningColor: reset(p.themedColor),
      dangerColor: reset(p.themedColor),
      tint: reset(p.tint),
      corners: reset(p.corners),
      depth: reset(p.depth),
      links: reset(p.linksStyle),
      icons: reset(p.iconsStyle),
      sidebar: z
        .strictObject({ background: reset(p.sidebarBackground), list: reset(p.sidebarList) })
        .optional(),
      search: reset(p.searchStyle),
      background: reset(p.background),
      codeTheme: z
        .strictObject({ default: reset(p.themedCodeTheme), openapi: reset(p.themedCodeTheme) })
        .optional(),
    })
    .optional(),
  internationalization: z.strictObject({ locale: p.locale.nullable() }).optional(),
  favicon: reset(p.favicon),
  announcement: p.announcement.optional(),
  header: z
    .strictObject({
      preset: reset(p.headerPreset),
      logo: reset(p.themedUrl),
      primaryLink: reset(p.contentRef),
      backgroundColor: reset(p.themedColor),
      linkColor: reset(p.themedColor),
      links: reset(z.array(p.headerItem)),
    })
    .optional(),
  footer: z
    .strictObject({
      logo: reset(p.themedUrl),
      groups: reset(z.array(p.footerGroup)),
      copyright: reset(z.string().max(512)),
    })
    .optional(),
  themes: z.strictObject({ default: reset(p.themeMode), toggeable: reset(z.boolean()) }).optional(),
  feedback: z.strictObject({ enabled: z.boolean().nullable() }).optional(),
  externalLinks: z.strictObject({ target: p.linksTarget.nullable() }).optional(),
  pagination: z.strictObject({ enabled: z.boolean().nullable() }).optional(),
  trademark: z.strictObject({ enabled: z.boolean().nullable() }).optional(),
  privacyPolicy: z.strictObject({ url: reset(p.url) }).optional(),
  socialPreview: z.strictObject({ url: reset(p.url) }).optional(),
});

/**
 * The objects of the override that hold fields of their own, merged field by field;
 * every other key is one value, replaced whole (a color pair, a link list, the
 * announcement).
 */
const CONTAINERS = new Set([
  'styling',
  'styling.sidebar',
  'styling.codeTheme',
  'internationalization',
  'header',
  'footer',
  'themes',
  'feedback',
  'externalLinks',
  'pagination',
  'trademark',
  'privacyPolicy',
  'socialPreview',
]);

/** A deep copy; world objects are proxies (undo-world.ts), which structuredClone refuses. */
const copy = <T>(value: T): T => JSON.parse(JSON.stringify(value)) as T;

const isObject = (value: unknown): value is Json =>
  value !== null && typeof value === 'object' && !Array.isArray(value);

/**
 * The stored override after a PATCH: each sent leaf set, each `null` leaf removed,
 * containers merged recursively; a container left empty is dropped.
 */
export function applyOverride(stored: Json, patch: Json, at = ''): Json {
  const next: Json = copy(stored);
  for (const [key, value] of Object.entries(patch)) {
    const path = at === '' ? key : `${at}.${key}`;
    if (value === null || value === undefined) {
      delete next[key];
    } else if (CONTAINERS.has(path) && isObject(value)) {
      const merged = applyOverride(isObject(next[key]) ? next[key] : {}, value, path);
      if (Object.keys(merged).length > 0) next[key] = merged;
      else delete next[key];
    } else {
      next[key] = copy(value);
    }
  }
  return next;
}

/** The site's settings with a site space's override laid over them (the effective view). */
export function withOverride(settings: Json, override: Json, at = ''): Json {
  const result: Json = copy(settings);
  for (const [key, value] of Object.entries(override)) {
    const path = at === '' ? key : `${at}.${key}`;
    const base = result[key];
    result[key] =
      CONTAINERS.has(path) && isObject(value) && isObject(base)
        ? withOverride(base, value, path)
        : copy(value);
  }
  return result;
}
