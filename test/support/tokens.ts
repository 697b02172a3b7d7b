/**
 * Bearer tokens of the emulator's built-in fixture (docs/emulator.md, "The built-in
 * fixture"): alice is an admin, bob an editor, carol a reader of `org_acme`.
 */
export const TOKENS = {
  admin: 'dev-token',
  edit: 'bob-token',
  read: 'carol-token',
} as const;

export const ORG = 'org_acme';

/** Spaces of the built-in fixture. */
export const SPACES = {
  guides: 'spc_guides',
  api: 'spc_api',
  sdk: 'spc_sdk',
  changelog: 'spc_changelog',
  internal: 'spc_internal',
} as const;
