// The emulator's answers to the reads the sync benchmark makes (the sites list, each
// structure, the spaces list), byte for byte, against a snapshot taken before their
// handlers were made cheaper (docs/performance.md, "The emulator"): making a handler do
// less must not change a byte of what it answers.
import { describe, expect, it } from 'vitest';
import { builtinFixture } from '../../../src/emulator/fixture.js';
import { generateWorld } from '../../../src/emulator/generate.js';
import type { GitSyncInstallationRecord, World } from '../../../src/emulator/world.js';
import { useTestEmulator } from '../../support/start-test-emulator.js';
import { ORG, TOKENS } from '../../support/tokens.js';

/** Sections and groups, sites of root site spaces, and every way a site shows its URL. */
function variedWorld(): World {
  const sectioned = { sites: 4, sectionsPerSite: 3, spacesPerSection: 2, groups: true };
  const world = generateWorld(generateWorld(builtinFixture(), sectioned), {
    sites: 2,
    sectionsPerSite: 0,
    spacesPerSection: 2,
  });
  const [basename, hostname, proxied, , flat] = world.sites.slice(-6);
  Object.assign(basename ?? {}, { published: true, basename: 'handbook' });
  Object.assign(hostname ?? {}, { published: true, hostname: 'docs.example.com' });
  Object.assign(proxied ?? {}, { published: true, proxy: 'example.com/docs' });
  Object.assign(flat ?? {}, { published: true });
  const spaces = world.spaces.slice(-4);
  Object.assign(spaces[0] ?? {}, { visibility: 'public', icon: 'https://example.com/i.png' });
  Object.assign(spaces[1] ?? {}, { deletedAt: '2024-03-01T00:00:00.000Z' });
  world.gitSyncInstallations.push(
    gitSync('gsi_site', { type: 'site', siteId: proxied?.id ?? '' }),
    gitSync('gsi_space', { type: 'space', spaceId: spaces[2]?.id ?? '' }),
  );
  return world;
}

/** Git Sync on `target`, as the install operation records it, at a fixed instant. */
function gitSync(
  id: string,
  target: GitSyncInstallationRecord['target'],
): GitSyncInstallationRecord {
  const at = '2024-03-01T00:00:00.000Z';
  return {
    ...{ organization: ORG, id, provider: 'github', target, status: 'active' },
    ...{ providerConfiguration: {}, createdAt: at, createdBy: 'usr_alice', updatedAt: at },
  };
}

const emulator = useTestEmulator(variedWorld);

async function answer(token: string, path: string): Promise<string> {
  const res = await emulator().v1(token, 'GET', path);
  // The port changes from run to run; the rest of every URL must not.
  return `GET ${path} ${res.status}\n${res.text.replaceAll(emulator().url, 'http://EMULATOR')}\n`;
}

describe('answers to the benchmark reads', () => {
  it('are what they were, for an admin and a reader', async () => {
    const world = emulator().world();
    const sites = world.sites.map((s) => s.id);
    const shared = world.siteSpaces.at(-1)?.space ?? '';
    let text = '';
    for (const token of [TOKENS.admin, TOKENS.read]) {
      text += await answer(token, `/orgs/${ORG}/sites?limit=1000`);
      text += await answer(token, `/orgs/${ORG}/sites?limit=3&published=true`);
      text += await answer(token, `/orgs/${ORG}/sites?space=${shared}`);
      text += await answer(token, `/orgs/${ORG}/spaces?limit=1000`);
      for (const site of sites) text += await answer(token, `/orgs/${ORG}/sites/${site}/structure`);
    }
    await expect(text).toMatchFileSnapshot('__snapshots__/read-answers.txt.snap');
  });
});
