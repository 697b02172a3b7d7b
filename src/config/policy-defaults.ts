/**
 * Policy defaults (docs/config.md, "policy"), in one place: normalize fills them in,
 * and the schema's descriptions (the JSON Schema editors show) quote them.
 */
export const DEFAULT_DELETE_THRESHOLD = { count: 10, percent: 30 } as const;
/** High enough that a normal plan is not gated; a rewrite of half an organization is. */
export const DEFAULT_UPDATE_THRESHOLD = { count: 50, percent: 50 } as const;
/**
 * An invite emails a person and makes them a member at once: a plan that invites more
 * than a team's worth of people (a pasted list, a generated config) is held back.
 */
export const DEFAULT_INVITE_THRESHOLD = { count: 10 } as const;
/**
 * Admin is the widest role (of the organization: all of it; of a site or space: its
 * settings and who may see it): a few grants in a reviewed plan pass, more are held back.
 */
export const DEFAULT_ADMIN_GRANT_THRESHOLD = { count: 3 } as const;
