/** Every kind of object docform manages. Closed union: switch on it exhaustively. */
export type ResourceKind =
  | 'settings'
  | 'member'
  | 'team'
  | 'saml'
  | 'openapi'
  | 'space'
  | 'site'
  | 'section'
  | 'group'
  | 'site-space'
  | 'link'
  | 'redirect';

export const RESOURCE_KINDS: readonly ResourceKind[] = [
  'settings',
  'member',
  'team',
  'saml',
  'openapi',
  'space',
  'site',
  'section',
  'group',
  'site-space',
  'link',
  'redirect',
];

/**
 * Top-level collections that `policy.prune` may make authoritative (`spaces`: every live
 * space the config neither declares nor names is deleted); `permissions` makes
 * the grants of every site and space that declares `permissions:` authoritative.
 */
export type PrunableCollection =
  'members' | 'teams' | 'saml' | 'openapi' | 'spaces' | 'sites' | 'permissions';

export const PRUNABLE_COLLECTIONS: readonly PrunableCollection[] = [
  'members',
  'teams',
  'saml',
  'openapi',
  'spaces',
  'sites',
  'permissions',
];

/** The config's top-level keyed collections (`teams:`, `spaces:` ...). */
export type TopLevelCollection = Exclude<PrunableCollection, 'permissions'>;

/**
 * The top-level collection that declares each kind keyed there: an object of it is
 * addressed `<kind>.<key>`, `<key>` its key in that collection (so an environment's
 * overrides name it `<collection>.<key>`). Settings, and the kinds a site holds, have none.
 * Written in the order the config lists the collections: the config's `COLLECTION_KEYS`
 * (src/config/schema.ts) are these values, in this order.
 */
export const TOP_LEVEL_COLLECTION: { readonly [K in ResourceKind]?: TopLevelCollection } = {
  member: 'members',
  team: 'teams',
  saml: 'saml',
  openapi: 'openapi',
  space: 'spaces',
  site: 'sites',
};

/** The API's member roles (`Role` in the spec); null stands for a guest. */
export const ROLES = ['admin', 'create', 'review', 'edit', 'comment', 'read'] as const;
export type Role = (typeof ROLES)[number];

export const SITE_VISIBILITIES = ['public', 'unlisted', 'share-link', 'visitor-auth'] as const;
export type SiteVisibility = (typeof SITE_VISIBILITIES)[number];

export const SITE_TYPES = [
  'basic',
  'premium',
  'ultimate',
  'sponsored',
  'legacy-basic',
  'legacy-premium',
] as const;
export type SiteType = (typeof SITE_TYPES)[number];

export const AGENTS_CONTEXTS = ['excluded', 'included'] as const;
export type AgentsContext = (typeof AGENTS_CONTEXTS)[number];

export const EDIT_MODES = ['live', 'locked'] as const;
export type EditMode = (typeof EDIT_MODES)[number];

export const OPENAPI_VISIBILITIES = ['private', 'public'] as const;
export type OpenApiVisibility = (typeof OPENAPI_VISIBILITIES)[number];

/** Content default level: a role, null (no access) or "inherit". */
export type DefaultLevel = Role | 'inherit' | null;

/**
 * An enumeration as the API answers it: one of the values docform knows, or a newer one
 * (a read never fails on it; the planner names it, src/plan/unknown-values.ts).
 */
export type Open<T extends string> = T | (string & Record<never, never>);

/** True when `value` is one of `known`. */
export function isKnown<T extends string>(known: readonly T[], value: string): value is T {
  return (known as readonly string[]).includes(value);
}
