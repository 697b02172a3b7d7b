/**
 * The API's enumerations docform knows: the values a field of the official spec takes.
 * A read keeps a value outside them (`Open`); the planner names it
 * (src/plan/unknown-values.ts).
 */

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
