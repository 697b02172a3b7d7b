import * as z from 'zod';
import { lazyObject } from '../../zod-fast/lazy-object.js';
import { siteCustomizationSchema } from './customization.js';

/*
 * A site space's customization override as the config declares it: the body of the
 * official `overrideSiteSpaceCustomizationById`, which takes part of a site's
 * `SiteCustomizationSettings` (no fonts, AI, page actions, social accounts, insights
 * or advanced customization). The leaves are those of the site's customization
 * (model/schema/customization.ts), every key optional; `null`, which the official body
 * takes to reset a leaf to the site's, is not: a reset leaf reads back as the site's
 * value, which the config does not hold (a leaf left out is simply not managed). Inside
 * the announcement, which the API takes whole, `link: null` and `localizedMessage: null`
 * remove the key from the announcement sent.
 */

let built: ReturnType<typeof buildOverride> | undefined;

/**
 * The official override body's keys, each optional, built at the first use like the
 * site's customization (customization.ts). Its `id` makes the config's JSON Schema hold
 * it once (under `$defs`), though root site spaces and sections' both name it.
 */
export const siteSpaceCustomization = lazyObject(
  z.lazy(() => {
    built ??= buildOverride();
    return built;
  }),
);

function buildOverride() {
  const site = siteCustomizationSchema().shape;
  // the styling the override takes: the site's without its fonts
  const styling = site.styling
    .unwrap()
    .omit({ font: true, headingFont: true, monospaceFont: true });
  return z
    .strictObject({
      title: site.title,
      localizedTitle: site.localizedTitle,
      styling: styling.optional(),
      internationalization: site.internationalization,
      favicon: site.favicon,
      announcement: site.announcement,
      header: site.header,
      footer: site.footer,
      themes: site.themes,
      feedback: site.feedback,
      externalLinks: site.externalLinks,
      pagination: site.pagination,
      trademark: site.trademark,
      privacyPolicy: site.privacyPolicy,
      socialPreview: site.socialPreview,
    })
    .meta({ id: 'SiteSpaceCustomization' });
}

/**
 * The dotted paths of the override whose values the official PATCH merges key by key;
 * any other declared value is sent whole (a color pair, a link list, the announcement),
 * so a value declared in part is completed from the live settings before it is sent.
 */
export const OVERRIDE_MERGED: readonly string[] = [
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
];
