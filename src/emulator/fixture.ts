import type {
  MemberRecord,
  OrganizationRecord,
  RoleValue,
  SpaceRecord,
  UserRecord,
  World,
} from './world.js';

/** Every fixture record carries this instant, so the fixture is the same on every run. */
const FIXTURE_TIME = '2024-01-01T00:00:00.000Z';

const PEOPLE: readonly { id: string; name: string; token?: string }[] = [
  { id: 'usr_alice', name: 'Alice', token: 'dev-token' },
  { id: 'usr_bob', name: 'Bob', token: 'bob-token' },
  { id: 'usr_carol', name: 'Carol', token: 'carol-token' },
  { id: 'usr_dave', name: 'Dave' },
];

interface FixtureOrganization {
  readonly id: string;
  readonly title: string;
  readonly members: readonly [user: string, role: RoleValue][];
  readonly spaces: readonly [id: string, title: string][];
}

const ORGANIZATIONS: readonly FixtureOrganization[] = [
  {
    id: 'org_acme',
    title: 'Acme',
    members: [
      ['usr_alice', 'admin'],
      ['usr_bob', 'edit'],
      ['usr_carol', 'read'],
      ['usr_dave', 'edit'],
    ],
    spaces: [
      ['spc_guides', 'Guides'],
      ['spc_api', 'API Reference'],
      ['spc_sdk', 'SDK'],
      ['spc_changelog', 'Changelog'],
      ['spc_internal', 'Internal handbook'],
    ],
  },
  {
    id: 'org_acme_staging',
    title: 'Acme Staging',
    members: [
      ['usr_alice', 'admin'],
      ['usr_bob', 'edit'],
    ],
    spaces: [
      ['spc_stg_guides', 'Guides (staging)'],
      ['spc_stg_api', 'API Reference (staging)'],
    ],
  },
];

/**
 * The built-in world (docs/emulator.md, "The built-in fixture"): organization `org_acme` with four
 * members (three holding tokens) and five spaces, and `org_acme_staging` where alice is
 * admin and bob edits, with two spaces; no teams, sites, SAML providers or OpenAPI
 * specs. A fresh copy on each call, since handlers mutate the world.
 */
export function builtinFixture(): World {
  const users: UserRecord[] = PEOPLE.map((p) => ({
    id: p.id,
    displayName: p.name,
    email: `${p.name.toLowerCase()}@acme.example`,
  }));
  const tokens: Record<string, string> = {};
  for (const p of PEOPLE) if (p.token) tokens[p.token] = p.id;
  const members: MemberRecord[] = ORGANIZATIONS.flatMap((org) =>
    org.members.map(([user, role]) => ({
      organization: org.id,
      user,
      role,
      joinedAt: FIXTURE_TIME,
      disabled: false,
      sso: false,
    })),
  );
  const spaces: SpaceRecord[] = ORGANIZATIONS.flatMap((org) =>
    org.spaces.map(([id, title]) => ({
      organization: org.id,
      id,
      title,
      visibility: 'private' as const,
      editMode: 'live' as const,
      defaultLevel: 'inherit' as const,
      mergeRules: { type: 'inherit' as const },
      createdAt: FIXTURE_TIME,
      updatedAt: FIXTURE_TIME,
    })),
  );
  const organizations: OrganizationRecord[] = ORGANIZATIONS.map((org) => ({
    id: org.id,
    title: org.title,
    createdAt: FIXTURE_TIME,
    emailDomains: ['acme.example'],
    type: 'business',
    plan: 'enterprise_2024',
    defaultRole: null,
    defaultContent: null,
    inviteLinks: false,
    mergeRules: { type: 'none' },
  }));
  return {
    format: 'docform-emulator-world',
    version: 1,
    nextId: 1,
    users,
    tokens,
    organizations,
    members,
    teams: [],
    permissions: [],
    saml: [],
    collections: [],
    spaces,
    openapi: [],
    sites: [],
    siteNodes: [],
    siteSpaces: [],
    siteRedirects: [],
    siteShareLinks: [],
    gitSyncInstallations: [],
  };
}
