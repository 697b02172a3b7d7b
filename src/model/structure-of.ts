/**
 * A site's structure, desired or live: sections at its root, among which stand section
 * groups and external links (`items`, in order; each section holds its site spaces), or
 * site spaces alone at its root (`spaces`, in order).
 */
export type StructureOf<Item, SiteSpace> =
  | { readonly kind: 'sections'; readonly items: readonly Item[] }
  | { readonly kind: 'spaces'; readonly spaces: readonly SiteSpace[] };
