import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readLive } from '../../src/api/read-live.js';
import { builtinFixture } from '../../src/emulator/fixture.js';
import { generateWorld } from '../../src/emulator/generate.js';
import type { GitSyncInstallationRecord, World } from '../../src/emulator/world.js';
import { readNeedsFor } from '../../src/plan/read-needs.js';
import { desired, ORG, site } from '../plan/read-needs-states.js';
import { startApiEmulator } from './support/api-emulator.js';
import type { ApiEmulator } from './support/api-emulator.js';

/** Git Sync installed on the first two generated sites, and on the space `spc_api`. */
function withGitSync(world: World): World {
  const at = '2024-01-01T00:00:00.000Z';
  const made = (id: string, target: GitSyncInstallationRecord['target']) => ({
    organization: ORG,
    id,
    provider: 'github' as const,
    target,
    status: 'active' as const,
    providerConfiguration: {},
    projectDirectory: `docs/${id}`,
    repository: 'acme/docs',
    createdAt: at,
    createdBy: 'usr_alice',
    updatedAt: at,
  });
  const [first, second] = world.sites;
  world.gitSyncInstallations = [
    made('gsi_1', { type: 'site', siteId: first!.id }),
    made('gsi_2', { type: 'site', siteId: second!.id }),
    made('gsi_3', { type: 'space', spaceId: 'spc_api' }),
  ];
  return world;
}

/**
 * What Git Sync costs a plan's read: the sites and spaces lists say where it is set up
 * (official `Site.gitSync`, `Space.gitSync`), so a declared structure is checked against
 * it and a space noted with no request of their own; an installation's settings are read
 * (one request) only for a site that declares `gitSync:` and has one.
 */
describe('readLive of Git Sync', () => {
  let emulator: ApiEmulator;
  beforeAll(async () => {
    const world = generateWorld(builtinFixture(), { sites: 4, sectionsPerSite: 1 });
    emulator = await startApiEmulator({ world: withGitSync(world) });
  });
  afterAll(() => emulator.close());

  it('reads the settings of the installations of the sites declaring gitSync only', async () => {
    await emulator.clearJournal();
    const gitSync = { projectDirectory: 'docs' };
    const needs = readNeedsFor(
      desired({
        sites: [
          site('Generated site 1', { gitSync }),
          site('Generated site 2'),
          site('Generated site 3', { gitSync }),
        ],
      }),
    );
    const { live } = await readLive(emulator.client(), needs);
    const reads = (await emulator.journal()).map((e) => e.path).filter((p) => p.includes('/git'));
    const [first, second, third] = live.sites ?? [];
    expect(reads).toEqual([`/v1/orgs/${ORG}/sites/${first?.id}/spaces/git/installations`]);
    expect(first?.gitSync).toEqual({
      installationId: 'gsi_1',
      provider: 'github',
      projectDirectory: 'docs/gsi_1',
    });
    // named by the list: its structure is Git Sync's, its settings not read
    expect(second?.gitSync).toEqual({ installationId: 'gsi_2', provider: 'github' });
    expect(third?.gitSync).toBeUndefined();
    expect(live.spaces?.find((s) => s.id === 'spc_api')?.gitSync).toEqual({
      installationId: 'gsi_3',
      provider: 'github',
      repository: 'acme/docs',
    });
  });
});
