/**
 * Every object-valued path of a site's customization (official
 * `SiteCustomizationSettings`, openapi.json) as the config declares it, with how docform
 * lays a declared value over the live one. The single table the customization's lists
 * derive from: `WHOLE_VALUES` (customization-wholes.ts) and `CUSTOMIZATION_WHOLE`
 * (schema/customization.ts). test/model/customization-objects.test.ts holds it to the
 * config's schema and to the official one.
 *
 * - `merged`: an object of settings of its own (official: an inline object), managed
 *   key by key; the override's PATCH merges it too.
 * - `completed`: a value the API takes only whole, with the keys its official schema
 *   (a `Customization*` component) requires, which the config may declare in part: a
 *   key the config does not write is taken from what completes the value (the live
 *   site, or the site's own customization for an override).
 * - `replaced`: one value laid over the live one whole: a union of object forms (a
 *   favicon, a font, a link to content), where merging two forms would make neither, or
 *   a value whose keys the config's schema requires as the official one does.
 */
export type CustomizationObjectKind = 'merged' | 'completed' | 'replaced';

export interface CustomizationObject {
  /** Dotted path in the customization. */
  readonly path: string;
  readonly kind: CustomizationObjectKind;
  /** `completed`: the keys the official schema requires of the value. */
  readonly required?: readonly string[];
  /** `completed`: the other keys the official schema knows of the value. */
  readonly optional?: readonly string[];
  /**
   * `completed`: the official `SiteCustomizationSettings` answer always holds it (every
   * key on its path required there): a site's settings, even never customized, can
   * complete it.
   */
  readonly answered?: boolean;
}

const PAIR = ['light', 'dark'] as const;

const merged = (path: string): CustomizationObject => ({ path, kind: 'merged' });
const replaced = (path: string): CustomizationObject => ({ path, kind: 'replaced' });
const completed = (
  path: string,
  required: readonly string[],
  answered: boolean,
  optional: readonly string[] = [],
): CustomizationObject => ({ path, kind: 'completed', required, optional, answered });

/** In an order where a value comes before the values inside it (`tint`, then `tint.color`). */
export const CUSTOMIZATION_OBJECTS: readonly CustomizationObject[] = [
  merged('styling'),
  completed('styling.primaryColor', PAIR, true),
  completed('styling.tint', ['color'], false),
  completed('styling.tint.color', PAIR, false),
  completed('styling.infoColor', PAIR, true),
  completed('styling.successColor', PAIR, true),
  completed('styling.warningColor', PAIR, true),
  completed('styling.dangerColor', PAIR, true),
  replaced('styling.font'),
  replaced('styling.headingFont'),
  replaced('styling.monospaceFont'),
  merged('styling.codeTheme'),
  completed('styling.codeTheme.default', PAIR, true),
  completed('styling.codeTheme.openapi', PAIR, true),
  merged('styling.sidebar'),
  merged('internationalization'),
  replaced('favicon'),
  merged('header'),
  completed('header.logo', PAIR, false),
  replaced('header.primaryLink'),
  completed('header.backgroundColor', PAIR, false),
  completed('header.linkColor', PAIR, false),
  merged('footer'),
  completed('footer.logo', PAIR, false),
  completed('announcement', ['enabled', 'message', 'style'], false, ['localizedMessage', 'link']),
  replaced('announcement.link'),
  merged('themes'),
  merged('feedback'),
  merged('ai'),
  merged('advancedCustomization'),
  merged('pageActions'),
  merged('externalLinks'),
  merged('pagination'),
  merged('trademark'),
  merged('privacyPolicy'),
  merged('socialPreview'),
  merged('insights'),
];

/** The paths of one kind, in the table's order. */
export function customizationPaths(kind: CustomizationObjectKind): string[] {
  return CUSTOMIZATION_OBJECTS.filter((o) => o.kind === kind).map((o) => o.path);
}
