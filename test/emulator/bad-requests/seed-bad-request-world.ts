import type { TestEmulator } from '../../support/start-test-emulator.js';
import { TOKENS } from '../../support/tokens.js';
import type { SeededIds } from './bad-request-case.js';

type Json = Record<string, unknown>;

/**
 * Creates, through the API as the admin, the objects the bad requests aim at: a site
 * with section A at the root and section B inside a group, a second site, a team, a
 * SAML provider and the OpenAPI spec `petstore`.
 */
export async function seedBadRequestWorld(emulator: TestEmulator): Promise<SeededIds> {
  const post = async (method: string, path: string, json?: unknown): Promise<Json> => {
    const res = await emulator.v1(TOKENS.admin, method, path, { json });
    if (res.status >= 300) throw new Error(`seeding ${method} ${path}: ${res.status} ${res.text}`);
    return res.body as Json;
  };
  const org = '/orgs/org_acme';
  const site = (await post('POST', `${org}/sites`, { title: 'Bad Request Site' })).id as string;
  const sectionA = await post('POST', `${org}/sites/${site}/sections`, {
    spaceId: 'spc_guides',
    title: 'Section A',
  });
  const sectionB = await post('POST', `${org}/sites/${site}/sections`, {
    spaceId: 'spc_api',
    title: 'Section B',
  });
  const group = await post('POST', `${org}/sites/${site}/section-groups`, {
    title: 'Group',
    sections: [sectionB.id],
  });
  const otherSite = (await post('POST', `${org}/sites`, { title: 'Other Site' })).id as string;
  const otherSection = await post('POST', `${org}/sites/${otherSite}/sections`, {
    spaceId: 'spc_sdk',
    title: 'Other Section',
  });
  const team = await post('PUT', `${org}/teams`, { title: 'Bad Team' });
  const saml = await post('POST', `${org}/saml`, { label: 'Bad IdP' });
  await post('POST', `${org}/openapi`, {
    slug: 'petstore',
    source: { url: 'https://specs.acme.example/petstore.yaml' },
  });
  const members = await post('GET', `${org}/members?search=bob`);
  const bob = (members.items as { user: { id: string } }[])[0]?.user.id ?? '';
  return {
    site,
    otherSite,
    sectionA: sectionA.id as string,
    sectionB: sectionB.id as string,
    otherSiteSection: otherSection.id as string,
    group: group.id as string,
    siteSpaceA1: firstSiteSpace(sectionA),
    siteSpaceB1: firstSiteSpace(sectionB),
    team: team.id as string,
    saml: saml.id as string,
    bob,
  };
}

function firstSiteSpace(section: Json): string {
  const siteSpaces = section.siteSpaces as { id: string }[] | undefined;
  const id = siteSpaces?.[0]?.id;
  if (!id) throw new Error(`section ${String(section.id)} has no site space`);
  return id;
}
