import * as z from 'zod';
import { LANGUAGES, url } from './fields.js';

/*
 * The values of a site's customization (official `Customization*` schemas of
 * openapi.json) that are replaced whole: a color pair, a font, a favicon, a link to
 * content, a list. Each is checked as the official schema has it, required keys
 * required; unknown keys are refused (a typo is an error, not a setting ignored).
 */

/** A space-separated list as the tuple `z.enum` takes. */
const words = (list: string): [string, ...string[]] => list.split(' ') as [string, ...string[]];

/** The parts, built at the first use: a config without customization never builds them. */
export type CustomizationParts = ReturnType<typeof buildParts>;

let parts: CustomizationParts | undefined;

/**
 * The parts of the customization's schemas, built once at the first call: zod builds a
 * schema eagerly, and these are many (about 10 ms of every command's start-up), needed
 * only by a config or an answer that holds a customization.
 */
export function customizationParts(): CustomizationParts {
  parts ??= buildParts();
  return parts;
}

function buildParts() {
  /** Official `Color`: a hex color. */
  const color = z.string().regex(/^#(?:[0-9a-fA-F]{3}){1,2}$/, 'a hex color: #RGB or #RRGGBB');

  /** Official `CustomizationThemedColor`: a color for each theme; one may be declared alone. */
  const themedColor = z.strictObject({ light: color.optional(), dark: color.optional() });

  /** Official `CustomizationThemedURL`. */
  const themedUrl = z.strictObject({ light: url.optional(), dark: url.optional() });

  const codeTheme = z.enum(
    words(
      'default-light default-dark monochrome-light monochrome-dark andromeeda aurora-x ayu-dark ' +
        'catppuccin-frappe catppuccin-latte catppuccin-macchiato catppuccin-mocha dark-plus ' +
        'dracula dracula-soft everforest-dark everforest-light github-dark github-dark-default ' +
        'github-dark-dimmed github-dark-high-contrast github-light github-light-default ' +
        'github-light-high-contrast gruvbox-dark-hard gruvbox-dark-medium gruvbox-dark-soft ' +
        'gruvbox-light-hard gruvbox-light-medium gruvbox-light-soft houston kanagawa-dragon ' +
        'kanagawa-lotus kanagawa-wave laserwave light-plus material-theme material-theme-darker ' +
        'material-theme-lighter material-theme-ocean material-theme-palenight min-dark min-light ' +
        'monokai night-owl nord one-dark-pro one-light plastic poimandres red rose-pine ' +
        'rose-pine-dawn rose-pine-moon slack-dark slack-ochin snazzy-light solarized-dark ' +
        'solarized-light synthwave-84 tokyo-night vesper vitesse-black vitesse-dark vitesse-light',
    ),
  );

  /** Official `CustomizationThemedCodeTheme`. */
  const themedCodeTheme = z.strictObject({
    light: codeTheme.optional(),
    dark: codeTheme.optional(),
  });

  /** Official `LocalizedString*`: overrides keyed by `TranslationLanguage`. */
  const localized = (max?: number) =>
    z.partialRecord(z.enum(LANGUAGES), max === undefined ? z.string() : z.string().max(max));

  /** Official `CustomizationFontDefinitionInput`: a font family and its faces. */
  const fontDefinition = z.strictObject({
    id: z.string(),
    custom: z.boolean(),
    fontFamily: z.string().min(1).max(50),
    fontFaces: z
      .array(
        z.strictObject({
          weight: z.int().min(1).max(1000),
          sources: z
            .array(z.strictObject({ url, format: z.enum(['woff2', 'woff']).optional() }))
            .min(1),
        }),
      )
      .min(1),
  });

  /** Official `CustomizationFont`: a font GitBook provides, or a definition. */
  const font = z.union([
    z.enum(
      words(
        'ABCFavorit Inter Roboto RobotoSlab OpenSans SourceSansPro Lato Ubuntu Raleway ' +
          'Merriweather Overpass NotoSans IBMPlexSerif Poppins FiraSans',
      ),
    ),
    fontDefinition,
  ]);

  /** Official `CustomizationMonospaceFont`. */
  const monospaceFont = z.union([
    z.enum(
      words(
        'FiraCode IBMPlexMono JetBrainsMono SourceCodePro RobotoMono SpaceMono DMMono Inconsolata',
      ),
    ),
    fontDefinition,
  ]);

  /** Official `CustomizationFavicon`: an icon per theme, an emoji, or none (`{}`). */
  const favicon = z.union([
    z.strictObject({ icon: z.strictObject({ light: url, dark: url }) }),
    z.strictObject({ emoji: z.string().max(50) }),
    z.strictObject({}),
  ]);

  /** Official `ContentRef`: a reference to content, by `kind`. */
  const contentRef = z.discriminatedUnion('kind', [
    // a link to a URL: the official `ContentRefURL.url` is any string; docform takes
    // what the other URLs take (fields.ts), so no `javascript:` link reaches a visitor
    z.strictObject({ kind: z.literal('url'), url }),
    z.strictObject({ kind: z.literal('file'), file: z.string(), space: z.string().optional() }),
    z.strictObject({ kind: z.literal('page'), page: z.string(), space: z.string().optional() }),
    z.strictObject({
      kind: z.literal('anchor'),
      anchor: z.string(),
      space: z.string().optional(),
      page: z.string().optional(),
    }),
    z.strictObject({ kind: z.literal('user'), user: z.string() }),
    z.strictObject({ kind: z.literal('collection'), collection: z.string() }),
    z.strictObject({ kind: z.literal('space'), space: z.string() }),
    z.strictObject({
      kind: z.literal('reusable-content'),
      reusableContent: z.string(),
      space: z.string().optional(),
    }),
    z.strictObject({ kind: z.literal('tag'), tag: z.string(), space: z.string().optional() }),
    z.strictObject({ kind: z.literal('openapi'), spec: z.string() }),
  ]);

  /** Official `CustomizationContentLink`. */
  const contentLink = z.strictObject({
    title: z.string().max(64),
    localizedTitle: localized(64).optional(),
    to: contentRef,
  });

  /** Official `CustomizationHeaderItem`: a header link, with its dropdown links. */
  const headerItem = z.strictObject({
    title: z.string(),
    localizedTitle: localized().optional(),
    style: z.enum(['link', 'button-primary', 'button-secondary']).optional(),
    to: contentRef.nullable(),
    links: z.array(contentLink),
    condition: z.string().max(1024).optional(),
  });

  /** Official `CustomizationFooterGroup`. */
  const footerGroup = z.strictObject({
    title: z.string(),
    localizedTitle: localized().optional(),
    links: z.array(contentLink),
  });

  /** Official `SiteSocialAccounts`. */
  const socialAccounts = z
    .array(
      z.strictObject({
        platform: z.enum(
          words(
            'twitter instagram facebook linkedin github discord slack youtube tiktok reddit ' +
              'bluesky mastodon threads medium',
          ),
        ),
        handle: z.string().min(1).max(128),
        display: z.strictObject({ footer: z.boolean(), header: z.boolean() }),
      }),
    )
    .max(10);

  return {
    url,
    color,
    themedColor,
    themedUrl,
    themedCodeTheme,
    localized,
    font,
    monospaceFont,
    favicon,
    contentRef,
    contentLink,
    headerItem,
    footerGroup,
    socialAccounts,
  };
}
