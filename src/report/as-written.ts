import { parseAddress } from '../model/address.js';
import type { ResourceKind } from '../model/kinds.js';

/** From a field's value in the plan document to the way the YAML writes it. */
type Rewrite = (value: unknown) => unknown;

/**
 * The plan document names a referenced object by its address (`member.alice@acme.example`,
 * `space.guides`), as the applier needs; a reviewer reads it as the YAML wrote it: the
 * email, the key or the live id (issue 13, finding 8).
 */
function keyOf(prefix: 'member' | 'team' | 'space' | 'site'): Rewrite {
  return (value) => {
    if (typeof value !== 'string' || !value.startsWith(`${prefix}.`)) return value;
    try {
      const parts = parseAddress(value);
      return parts.length === 2 && parts[0] === prefix ? parts[1] : value;
    } catch {
      return value;
    }
  };
}

const each =
  (rewrite: Rewrite): Rewrite =>
  (value) =>
    Array.isArray(value) ? value.map(rewrite) : value;

/** Rewrites the named keys of an object value, leaving the others. */
const fields =
  (rewrites: Readonly<Record<string, Rewrite>>): Rewrite =>
  (value) => {
    if (typeof value !== 'object' || value === null || Array.isArray(value)) return value;
    return Object.fromEntries(
      Object.entries(value).map(([k, v]) => [k, rewrites[k]?.(v) ?? v] as const),
    );
  };

/** `source: URL` is the config format's own shorthand for `{ url: URL }`. */
const sourceShorthand: Rewrite = (value) => {
  if (typeof value !== 'object' || value === null) return value;
  const keys = Object.keys(value);
  return keys.length === 1 && keys[0] === 'url' ? (value as { url: unknown }).url : value;
};

const member = keyOf('member');

/** The fields whose plan form differs from the YAML's, by kind. */
const AS_WRITTEN: Partial<Record<ResourceKind, Readonly<Record<string, Rewrite>>>> = {
  settings: {
    defaultContent: fields({ site: keyOf('site') }),
    mergeRules: fields({ rules: each(fields({ users: each(member) })) }),
  },
  team: { members: each(member) },
  saml: { defaultTeam: keyOf('team') },
  openapi: { source: sourceShorthand },
  section: { space: keyOf('space') },
  'site-space': { space: keyOf('space') },
};

/** A field's value as the YAML writes it (references by key, email or id; shorthands). */
export function asWritten(kind: ResourceKind, path: string, value: unknown): unknown {
  if (value === undefined) return undefined;
  const rewrite = AS_WRITTEN[kind]?.[path];
  return rewrite ? rewrite(value) : value;
}
