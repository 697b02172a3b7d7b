import { beforeAll, describe, expect, it } from 'vitest';
import { builtinFixture } from '../../../src/emulator/fixture.js';
import { generateWorld } from '../../../src/emulator/generate.js';
import { responseValidator } from '../../support/official-schema.js';
import { useTestEmulator } from '../../support/start-test-emulator.js';
import { ORG, TOKENS } from '../../support/tokens.js';

/**
 * Every paginated list of a managed resource pages the same way (docs/emulator.md: `limit`
 * 1..1000, opaque `next.page`): following `next.page` yields the whole list once, in
 * the same order, each page valid against the operation's official list schema.
 */
interface ListPage {
  items: { id?: string; team?: { id: string }; organization?: { id: string } }[];
  next?: { page: string };
  count?: number;
}

const world = () =>
  generateWorld(builtinFixture(), {
    sites: 3,
    sectionsPerSite: 4,
    spacesPerSection: 2,
    groups: true,
    teams: 5,
    saml: 3,
    openapi: 3,
  });

const emulator = useTestEmulator(world);
const ids = { site: '', team: '', spec: '' };

beforeAll(async () => {
  const get = async (path: string) =>
    (await emulator().v1(TOKENS.admin, 'GET', path)).body as ListPage;
  ids.site = (await get(`/orgs/${ORG}/sites`)).items[0]?.id ?? '';
  ids.team = (await get(`/orgs/${ORG}/teams`)).items[0]?.id ?? '';
  const specs = (await get(`/orgs/${ORG}/openapi`)).items as { slug?: string }[];
  ids.spec = specs[0]?.slug ?? '';
  // A second version and a second group, so that those lists page too.
  const write = async (method: string, path: string, json: unknown) =>
    expect((await emulator().v1(TOKENS.admin, method, path, { json })).status).toBeLessThan(300);
  await write('PUT', `/orgs/${ORG}/openapi/${ids.spec}`, {
    source: { url: 'https://specs.acme.example/second-version.yaml' },
  });
  await write('POST', `/orgs/${ORG}/sites/${ids.site}/section-groups`, { title: 'Second group' });
});

const LISTS: [operationId: string, path: () => string][] = [
  ['listMembersInOrganizationById', () => `/orgs/${ORG}/members`],
  ['listTeamsInOrganizationById', () => `/orgs/${ORG}/teams`],
  ['listTeamMembersInOrganizationById', () => `/orgs/${ORG}/teams/${ids.team}/members`],
  ['listTeamsForOrganizationMember', () => `/orgs/${ORG}/members/usr_alice/teams`],
  ['listSpacesForOrganizationMember', () => `/orgs/${ORG}/members/usr_alice/spaces`],
  ['listSAMLProvidersInOrganizationById', () => `/orgs/${ORG}/saml`],
  ['listSpacesInOrganizationById', () => `/orgs/${ORG}/spaces`],
  ['listOpenAPISpecs', () => `/orgs/${ORG}/openapi`],
  ['listOpenAPISpecVersions', () => `/orgs/${ORG}/openapi/${ids.spec}/versions`],
  ['listSites', () => `/orgs/${ORG}/sites`],
  ['listSiteSections', () => `/orgs/${ORG}/sites/${ids.site}/sections`],
  ['listSiteSectionGroups', () => `/orgs/${ORG}/sites/${ids.site}/section-groups`],
  ['listSiteSpaces', () => `/orgs/${ORG}/sites/${ids.site}/site-spaces`],
];

const keyOf = (item: ListPage['items'][number]): string =>
  item.id ?? item.team?.id ?? item.organization?.id ?? JSON.stringify(item);

async function page(operationId: string, path: string): Promise<ListPage> {
  const res = await emulator().v1(TOKENS.admin, 'GET', path);
  expect(res.status, `${path}: ${res.text}`).toBe(200);
  const validate = responseValidator(operationId, 200);
  expect(validate?.(res.body), JSON.stringify(validate?.errors?.slice(0, 3))).toBe(true);
  return res.body as ListPage;
}

describe('pagination of every managed list', () => {
  it.each(LISTS)('%s pages with next.page', async (operationId, path) => {
    const all = await page(operationId, `${path()}?limit=1000`);
    expect(all.items.length, 'a list of several items').toBeGreaterThanOrEqual(2);
    expect(all.next).toBeUndefined();
    const seen: string[] = [];
    let token: string | undefined;
    for (let i = 0; i < 100; i += 1) {
      const query = token === undefined ? '?limit=1' : `?limit=1&page=${token}`;
      const current = await page(operationId, `${path()}${query}`);
      expect(current.items.length).toBeLessThanOrEqual(1);
      if (current.count !== undefined) expect(current.count).toBe(all.items.length);
      seen.push(...current.items.map(keyOf));
      token = current.next?.page;
      if (token === undefined) break;
    }
    expect(seen).toEqual(all.items.map(keyOf));
  });
});
