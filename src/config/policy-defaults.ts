/**
 * Policy defaults (docs/config.md, "policy"), in one place: normalize fills them in,
 * and the schema's descriptions (the JSON Schema editors show) quote them.
 */
export const DEFAULT_DELETE_THRESHOLD = { count: 10, percent: 30 } as const;
/** High enough that a normal plan is not gated; a rewrite of half an organization is. */
export const DEFAULT_UPDATE_THRESHOLD = { count: 50, percent: 50 } as const;
