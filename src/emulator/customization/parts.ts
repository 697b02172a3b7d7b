import * as z from 'zod';
import { LANGUAGES } from '../languages.js';

/*
 * The building blocks of the official customization schemas (`Customization*` in
 * openapi.json), shared by the whole settings (schema.ts) and the
 * site-space overrides (override.ts). Objects are strict: a key the
 * official schema does not name is a 400, as `onlyFields` does for other bodies.
 */

/** A space-separated list as the tuple `z.enum` takes (keeps the long enums short). */
const words = (list: string): [string, ...string[]] => list.split(' ') as [string, ...string[]];

export const CODE_THEMES = words(
  'default-light default-dark monochrome-light monochrome-dark andromeeda aurora-x ayu-dark ' +
    'catppuccin-frappe catppuccin-latte catppuccin-macchiato catppuccin-mocha dark-plus dracula ' +
    'dracula-soft everforest-dark everforest-light github-dark github-dark-default ' +
    'github-dark-dimmed github-dark-high-contrast github-light github-light-default ' +
    'github-light-high-contrast gruvbox-dark-hard gruvbox-dark-medium gruvbox-dark-soft ' +
    'gruvbox-light-hard gruvbox-light-medium gruvbox-light-soft houston kanagawa-dragon ' +
    'kanagawa-lotus kanagawa-wave laserwave light-plus material-theme material-theme-darker ' +
    'material-theme-lighter material-theme-ocean material-theme-palenight min-dark min-light ' +
    'monokai night-owl nord one-dark-pro one-light plastic poimandres red rose-pine ' +
    'rose-pine-dawn rose-pine-moon slack-dark slack-ochin snazzy-light solarized-dark ' +
    'solarized-light synthwave-84 tokyo-night vesper vitesse-black vitesse-dark vitesse-light',
);
const FONTS = words(
  'ABCFavorit Inter Roboto RobotoSlab OpenSans SourceSansPro Lato Ubuntu Raleway Merriweather ' +
    'Overpass NotoSans IBMPlexSerif Poppins FiraSans',
);
const MONO_FONTS = words(
  'FiraCode IBMPlexMono JetBrainsMono SourceCodePro RobotoMono SpaceMono DMMono Inconsolata',
);
const PLATFORMS = words(
  'twitter instagram facebook linkedin github discord slack youtube tiktok reddit bluesky ' +
    'mastodon threads medium',
);

export const theme = z.enum(['clean', 'muted', 'bold', 'gradient']);
export const corners = z.enum(['straight', 'rounded', 'circular']);
export const depth = z.enum(['subtle', 'flat']);
export const linksStyle = z.enum(['default', 'accent']);
export const iconsStyle = z.enum(['regular', 'solid', 'duotone', 'light', 'thin']);
export const sidebarBackground = z.enum(['default', 'filled']);
export const sidebarList = z.enum(['default', 'pill', 'line']);
export const searchStyle = z.enum(['prominent', 'subtle']);
export const background = z.enum(['plain', 'match']);
export const locale = z.enum(words('en fr es zh ja de nl no pt-br ru'));
export const headerPreset = z.enum(['default', 'bold', 'contrast', 'custom', 'none']);
export const themeMode = z.enum(['light', 'dark', 'system']);
export const linksTarget = z.enum(['self', 'blank']);
export const aiMode = z.enum(['none', 'search', 'assistant']);
export const pageAction = z.enum(['assistant', 'external-ai', 'markdown', 'mcp', 'git', 'pdf']);

export const siteTitle = z.string().min(2).max(128);
/** Official `URL`: an absolute URL of at most 2048 characters. */
export const url = z.url().max(2048);
const color = z.string().regex(/^#(?:[0-9a-fA-F]{3}){1,2}$/, 'must be a hex color like #346DDB');
export const themedColor = z.strictObject({ light: color, dark: color });
export const tint = z.strictObject({ color: themedColor });
const codeTheme = z.enum(CODE_THEMES);
export const themedCodeTheme = z.strictObject({ light: codeTheme, dark: codeTheme });
export const themedUrl = z.strictObject({ light: url, dark: url });

/** `LocalizedString*`: overrides keyed by `TranslationLanguage`, each at most `max`. */
export const localized = (max?: number) =>
  z.partialRecord(z.enum(LANGUAGES), max === undefined ? z.string() : z.string().max(max));

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
export const font = z.union([z.enum(FONTS), fontDefinition]);
export const monospaceFont = z.union([z.enum(MONO_FONTS), fontDefinition]);

export const favicon = z.union([
  z.strictObject({ icon: themedUrl }),
  z.strictObject({ emoji: z.string().max(50) }),
  z.strictObject({}),
]);

/** Official `ContentRef`: a relative reference to content, by `kind`. */
export const contentRef = z.discriminatedUnion('kind', [
  z.strictObject({ kind: z.literal('file'), file: z.string(), space: z.string().optional() }),
  z.strictObject({ kind: z.literal('url'), url: z.string() }),
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

const contentLink = z.strictObject({
  title: z.string().max(64),
  localizedTitle: localized(64).optional(),
  to: contentRef,
});

export const headerItem = z.strictObject({
  title: z.string(),
  localizedTitle: localized().optional(),
  style: z.enum(['link', 'button-primary', 'button-secondary']).optional(),
  to: contentRef.nullable(),
  links: z.array(contentLink),
  condition: z.string().max(1024).optional(),
});

export const footerGroup = z.strictObject({
  title: z.string(),
  localizedTitle: localized().optional(),
  links: z.array(contentLink),
});

export const announcement = z.strictObject({
  enabled: z.boolean(),
  message: z.string().min(2).max(128),
  localizedMessage: localized(128).optional(),
  link: contentLink.optional(),
  style: z.enum(['info', 'warning', 'danger', 'success']),
});

export const socialAccounts = z
  .array(
    z.strictObject({
      platform: z.enum(PLATFORMS),
      handle: z.string().min(1).max(128),
      display: z.strictObject({ footer: z.boolean(), header: z.boolean() }),
    }),
  )
  .max(10);
