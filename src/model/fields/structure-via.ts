/**
 * The calls that send the fields of a site's structure (src/apply/handlers/section.ts,
 * group.ts, site-space.ts): the item's own PATCH (official `updateSiteSectionById`,
 * `updateSiteSectionGroupById`, `updateSiteSpaceById`), and for `default` the PATCH of
 * the container that holds the flag (`defaultSiteSection` of the site,
 * `defaultSiteSpace` of the section or site): one default per container, so setting it
 * moves it and `false` needs no call; for a site space's `customization`, the official
 * `overrideSiteSpaceCustomizationById` (after reading the live settings).
 */
export type StructureVia = 'patch' | 'default' | 'customization';
