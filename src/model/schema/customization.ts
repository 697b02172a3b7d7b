import * as z from 'zod';
import { lazyObject } from '../../zod-fast/lazy-object.js';
import { customizationParts } from './customization-parts.js';
import { customizationPaths } from '../customization-objects.js';

/*
 * A site's customization as the config declares it: the official
 * `SiteCustomizationSettings` (openapi.json) with every key optional, since only the
 * declared leaves are managed (the rest keep their live values). The objects are strict,
 * so a misspelt key is an error with a "did you mean". The values replaced whole (a
 * favicon, a font, a link to content, a list) keep the official schema's required keys:
 * CUSTOMIZATION_WHOLE lists the object-valued ones, and every list is one value. The
 * keys an announcement may leave out take `null` to remove them (the API takes the
 * announcement only whole: a key the config does not write is kept from the live one).
 */

let built: ReturnType<typeof buildSiteCustomization> | undefined;

/**
 * The official `SiteCustomizationSettings`, every key optional, built at its first use
 * (`siteCustomization` checks through it): a config that declares no customization
 * never builds its many schemas.
 */
export function siteCustomizationSchema(): ReturnType<typeof buildSiteCustomization> {
  built ??= buildSiteCustomization();
  return built;
}

/**
 * The site's customization as a config row holds it: `siteCustomizationSchema`, lazily
 * (marked for the fast check, which then leaves it unbuilt where it is not declared).
 */
export const siteCustomization = lazyObject(z.lazy(siteCustomizationSchema));

function buildSiteCustomization() {
  const p = customizationParts();

  const enabled = z.strictObject({ enabled: z.boolean().optional() });

  const styling = z.strictObject({
    theme: z.enum(['clean', 'muted', 'bold', 'gradient']).optional(),
    primaryColor: p.themedColor.optional(),
    tint: z.strictObject({ color: p.themedColor.optional() }).optional(),
    infoColor: p.themedColor.optional(),
    successColor: p.themedColor.optional(),
    warningColor: p.themedColor.optional(),
    dangerColor: p.themedColor.optional(),
    corners: z.enum(['straight', 'rounded', 'circular']).optional(),
    depth: z.enum(['subtle', 'flat']).optional(),
    links: z.enum(['default', 'accent']).optional(),
    font: p.font.optional(),
    // null: headings use the main font
    headingFont: p.font.nullable().optional(),
    monospaceFont: p.monospaceFont.optional(),
    background: z.enum(['plain', 'match']).optional(),
    icons: z.enum(['regular', 'solid', 'duotone', 'light', 'thin']).optional(),
    codeTheme: z
      .strictObject({
        default: p.themedCodeTheme.optional(),
        openapi: p.themedCodeTheme.optional(),
      })
      .optional(),
    sidebar: z
      .strictObject({
        background: z.enum(['default', 'filled']).optional(),
        list: z.enum(['default', 'pill', 'line']).optional(),
      })
      .optional(),
    search: z.enum(['prominent', 'subtle']).optional(),
  });

  const header = z.strictObject({
    preset: z.enum(['default', 'bold', 'contrast', 'custom', 'none']).optional(),
    logo: p.themedUrl.optional(),
    primaryLink: p.contentRef.optional(),
    backgroundColor: p.themedColor.optional(),
    linkColor: p.themedColor.optional(),
    links: z.array(p.headerItem).optional(),
  });

  const footer = z.strictObject({
    logo: p.themedUrl.optional(),
    groups: z.array(p.footerGroup).optional(),
    copyright: z.string().max(512).optional(),
  });

  const announcement = z.strictObject({
    enabled: z.boolean().optional(),
    message: z.string().min(2).max(128).optional(),
    // null: none (the announcement is sent whole without it; customization-wholes.ts)
    localizedMessage: p.localized(128).nullable().optional(),
    link: p.contentLink.nullable().optional(),
    style: z.enum(['info', 'warning', 'danger', 'success']).optional(),
  });

  const ai = z.strictObject({
    mode: z.enum(['none', 'search', 'assistant']).optional(),
    greeting: z.string().max(256).optional(),
    localizedGreeting: p.localized(128).optional(),
    suggestions: z.array(z.string().min(3).max(64)).max(5).optional(),
    instructions: z.string().max(10000).optional(),
  });

  // the official `SiteCustomizationSettings`, every key optional
  return z.strictObject({
    title: z.string().min(2).max(128).optional(),
    localizedTitle: p.localized(128).optional(),
    styling: styling.optional(),
    internationalization: z
      .strictObject({
        locale: z.enum(['en', 'fr', 'es', 'zh', 'ja', 'de', 'nl', 'no', 'pt-br', 'ru']).optional(),
      })
      .optional(),
    favicon: p.favicon.optional(),
    header: header.optional(),
    footer: footer.optional(),
    announcement: announcement.optional(),
    themes: z
      .strictObject({
        default: z.enum(['light', 'dark', 'system']).optional(),
        toggeable: z.boolean().optional(),
      })
      .optional(),
    feedback: enabled.optional(),
    ai: ai.optional(),
    advancedCustomization: enabled.optional(),
    pageActions: z
      .strictObject({
        items: z
          .array(z.enum(['assistant', 'external-ai', 'markdown', 'mcp', 'git', 'pdf']))
          .optional(),
      })
      .optional(),
    externalLinks: z.strictObject({ target: z.enum(['self', 'blank']).optional() }).optional(),
    pagination: enabled.optional(),
    trademark: enabled.optional(),
    privacyPolicy: z.strictObject({ url: p.url.optional() }).optional(),
    socialPreview: z.strictObject({ url: p.url.optional() }).optional(),
    socialAccounts: p.socialAccounts.optional(),
    insights: z.strictObject({ trackingCookie: z.boolean().optional() }).optional(),
  });
}

/**
 * The dotted paths of the customization whose object values are one value each, laid
 * over the live settings whole rather than key by key: a union of object forms (a
 * favicon's icon or emoji, a font's name or definition, a link to content), where
 * merging two forms would make neither. Lists are always one value. The `replaced` rows
 * of the customization's one table (model/customization-objects.ts).
 */
export const CUSTOMIZATION_WHOLE: readonly string[] = customizationPaths('replaced');
