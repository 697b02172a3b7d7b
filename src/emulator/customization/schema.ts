import * as z from 'zod';
import { badRequest } from '../api-error.js';
import * as p from './parts.js';

/**
 * The official `SiteCustomizationSettingsInput` (= `SiteCustomizationSettingsBase`), the
 * body of `PUT .../customization`: the whole settings, required parts required. The
 * `updatedAt` that a GET answers may be sent back (a read-modify-write) and is ignored.
 */
export const siteCustomizationInput = z.strictObject({
  title: p.siteTitle.optional(),
  localizedTitle: p.localized(128).optional(),
  styling: z.strictObject({
    theme: p.theme,
    primaryColor: p.themedColor,
    tint: p.tint.optional(),
    infoColor: p.themedColor,
    successColor: p.themedColor,
    warningColor: p.themedColor,
    dangerColor: p.themedColor,
    corners: p.corners,
    depth: p.depth,
    links: p.linksStyle,
    font: p.font,
    headingFont: p.font.nullable().optional(),
    monospaceFont: p.monospaceFont,
    background: p.background,
    icons: p.iconsStyle,
    codeTheme: z.strictObject({ default: p.themedCodeTheme, openapi: p.themedCodeTheme }),
    sidebar: z.strictObject({ background: p.sidebarBackground, list: p.sidebarList }),
    search: p.searchStyle,
  }),
  internationalization: z.strictObject({ locale: p.locale }),
  favicon: p.favicon,
  header: z.strictObject({
    preset: p.headerPreset,
    logo: p.themedUrl.optional(),
    primaryLink: p.contentRef.optional(),
    backgroundColor: p.themedColor.optional(),
    linkColor: p.themedColor.optional(),
    links: z.array(p.headerItem),
  }),
  footer: z.strictObject({
    logo: p.themedUrl.optional(),
    groups: z.array(p.footerGroup),
    copyright: z.string().max(512).optional(),
  }),
  announcement: p.announcement.optional(),
  themes: z.strictObject({ default: p.themeMode, toggeable: z.boolean() }),
  feedback: z.strictObject({ enabled: z.boolean() }),
  ai: z.strictObject({
    mode: p.aiMode,
    greeting: z.string().max(256).optional(),
    localizedGreeting: p.localized(128).optional(),
    suggestions: z.array(z.string().min(3).max(64)).max(5).optional(),
    instructions: z.string().max(10000).optional(),
  }),
  advancedCustomization: z.strictObject({ enabled: z.boolean() }),
  pageActions: z.strictObject({ items: z.array(p.pageAction) }),
  externalLinks: z.strictObject({ target: p.linksTarget }),
  pagination: z.strictObject({ enabled: z.boolean() }),
  trademark: z.strictObject({ enabled: z.boolean() }),
  privacyPolicy: z.strictObject({ url: p.url.optional() }),
  socialPreview: z.strictObject({ url: p.url.optional() }),
  socialAccounts: p.socialAccounts,
  insights: z.strictObject({ trackingCookie: z.boolean() }),
  updatedAt: z.string().optional(),
});

/**
 * The body checked against a schema: the value as sent (not zod's copy, so nothing is
 * added or reordered), or a 400 naming the first offending field, e.g.
 * `Field "styling.primaryColor.light": must be a hex color like #346DDB`.
 */
export function checkBody(schema: z.ZodType, body: unknown): Record<string, unknown> {
  if (body === null || typeof body !== 'object' || Array.isArray(body)) {
    throw badRequest('Request body must be a JSON object');
  }
  const result = schema.safeParse(body);
  if (result.success) return body as Record<string, unknown>;
  const issue = result.error.issues[0];
  const path = issue?.path.map(String).join('.') ?? '';
  const keys = issue?.code === 'unrecognized_keys' ? issue.keys : [];
  if (keys.length > 0) {
    const at = [path, keys[0]].filter((s) => s !== '').join('.');
    throw badRequest(`Field "${at}" is not allowed`);
  }
  const where = path === '' ? 'Request body' : `Field "${path}"`;
  throw badRequest(`${where}: ${issue?.message ?? 'is invalid'}`);
}
