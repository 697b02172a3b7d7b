import type { MemberRecord, RoleValue, SpaceRecord, UserRecord, World } from './world.js';

/** Every fixture record carries this instant, so the fixture is the same on every run. */
const FIXTURE_TIME = '2024-01-01T00:00:00.000Z';
const ORG = 'org_acme';

const PEOPLE: readonly { id: string; name: string; role: RoleValue; token?: string }[] = [
  { id: 'usr_alice', name: 'Alice', role: 'admin', token: 'dev-token' },
  { id: 'usr_bob', name: 'Bob', role: 'edit', token: 'bob-token' },
  { id: 'usr_carol', name: 'Carol', role: 'read', token: 'carol-token' },
  { id: 'usr_dave', name: 'Dave', role: 'edit' },
];

const SPACES: readonly [id: string, title: string][] = [
  ['spc_guides', 'Guides'],
  ['spc_api', 'API Reference'],
  ['spc_sdk', 'SDK'],
  ['spc_changelog', 'Changelog'],
  ['spc_internal', 'Internal handbook'],
];

/**
 * The built-in world of DESIGN "The emulator": organization `org_acme` with four
 * members (three holding tokens) and five spaces, and no teams, sites, SAML providers
 * or OpenAPI specs. A fresh copy on each call, since handlers mutate the world.
 */
export function builtinFixture(): World {
  const users: UserRecord[] = PEOPLE.map((p) => ({
    id: p.id,
    displayName: p.name,
    email: `${p.name.toLowerCase()}@acme.example`,
  }));
  const members: MemberRecord[] = PEOPLE.map((p) => ({
    organization: ORG,
    user: p.id,
    role: p.role,
    joinedAt: FIXTURE_TIME,
    disabled: false,
    sso: false,
  }));
  const tokens: Record<string, string> = {};
  for (const p of PEOPLE) if (p.token) tokens[p.token] = p.id;
  const spaces: SpaceRecord[] = SPACES.map(([id, title]) => ({
    organization: ORG,
    id,
    title,
    visibility: 'private',
    editMode: 'live',
    defaultLevel: 'inherit',
    mergeRules: { type: 'inherit' },
    createdAt: FIXTURE_TIME,
    updatedAt: FIXTURE_TIME,
  }));
  return {
    format: 'docform-emulator-world',
    version: 1,
    nextId: 1,
    users,
    tokens,
    organizations: [
      {
        id: ORG,
        title: 'Acme',
        createdAt: FIXTURE_TIME,
        emailDomains: ['acme.example'],
        type: 'business',
        plan: 'enterprise_2024',
        defaultRole: null,
        defaultContent: null,
        inviteLinks: false,
        mergeRules: { type: 'none' },
      },
    ],
    members,
    teams: [],
    saml: [],
    spaces,
    openapi: [],
    sites: [],
    siteNodes: [],
    siteSpaces: [],
  };
}
