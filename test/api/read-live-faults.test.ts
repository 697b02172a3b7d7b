import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readLive } from '../../src/api/read-live.js';
import { readAll } from '../../src/model/read-needs.js';
import { builtinFixture } from '../../src/emulator/fixture.js';
import { generateWorld } from '../../src/emulator/generate.js';
import type { WorldShape } from '../../src/emulator/generate.js';
import type { World } from '../../src/emulator/world.js';
import { startApiEmulator } from './support/api-emulator.js';
import type { ApiEmulator } from './support/api-emulator.js';

const SHAPE = {
  sites: 100,
  sectionsPerSite: 10,
  spacesPerSection: 5,
  teams: 3,
  saml: 2,
  openapi: 2,
} as const satisfies WorldShape;

/** Requests of one list at limit 1000: an empty list still takes one. */
const pages = (n: number): number => Math.max(1, Math.ceil(n / 1000));

/**
 * The fewest requests that can read the whole organization of this shape, from the
 * shape alone: one GET of the organization, one of its agent instructions, one page per 1000 items of every list (the collections' too),
 * team membership per team or per member (the smaller), one structure, one redirect list,
 * one share link list and one customization per site (`export` writes the customized
 * ones, and the share links of every site, whatever its visibility). The
 * fixture's sites have adaptive content off, so no adaptive schema is read, and its specs
 * come from URLs, so no spec text is read.
 */
function minimumRequests(base: World, shape: typeof SHAPE): number {
  const org = base.organizations[0]?.id;
  const members = base.members.filter((m) => m.organization === org).length;
  const spaces =
    base.spaces.filter((s) => s.organization === org).length +
    shape.sites * shape.sectionsPerSite * shape.spacesPerSection;
  return (
    1 +
    1 +
    pages(members) +
    pages(shape.teams) +
    Math.min(shape.teams, members) +
    pages(shape.saml) +
    pages(shape.openapi) +
    pages(spaces) +
    pages(base.collections.filter((c) => c.organization === org).length) +
    pages(shape.sites) +
    // the whole organization's read (export): each site's structure, redirects and share
    // links (one page each) and customization
    4 * shape.sites
  );
}

describe('readLive of a large organization', () => {
  const base = builtinFixture();
  let emulator: ApiEmulator;
  beforeAll(async () => {
    emulator = await startApiEmulator({ world: generateWorld(base, SHAPE), latencyMs: 30 });
  });
  afterAll(() => emulator.close());

  it('reads the same state through 20% faults, with the minimum number of requests', async () => {
    const scope = readAll('org_acme');
    const clean = await readLive(emulator.client(), scope);

    await emulator.faults({
      rate: 0.15,
      statuses: [500, 503, 429],
      resetRate: 0.05,
      seed: 7,
    });
    await emulator.clearJournal();
    const client = emulator.client({ maxAttempts: 12 });
    const faulty = await readLive(client, scope);
    await emulator.faults({});

    const minimum = minimumRequests(base, SHAPE);
    expect(clean.requests).toBe(minimum);
    expect(faulty.requests).toBe(minimum);
    expect(faulty.live).toEqual(clean.live);
    // the faults did happen and were retried: more attempts than requests, each journaled
    const journal = await emulator.journal();
    const failed = journal.filter((e) => e.status === 0 || e.status >= 429);
    expect(failed.length).toBeGreaterThan(minimum * 0.1);
    expect(client.stats.attempts).toBe(journal.length);
    expect(client.stats.retries).toBe(journal.length - minimum);
    expect(clean.live.sites).toHaveLength(100);
    const first = clean.live.sites?.[0]?.structure;
    expect(first?.kind === 'sections' ? first.items.length : 0).toBe(10);
    expect(clean.live.teams?.map((t) => t.members?.length)).toEqual([2, 2, 2]);
  });
});
