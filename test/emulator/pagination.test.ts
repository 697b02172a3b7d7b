import { describe, expect, it } from 'vitest';
import { DEFAULT_PAGE_SIZE } from '../../src/emulator/paginate.js';
import { builtinFixture } from '../../src/emulator/fixture.js';
import type { World } from '../../src/emulator/world.js';
import { useTestEmulator } from '../support/start-test-emulator.js';
import { ORG, TOKENS } from '../support/tokens.js';

interface Page {
  items: { title: string }[];
  count: number;
  next?: { page: string };
}

/** The fixture plus 250 teams, more than two default pages. */
function worldWithTeams(): World {
  const world = builtinFixture();
  for (let i = 0; i < 250; i += 1) {
    world.teams.push({
      organization: ORG,
      id: `team_${i}`,
      title: `Team ${String(i).padStart(3, '0')}`,
      createdAt: '2024-01-01T00:00:00.000Z',
      members: [],
    });
  }
  return world;
}

describe('pagination', () => {
  const emulator = useTestEmulator(worldWithTeams);
  const get = async (query: string): Promise<{ status: number; body: Page }> => {
    const res = await emulator().v1(TOKENS.read, 'GET', `/orgs/${ORG}/teams${query}`);
    return { status: res.status, body: res.body as Page };
  };

  it('gives 100 items by default, the total count and a next token', async () => {
    const { body } = await get('');
    expect(DEFAULT_PAGE_SIZE).toBe(100);
    expect(body.items).toHaveLength(100);
    expect(body.count).toBe(250);
    expect(body.next?.page).toEqual(expect.any(String));
  });

  it('walks every page with next.page, in order, with no next on the last', async () => {
    const titles: string[] = [];
    let query = '?limit=40';
    for (let pages = 0; pages < 20; pages += 1) {
      const { body } = await get(query);
      titles.push(...body.items.map((t) => t.title));
      if (!body.next) break;
      query = `?limit=40&page=${encodeURIComponent(body.next.page)}`;
    }
    expect(titles).toHaveLength(250);
    expect(titles[0]).toBe('Team 000');
    expect(titles[249]).toBe('Team 249');
    expect(new Set(titles).size).toBe(250);
  });

  it('accepts limits 1 and 1000, refuses 0, 1001 and non-integers', async () => {
    expect((await get('?limit=1')).body.items).toHaveLength(1);
    expect((await get('?limit=1000')).body.items).toHaveLength(250);
    for (const bad of ['0', '1001', '2.5', 'ten', '']) {
      const res = await get(`?limit=${bad}`);
      expect(res.status, bad).toBe(400);
    }
  });

  it('refuses a page token it did not issue', async () => {
    expect((await get('?page=bm9wZQ')).status).toBe(400);
  });
});
