import { describe, expect, it } from 'vitest';
import { builtinFixture } from '../../src/emulator/fixture.js';
import { generateWorld } from '../../src/emulator/generate.js';
import { startEmulator } from '../../src/emulator/server.js';
import type {
  CollectionRecord,
  GitSyncInstallationRecord,
  World,
} from '../../src/emulator/world.js';
import { useTestEmulator } from '../support/start-test-emulator.js';

/** A world holding every kind of record: a site with a group, a team, SAML, a spec. */
function fullWorld(): World {
  const world = generateWorld(builtinFixture(), {
    sites: 1,
    sectionsPerSite: 2,
    spacesPerSection: 1,
    groups: true,
    teams: 1,
    saml: 1,
    openapi: 1,
  });
  const saml = world.saml[0];
  if (saml) saml.defaultTeam = world.teams[0]?.id ?? null;
  return world;
}

const collection = (id: string, organization: string, parent?: string): CollectionRecord => ({
  organization,
  id,
  title: id,
  ...(parent !== undefined ? { parent } : {}),
  defaultLevel: 'inherit',
  createdAt: '2024-01-01T00:00:00.000Z',
});

const indexOf = (world: World, type: 'section' | 'group'): number =>
  world.siteNodes.findIndex((n) => n.type === type);

/** [name, how to break the world, the JSON path the 400 names, a word of the problem]. */
const broken: [string, (w: World) => string, string][] = [
  [
    'a token of an unknown user',
    (w) => ((w.tokens.ghost = 'usr_ghost'), 'tokens.ghost'),
    'no user',
  ],
  [
    'a duplicate space id',
    (w) => ((w.spaces[1]!.id = 'spc_guides'), 'spaces.1.id'),
    'already used',
  ],
  [
    'a duplicate site node id',
    (w) => ((w.siteNodes[1]!.id = w.siteNodes[0]!.id), 'siteNodes.1.id'),
    'already used',
  ],
  [
    'a member of an unknown organization',
    (w) => ((w.members[0]!.organization = 'org_ghost'), 'members.0.organization'),
    'no organization',
  ],
  [
    'a member of an unknown user',
    (w) => ((w.members[0]!.user = 'usr_ghost'), 'members.0.user'),
    'no user',
  ],
  [
    'a member listed twice',
    (w) => (w.members.push({ ...w.members[0]! }), `members.${w.members.length - 1}`),
    'twice',
  ],
  [
    'a team member who is no member',
    (w) => ((w.teams[0]!.members[0]!.user = 'usr_ghost'), 'teams.0.members.0.user'),
    'not a member',
  ],
  [
    'a SAML default team that does not exist',
    (w) => ((w.saml[0]!.defaultTeam = 'team_ghost'), 'saml.0.defaultTeam'),
    'no team',
  ],
  [
    'a space of an unknown organization',
    (w) => ((w.spaces[0]!.organization = 'org_ghost'), 'spaces.0.organization'),
    'no organization',
  ],
  [
    'an OpenAPI spec of an unknown organization',
    (w) => ((w.openapi[0]!.organization = 'org_ghost'), 'openapi.0.organization'),
    'no organization',
  ],
  [
    'a site of an unknown organization',
    (w) => ((w.sites[0]!.organization = 'org_ghost'), 'sites.0.organization'),
    'no organization',
  ],
  [
    'a style guide that is not a space',
    (w) => ((w.sites[0]!.styleguide = 'spc_ghost'), 'sites.0.styleguide'),
    'no space',
  ],
  [
    'default content naming no site',
    (w) => (
      (w.organizations[0]!.defaultContent = { type: 'site', site: 'site_ghost' }),
      'organizations.0.defaultContent.site'
    ),
    'no site',
  ],
  [
    'a section of an unknown site',
    (w) => ((w.siteNodes[0]!.site = 'site_ghost'), 'siteNodes.0.site'),
    'no site',
  ],
  [
    'a parent that is a section',
    (w) => {
      const group = indexOf(w, 'group');
      w.siteNodes[group]!.parent = w.siteNodes[indexOf(w, 'section')]!.id;
      return `siteNodes.${group}.parent`;
    },
    'no section group',
  ],
  [
    'section groups in a cycle',
    (w) => {
      const group = w.siteNodes[indexOf(w, 'group')]!;
      w.siteNodes.push({
        site: group.site,
        id: 'sitesg_loop',
        type: 'group',
        title: 'Loop',
        parent: group.id,
        draft: false,
      });
      group.parent = 'sitesg_loop';
      return `siteNodes.${w.siteNodes.length - 1}.parent`;
    },
    'cycle',
  ],
  [
    'a site space of an unknown site',
    (w) => ((w.siteSpaces[0]!.site = 'site_ghost'), 'siteSpaces.0.site'),
    'no site',
  ],
  [
    'a site space of an unknown space',
    (w) => ((w.siteSpaces[0]!.space = 'spc_ghost'), 'siteSpaces.0.space'),
    'no space',
  ],
  [
    'a site space in a group',
    (w) => (
      (w.siteSpaces[0]!.section = w.siteNodes[indexOf(w, 'group')]!.id),
      'siteSpaces.0.section'
    ),
    'no section',
  ],
  [
    'a collection of an unknown organization',
    (w) => (w.collections.push(collection('col_a', 'org_ghost')), 'collections.0.organization'),
    'no organization',
  ],
  [
    'a space in a collection of another organization',
    (w) => {
      w.collections.push(collection('col_a', 'org_acme_staging'));
      w.spaces[0]!.parent = 'col_a';
      return 'spaces.0.parent';
    },
    'no collection',
  ],
  [
    'collections that form a cycle',
    (w) => {
      w.collections.push(collection('col_a', 'org_acme', 'col_b'));
      w.collections.push(collection('col_b', 'org_acme', 'col_a'));
      return 'collections.0.parent';
    },
    'cycle',
  ],
  [
    'a guest grant on a collection',
    (w) => {
      w.collections.push(collection('col_a', 'org_acme'));
      w.permissions.push({
        on: 'collection',
        target: 'col_a',
        subject: 'user',
        subjectId: 'usr_carol',
        role: null,
      });
      return `permissions.${w.permissions.length - 1}.role`;
    },
    'guest',
  ],
  [
    'an OpenAPI slug used twice in an organization',
    (w) => (w.openapi.push({ ...w.openapi[0]!, id: 'oas_twin', versions: [] }), `openapi.1.slug`),
    'twice',
  ],
  [
    'an OpenAPI version id used twice',
    (w) => {
      const spec = w.openapi[0]!;
      spec.versions.push({ ...spec.versions[0]! });
      return 'openapi.0.versions.1.id';
    },
    'twice',
  ],
  [
    'a team of an unknown organization',
    (w) => ((w.teams[0]!.organization = 'org_ghost'), 'teams.0.organization'),
    'no organization',
  ],
  [
    'a user twice in a team',
    (w) => {
      const team = w.teams[0]!;
      team.members.push({ ...team.members[0]! });
      return `teams.0.members.${team.members.length - 1}.user`;
    },
    'twice',
  ],
  [
    'agent instructions updated by an unknown user',
    (w) => {
      w.organizations[0]!.agentInstructions = {
        instructions: { object: 'document', data: {}, nodes: [] },
        updatedAt: '2024-01-01T00:00:00.000Z',
        updatedBy: 'usr_ghost',
      };
      return 'organizations.0.agentInstructions.updatedBy';
    },
    'no user',
  ],
  [
    'agent instructions that are not a document',
    (w) => {
      w.organizations[0]!.agentInstructions = {
        instructions: { object: 'document', data: {}, nodes: [{ object: 'text' }] },
        updatedAt: '2024-01-01T00:00:00.000Z',
        updatedBy: 'usr_alice',
      };
      return 'organizations.0.agentInstructions.instructions.nodes.0.object';
    },
    'block',
  ],
  [
    'a Git Sync installation on a site of no organization of its',
    (w) => {
      w.gitSyncInstallations = [installation('gsi_1', { type: 'site', siteId: 'site_ghost' })];
      return 'gitSyncInstallations.0.target';
    },
    'no site',
  ],
  [
    'a space Git Sync installation whose parent is not its site installation',
    (w) => {
      const site = w.sites[0]!.id;
      w.gitSyncInstallations = [
        installation('gsi_1', { type: 'site', siteId: site }),
        {
          ...installation('gsi_2', { type: 'space', spaceId: 'spc_guides', siteId: site }),
          parentInstallationId: 'gsi_nope',
        },
      ];
      return 'gitSyncInstallations.1.parentInstallationId';
    },
    'not the installation of its site',
  ],
];

