/**
 * A value as JSON holds it: what a serialized plan's field values are (secrets masked,
 * references written as their address) and what a saved plan read back from disk holds
 * before its schema narrows it.
 */
export type JsonValue =
  string | number | boolean | null | readonly JsonValue[] | { readonly [key: string]: JsonValue };
