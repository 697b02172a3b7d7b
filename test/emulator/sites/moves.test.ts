import { beforeAll, describe, expect, it } from 'vitest';
import { useTestEmulator } from '../../support/start-test-emulator.js';
import { SPACES } from '../../support/tokens.js';
import { siteApi, siteSpaceIds } from './site-api.js';
import type { Json } from './site-api.js';

const emulator = useTestEmulator();
const api = siteApi(emulator);

/** A site: sections A, B at the root, group G holding C; A holds site spaces a1, a2. */
const ids = {
  site: '',
  other: '',
  A: '',
  B: '',
  C: '',
  G: '',
  a1: '',
  a2: '',
  c1: '',
  otherSection: '',
};

beforeAll(async () => {
  ids.site = await api.site({ title: 'Moves' });
  const A = await api.section(ids.site, SPACES.guides, { title: 'Sec A' });
  ids.A = String(A.id);
  ids.a1 = siteSpaceIds(A)[0] ?? '';
  ids.a2 = String(
    (
      await api.ok('POST', `/sites/${ids.site}/site-spaces`, {
        spaceId: SPACES.sdk,
        sectionId: ids.A,
      })
    ).id,
  );
  ids.B = String((await api.section(ids.site, SPACES.api, { title: 'Sec B' })).id);
  const C = await api.section(ids.site, SPACES.changelog, { title: 'Sec C' });
  ids.C = String(C.id);
  ids.c1 = siteSpaceIds(C)[0] ?? '';
  ids.G = String(
    (await api.ok('POST', `/sites/${ids.site}/section-groups`, { title: 'G', sections: [ids.C] }))
      .id,
  );
  ids.other = await api.site({ title: 'Other' });
  ids.otherSection = String((await api.section(ids.other, SPACES.guides, { title: 'Sec X' })).id);
});

const section = (id: string) => ({ type: 'site-section', siteSection: id });
const siteSpace = (id: string) => ({ type: 'site-space', siteSpace: id });

describe('moving a section', () => {
  const move = (id: string, body: unknown) =>
    api.call('POST', `/sites/${ids.site}/sections/${id}/move`, body);

  it('places it right before, then right after, a sibling', async () => {
    expect((await move(ids.B, { position: { before: section(ids.A) } })).status).toBe(200);
    expect(await api.tree(ids.site)).toEqual([ids.B, ids.A, `${ids.G}[${ids.C}]`]);
    expect((await move(ids.B, { position: { after: section(ids.A) } })).status).toBe(200);
    expect(await api.tree(ids.site)).toEqual([ids.A, ids.B, `${ids.G}[${ids.C}]`]);
  });

  // Every other position is the seed's 400 "Invalid move site section position".
  const bad: [string, () => unknown][] = [
    [
      'both before and after',
      () => ({ position: { before: section(ids.A), after: section(ids.A) } }),
    ],
    ['neither before nor after', () => ({ position: {} })],
    ['no position at all', () => ({})],
    ['itself', () => ({ position: { before: section(ids.B) } })],
    ['an unknown section', () => ({ position: { before: section('sitesc_nope') } })],
    ['a section inside a group (not a sibling)', () => ({ position: { after: section(ids.C) } })],
    ['a section of another site', () => ({ position: { before: section(ids.otherSection) } })],
    ['a site-space pointer', () => ({ position: { before: siteSpace(ids.a1) } })],
    [
      'a pointer without its id key',
      () => ({ position: { before: { type: 'site-section', id: ids.A } } }),
    ],
    ['a pointer that is a string', () => ({ position: { before: ids.A } })],
  ];
  it.each(bad)(
    'refuses %s with 400 and the seed message, changing nothing',
    async (_name, body) => {
      const before = await api.tree(ids.site);
      const res = await move(ids.B, body());
      expect(res.status).toBe(400);
      expect(res.body).toEqual({
        error: { code: 400, message: 'Invalid move site section position' },
      });
      expect(await api.tree(ids.site)).toEqual(before);
    },
  );

  it('answers 404 for an unknown section to move', async () => {
    expect((await move('sitesc_nope', { position: { before: section(ids.A) } })).status).toBe(404);
  });
});