function installation(
  id: string,
  target: GitSyncInstallationRecord['target'],
): GitSyncInstallationRecord {
  const at = '2024-01-01T00:00:00.000Z';
  return {
    organization: 'org_acme',
    id,
    provider: 'github',
    target,
    status: 'active',
    providerConfiguration: {},
    createdAt: at,
    createdBy: 'usr_alice',
    updatedAt: at,
  };
}

describe('a loaded world is checked for references, cycles and unique ids', () => {
  const emulator = useTestEmulator(fullWorld);
  const putState = (world: unknown): Promise<Response> =>
    fetch(`${emulator().url}/_emulator/state`, { method: 'PUT', body: JSON.stringify(world) });

  it('accepts the whole generated world', async () => {
    expect((await putState(fullWorld())).status).toBe(204);
  });

  it.each(broken)('refuses %s with 400 naming the path', async (_name, breakIt, problem) => {
    const world = fullWorld();
    const path = breakIt(world);
    const before = JSON.stringify(emulator().world());
    const res = await putState(world);
    expect(res.status).toBe(400);
    const message = ((await res.json()) as { error: { message: string } }).error.message;
    expect(message).toContain(`"${path}"`);
    expect(message).toContain(problem);
    expect(JSON.stringify(emulator().world())).toBe(before);
  });

  it('refuses a broken world given to startEmulator, naming the path', async () => {
    const world = fullWorld();
    world.tokens.ghost = 'usr_ghost';
    await expect(startEmulator({ port: 0, world })).rejects.toThrow(/"tokens.ghost": no user/);
  });
});
