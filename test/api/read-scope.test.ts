import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readLive, readScopeAll, readScopeFor } from '../../src/api/read-live.js';
import { unmatchedSites } from '../../src/api/unmatched-sites.js';
import { builtinFixture } from '../../src/emulator/fixture.js';
import { generateWorld } from '../../src/emulator/generate.js';
import { startApiEmulator } from './support/api-emulator.js';
import type { ApiEmulator } from './support/api-emulator.js';
import type { Address } from '../../src/model/address.js';
import type { DesiredSite, DesiredState } from '../../src/model/desired.js';
import { desired, ORG, site, team } from './support/desired-state.js';

describe('readScopeFor', () => {
  it('reads only the organization for a config of settings alone', () => {
    expect(readScopeFor(desired())).toMatchObject({
      members: false,
      teams: false,
      teamMembers: false,
      saml: false,
      openapi: false,
      spaces: false,
      sites: false,
      siteStructure: 'none',
      adaptiveSchema: 'none',
    });
  });

  it('reads members and membership only when teams declare members', () => {
    expect(readScopeFor(desired({ teams: [team('A')] }))).toMatchObject({
      teams: true,
      members: false,
      teamMembers: false,
    });
    expect(readScopeFor(desired({ teams: [team('A', ['a@x'])] }))).toMatchObject({
      teams: true,
      members: true,
      teamMembers: true,
    });
  });

  it('reads members whenever merge rules are declared: the live rules name reviewers by id', () => {
    const settings = (mergeRules: NonNullable<DesiredState['settings']>['mergeRules']) =>
      desired({ settings: { address: 'settings' as Address, mergeRules } });
    expect(readScopeFor(settings({ type: 'none' })).members).toBe(true);
    expect(
      readScopeFor(settings({ type: 'rules', rules: [{ rule: 'require_agent_review' }] })).members,
    ).toBe(true);
    expect(readScopeFor(desired({ settings: { address: 'settings' as Address } })).members).toBe(
      false,
    );
  });

  it('reads the teams when a SAML provider names a default team, which may be a live id', () => {
    const okta = {
      address: 'saml.okta' as Address,
      key: 'okta',
      label: 'Okta',
      previously: [],
      defaultTeam: 'team_1',
    };
    expect(readScopeFor(desired({ saml: [okta] }))).toMatchObject({ saml: true, teams: true });
    const { defaultTeam: _, ...none } = okta;
    expect(readScopeFor(desired({ saml: [none] }))).toMatchObject({ saml: true, teams: false });
  });

  it('reads a pruned collection even when none is declared, without site children', () => {
    const scope = readScopeFor(
      desired({ policy: { ...desired().policy, prune: ['sites', 'saml'] } }),
    );
    expect(scope).toMatchObject({ sites: true, saml: true, siteStructure: 'none' });
  });

  it('reads the spaces under prune: [spaces], and the grants of an owned space by its titles', () => {
    const pruned = readScopeFor(desired({ policy: { ...desired().policy, prune: ['spaces'] } }));
    expect(pruned).toMatchObject({ spaces: true, spacePermissions: { ids: [], titles: [] } });
    const grants = { teams: { writers: 'edit' as const } };
    const scope = readScopeFor(
      desired({
        spaces: [
          { address: 'space.a', key: 'a', id: 'spc_a', previously: [], permissions: grants },
          { address: 'space.b', key: 'b', title: 'B', previously: ['Old B'], permissions: grants },
          { address: 'space.c', key: 'c', title: 'C', previously: [] },
        ],
      }),
    );
    expect(scope.spacePermissions).toEqual({ ids: ['spc_a'], titles: ['B', 'Old B'] });
  });

  it('reads the latest text only of specs given as a file or text, and instructions only when declared', () => {
    const spec = (
      slug: string,
      source: DesiredState['openapi'][number]['source'],
      id?: string,
    ) => ({
      address: `openapi.${slug}` as Address,
      slug,
      source,
      ...(id ? { id } : {}),
    });
    expect(readScopeFor(desired())).toMatchObject({
      openapiText: 'none',
      agentInstructions: false,
    });
    const scope = readScopeFor(
      desired({
        openapi: [
          spec('remote', { url: 'https://x.example/a.yaml' }),
          spec('inline', { text: 'openapi: 3.0.0' }),
          spec('petstore', { file: 'specs/petstore.yaml', text: 'openapi: 3.0.0' }, 'oas_1'),
        ],
        settings: { address: 'settings' as Address, agentInstructions: '# Hi' },
      }),
    );
    expect(scope.openapiText).toEqual({ ids: ['oas_1'], slugs: ['inline', 'petstore'] });
    expect(scope.agentInstructions).toBe(true);
  });

  it('reads the unmatched live sites too, only when a declared site matches none', () => {
    const held = [
      { id: 'site_1', title: 'Docs' },
      { id: 'site_2', title: 'Developer Portal' },
      { id: 'site_3', title: 'Blog' },
    ];
    const renamed = readScopeFor(
      desired({ sites: [site('Docs', { id: 'site_1' }), site('Dev Portal')] }),
    );
    expect([...unmatchedSites(renamed, held)]).toEqual(['site_2', 'site_3']);
    const kept = readScopeFor(
      desired({ sites: [site('Docs'), site('Dev Portal', { previously: ['Developer Portal'] })] }),
    );
    expect([...unmatchedSites(kept, held)]).toEqual([]);
    expect([...unmatchedSites(readScopeAll('org_acme'), held)]).toEqual([]);
  });

  it("reads a site's customization for an override that declares a pair in part, and only then", () => {
    const override = (title: string, customization: Record<string, unknown>): DesiredSite =>
      site(title, {
        structure: {
          kind: 'spaces',
          spaces: [
            {
              address: `site.${title}.space.spc_1` as Address,
              spaceRef: 'spc_1',
              spaceId: 'spc_1',
              customization,
            },
          ],
        },
      });
    const scope = readScopeFor(
      desired({
        sites: [
          override('Part', { styling: { primaryColor: { light: '#0B6E4F' } } }),
          override('Whole', { styling: { primaryColor: { light: '#0B6E4F', dark: '#111111' } } }),
          site('Branded', { customization: { title: 'Branded' } }),
        ],
      }),
    );
    expect(scope.customization).toEqual({ ids: [], titles: ['Part', 'Branded'] });
  });

  it('selects site children by pinned id, title and previous titles', () => {
    const scope = readScopeFor(
      desired({
        sites: [
          site('Docs', { id: 'site_1', previously: ['Old docs'] }),
          site('Flat', { structure: undefined, adaptiveSchema: { type: 'object' } }),
        ],
      }),
    );
    expect(scope.siteStructure).toEqual({ ids: ['site_1'], titles: ['Docs', 'Old docs'] });
    expect(scope.adaptiveSchema).toEqual({ ids: [], titles: ['Flat'] });
  });
});

