import { describe, expect, it } from 'vitest';
import { builtinFixture } from '../../../src/emulator/fixture.js';
import { generateWorld } from '../../../src/emulator/generate.js';
import { responseValidator } from '../../support/official-schema.js';
import { useTestEmulator } from '../../support/start-test-emulator.js';
import { siteApi } from './site-api.js';
import type { Json } from './site-api.js';

const shape = { sites: 12, sectionsPerSite: 4, spacesPerSection: 3, groups: true };
const emulator = useTestEmulator(() => generateWorld(builtinFixture(), shape));
const api = siteApi(emulator);

describe('a generated world served by the emulator', () => {
  it('lists every generated site, with its site-space count', async () => {
    const list = await api.ok('GET', '/sites?limit=1000');
    expect(list.count).toBe(12);
    expect((list.items as Json[]).every((s) => s.siteSpaces === 12)).toBe(true);
  });

  it('serves each structure in the official shape, groups included', async () => {
    const validate = responseValidator('getSiteStructure', 200);
    const first = emulator().world().sites[0]?.id ?? '';
    const structure = await api.ok('GET', `/sites/${first}/structure`);
    expect(validate?.(structure), JSON.stringify(validate?.errors)).toBe(true);
    const tree = await api.tree(first);
    expect(tree).toHaveLength(3);
    expect(tree[2]).toMatch(/^sitesg_\d+\[sitesc_\d+ sitesc_\d+\]$/);
  });

  it('accepts the same operations as on records the handlers created', async () => {
    const site = emulator().world().sites[1]?.id ?? '';
    const sections = (await api.ok('GET', `/sites/${site}/sections`)).items as Json[];
    const [a, b] = sections.map((s) => String(s.id));
    const moved = await api.call('POST', `/sites/${site}/sections/${String(b)}/move`, {
      position: { before: { type: 'site-section', siteSection: a } },
    });
    expect(moved.status).toBe(200);
    expect((await api.tree(site)).slice(0, 2)).toEqual([b, a]);
    const space = emulator().world().spaces.at(-1)?.id;
    const added = await api.call('POST', `/sites/${site}/sections`, {
      spaceId: space,
      title: 'Extra',
    });
    expect(added.status).toBe(201);
    expect((added.body as Json).default).toBe(false);
  });
});