describe('moving a site space', () => {
  const move = (id: string, body: unknown) =>
    api.call('POST', `/sites/${ids.site}/site-spaces/${id}/move`, body);
  const order = async () => {
    const sections = await api.ok('GET', `/sites/${ids.site}/sections`);
    return siteSpaceIds((sections.items as Json[]).find((s) => s.id === ids.A) ?? {});
  };

  it('places it before and after a sibling in the same section', async () => {
    expect((await move(ids.a2, { position: { before: siteSpace(ids.a1) } })).status).toBe(200);
    expect(await order()).toEqual([ids.a2, ids.a1]);
    expect((await move(ids.a2, { position: { after: siteSpace(ids.a1) } })).status).toBe(200);
    expect(await order()).toEqual([ids.a1, ids.a2]);
  });

  const bad: [string, () => unknown][] = [
    ['both', () => ({ position: { before: siteSpace(ids.a1), after: siteSpace(ids.a1) } })],
    ['neither', () => ({ position: {} })],
    ['itself', () => ({ position: { after: siteSpace(ids.a2) } })],
    ['an unknown site space', () => ({ position: { after: siteSpace('sitesp_nope') } })],
    ['one in another section', () => ({ position: { before: siteSpace(ids.c1) } })],
    ['a section pointer', () => ({ position: { before: section(ids.A) } })],
  ];
  it.each(bad)('refuses %s with 400 "Invalid move site space position"', async (_name, body) => {
    const res = await move(ids.a2, body());
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ error: { code: 400, message: 'Invalid move site space position' } });
    expect(await order()).toEqual([ids.a1, ids.a2]);
  });
});

describe('moving a group and sorting the structure', () => {
  const node = (type: string, id: string) => ({ type, id });

  it('moves a group before a root section (pointer with an id key)', async () => {
    const res = await api.call('POST', `/sites/${ids.site}/section-groups/${ids.G}/move`, {
      position: { before: node('site-section', ids.A) },
    });
    expect(res.status).toBe(200);
    expect(await api.tree(ids.site)).toEqual([`${ids.G}[${ids.C}]`, ids.A, ids.B]);
  });

  it('refuses a group move next to a section inside itself', async () => {
    const res = await api.call('POST', `/sites/${ids.site}/section-groups/${ids.G}/move`, {
      position: { after: node('site-section', ids.C) },
    });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({
      error: { code: 400, message: 'Invalid move site section group position' },
    });
  });

  it('sorts a section after the group, and a site space before its sibling', async () => {
    const sort = (body: unknown) => api.call('PATCH', `/sites/${ids.site}/structure/sort`, body);
    const res = await sort({
      item: node('site-section', ids.B),
      position: { after: node('site-section-group', ids.G) },
    });
    expect(res.status).toBe(200);
    expect((res.body as Json).id).toBe(ids.B);
    expect(await api.tree(ids.site)).toEqual([`${ids.G}[${ids.C}]`, ids.B, ids.A]);
    const spaces = await sort({
      item: node('site-space', ids.a2),
      position: { before: node('site-space', ids.a1) },
    });
    expect(spaces.status).toBe(200);
    expect((spaces.body as Json).object).toBe('site-space');
  });

  const bad: [string, () => unknown][] = [
    [
      'a section before a site space',
      () => ({
        item: node('site-section', ids.A),
        position: { before: node('site-space', ids.a1) },
      }),
    ],
    [
      'a section after itself',
      () => ({
        item: node('site-section', ids.A),
        position: { after: node('site-section', ids.A) },
      }),
    ],
    [
      'both sides',
      () => ({
        item: node('site-section', ids.A),
        position: { before: node('site-section', ids.B), after: node('site-section', ids.B) },
      }),
    ],
    ['no position', () => ({ item: node('site-section', ids.A) })],
    [
      'a section next to one in a group',
      () => ({
        item: node('site-section', ids.A),
        position: { before: node('site-section', ids.C) },
      }),
    ],
  ];
  it.each(bad)('refuses %s with 400 "Invalid move position provided"', async (_name, body) => {
    const res = await api.call('PATCH', `/sites/${ids.site}/structure/sort`, body());
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ error: { code: 400, message: 'Invalid move position provided' } });
  });

  it('answers 404 for an unknown item, or a known id under the wrong type', async () => {
    for (const item of [node('site-section', 'sitesc_nope'), node('site-section-group', ids.A)]) {
      const res = await api.call('PATCH', `/sites/${ids.site}/structure/sort`, {
        item,
        position: { before: node('site-section', ids.B) },
      });
      expect(res.status).toBe(404);
    }
  });
});