describe('readLive with a scope from the config', () => {
  let emulator: ApiEmulator;
  beforeAll(async () => {
    emulator = await startApiEmulator({
      world: generateWorld(builtinFixture(), { sites: 20, sectionsPerSite: 2, teams: 3 }),
    });
  });
  afterAll(() => emulator.close());

  it('reads the structure of the declared sites only', async () => {
    await emulator.clearJournal();
    const scope = readScopeFor(
      desired({
        sites: [site('Generated site 3'), site('New', { previously: ['Generated site 7'] })],
      }),
    );
    const { live, requests } = await readLive(emulator.client(), scope);
    const journal = await emulator.journal();
    expect(journal.map((e) => e.path.replace(/\?.*/, '')).sort()).toEqual(
      [
        `/v1/orgs/${ORG}`,
        `/v1/orgs/${ORG}/sites`,
        // the spaces a structure's site spaces name, for the plan's preflight
        `/v1/orgs/${ORG}/spaces`,
        // who the token is, and its role here (no members list to find it in)
        '/v1/user',
        `/v1/orgs/${ORG}/members/usr_alice`,
        ...[3, 7].map((n) => `/v1/orgs/${ORG}/sites/${siteId(live, n)}/structure`),
      ].sort(),
    );
    expect(requests).toBe(7);
    expect(live.sites?.filter((s) => s.structure !== undefined).map((s) => s.title)).toEqual([
      'Generated site 3',
      'Generated site 7',
    ]);
    expect(live.teams).toBeUndefined();
  });

  it('reads team membership per team when there are fewer teams than members', async () => {
    await emulator.clearJournal();
    const scope = readScopeFor(desired({ teams: [team('Team 0', ['alice@acme.example'])] }));
    const { live, requests } = await readLive(emulator.client(), scope);
    // organization, members, teams, one membership list per team (3 teams < 4 members),
    // and the token's user (its role is in the members list)
    expect(requests).toBe(3 + 3 + 1);
    const journal = await emulator.journal();
    expect(journal.filter((e) => /\/teams\/[^/]+\/members/.test(e.path))).toHaveLength(3);
    expect(live.teams?.every((t) => t.members !== undefined)).toBe(true);
  });
});

describe('team membership per member', () => {
  let emulator: ApiEmulator;
  beforeAll(async () => {
    emulator = await startApiEmulator({
      world: generateWorld(builtinFixture(), { sites: 0, teams: 6 }),
    });
  });
  afterAll(() => emulator.close());

  it('reads it per member when there are fewer members than teams, with the same result', async () => {
    const scope = readScopeFor(desired({ teams: [team('Team 0', ['alice@acme.example'])] }));
    const { live, requests } = await readLive(emulator.client(), scope);
    // organization, members, teams, one list of teams per member (4 members < 6 teams),
    // and the token's user (its role is in the members list)
    expect(requests).toBe(3 + 4 + 1);
    const journal = await emulator.journal();
    expect(journal.filter((e) => /\/members\/[^/]+\/teams/.test(e.path))).toHaveLength(4);
    const world = emulator.world();
    for (const t of live.teams ?? []) {
      const stored = world.teams.find((w) => w.id === t.id)?.members.map((m) => m.user) ?? [];
      expect([...(t.members ?? [])].sort()).toEqual([...stored].sort());
    }
  });
});

function siteId(live: { sites?: readonly { id: string; title: string }[] }, n: number): string {
  return live.sites?.find((s) => s.title === `Generated site ${n}`)?.id ?? '?';
}
