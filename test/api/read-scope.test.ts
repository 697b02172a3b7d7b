import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readLive } from '../../src/api/read-live.js';
import { builtinFixture } from '../../src/emulator/fixture.js';
import { generateWorld } from '../../src/emulator/generate.js';
import type { ReadNeeds } from '../../src/model/read-needs.js';
import { readNeedsFor } from '../../src/plan/read-needs.js';
import { desired, ORG, site, team } from '../plan/read-needs-states.js';
import { startApiEmulator } from './support/api-emulator.js';
import type { ApiEmulator } from './support/api-emulator.js';

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
    const scope = readNeedsFor(
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

  it('reads, for a site created, the structures of the live sites the planner matches to no declared site', async () => {
    await emulator.clearJournal();
    // `Generated site 3` is declared without a structure: the planner matches it, so it is
    // no candidate for the new site renamed, and its structure is not read
    const needs = readNeedsFor(
      desired({ sites: [site('Generated site 3', { structure: undefined }), site('New')] }),
    );
    const { live, requests } = await readLive(emulator.client(), needs);
    const structures = (await emulator.journal())
      .map((e) => e.path)
      .filter((path) => path.endsWith('/structure'));
    const unmatched = live.sites?.filter((s) => s.title !== 'Generated site 3') ?? [];
    expect(unmatched).toHaveLength(19);
    expect(structures.sort()).toEqual(
      unmatched.map((s) => `/v1/orgs/${ORG}/sites/${s.id}/structure`).sort(),
    );
    // the organization, the sites, the spaces, the token's user and role, 19 structures
    expect(requests).toBe(5 + 19);
  });

  it('reads the structures its needs pick from the listed sites, and nothing of a config', async () => {
    await emulator.clearJournal();
    const listed: string[] = [];
    const needs: ReadNeeds = {
      organization: ORG,
      caller: false,
      members: false,
      teams: false,
      teamMembers: false,
      saml: false,
      openapi: false,
      openapiText: 'none',
      agentInstructions: false,
      collections: false,
      spaces: false,
      sites: true,
      siteStructure: 'none',
      adaptiveSchema: 'none',
      moreStructures: (sites) => {
        listed.push(...sites.map((s) => s.title));
        return new Set(sites.filter((s) => s.title === 'Generated site 5').map((s) => s.id));
      },
    };
    const { live, requests } = await readLive(emulator.client(), needs);
    expect(listed).toHaveLength(20);
    expect((await emulator.journal()).map((e) => e.path.replace(/\?.*/, '')).sort()).toEqual(
      [
        `/v1/orgs/${ORG}`,
        `/v1/orgs/${ORG}/sites`,
        `/v1/orgs/${ORG}/sites/${siteId(live, 5)}/structure`,
      ].sort(),
    );
    expect(requests).toBe(3);
  });

  it('reads team membership per team when there are fewer teams than members', async () => {
    await emulator.clearJournal();
    const scope = readNeedsFor(desired({ teams: [team('Team 0', ['alice@acme.example'])] }));
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
    const scope = readNeedsFor(desired({ teams: [team('Team 0', ['alice@acme.example'])] }));
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
