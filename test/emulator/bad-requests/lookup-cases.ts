import type { BadRequestCase, SeededIds } from './bad-request-case.js';

const SITE = '/orgs/org_acme/sites/{site}';
const SECTION_MOVE = 'Invalid move site section position';
const SITE_SPACE_MOVE = 'Invalid move site space position';

/** Unknown ids (404), bad move positions, bad pagination and unknown routes. */
export const lookupCases: BadRequestCase[] = [
  // Unknown ids
  { name: 'unknown organization', method: 'GET', path: '/orgs/org_nope', status: 404 },
  { name: 'unknown site', method: 'GET', path: '/orgs/org_acme/sites/site_nope', status: 404 },
  {
    name: 'patch unknown team',
    method: 'PATCH',
    path: '/orgs/org_acme/teams/team_nope',
    json: { title: 'Ghosts' },
    status: 404,
  },
  {
    name: 'unknown SAML provider',
    method: 'GET',
    path: '/orgs/org_acme/saml/saml_nope',
    status: 404,
  },
  { name: 'unknown OpenAPI spec', method: 'GET', path: '/orgs/org_acme/openapi/nope', status: 404 },
  {
    name: 'unknown OpenAPI version',
    method: 'GET',
    path: '/orgs/org_acme/openapi/petstore/versions/ver_nope',
    status: 404,
  },
  { name: 'unknown space', method: 'GET', path: '/spaces/spc_nope', status: 404 },
  { name: 'restore unknown space', method: 'POST', path: '/spaces/spc_nope/restore', status: 404 },
  {
    name: 'patch unknown member',
    method: 'PATCH',
    path: '/orgs/org_acme/members/usr_nope',
    json: { role: 'read' },
    status: 404,
  },
  {
    name: 'patch unknown section',
    method: 'PATCH',
    path: `${SITE}/sections/sec_nope`,
    json: { title: 'Nope' },
    status: 404,
  },
  {
    name: 'patch unknown site space',
    method: 'PATCH',
    path: `${SITE}/site-spaces/ss_nope`,
    json: { hidden: true },
    status: 404,
  },
  {
    name: 'patch unknown group',
    method: 'PATCH',
    path: `${SITE}/section-groups/grp_nope`,
    json: { title: 'Nope' },
    status: 404,
  },
  {
    name: 'adaptive schema of unknown site',
    method: 'GET',
    path: '/orgs/org_acme/sites/site_nope/adaptive-schema',
    status: 404,
  },
  {
    name: 'section of another site',
    method: 'PATCH',
    path: `${SITE}/sections/{otherSiteSection}`,
    json: { title: 'Elsewhere' },
    status: 404,
  },
  {
    name: 'move unknown section',
    method: 'POST',
    path: `${SITE}/sections/sec_nope/move`,
    json: { position: {} },
    status: 404,
  },
  // Move positions (seed: "Invalid move site section position" / "... site space position")
  {
    name: 'move a section before itself',
    method: 'POST',
    path: `${SITE}/sections/{sectionA}/move`,
    json: (ids: SeededIds) => ({
      position: { before: { type: 'site-section', siteSection: ids.sectionA } },
    }),
    status: 400,
    mentions: SECTION_MOVE,
  },
  {
    name: 'move a section after an unknown section',
    method: 'POST',
    path: `${SITE}/sections/{sectionA}/move`,
    json: { position: { after: { type: 'site-section', siteSection: 'sec_nope' } } },
    status: 400,
    mentions: SECTION_MOVE,
  },
  {
    name: 'move a section before a site space',
    method: 'POST',
    path: `${SITE}/sections/{sectionA}/move`,
    json: (ids: SeededIds) => ({
      position: { before: { type: 'site-space', siteSpace: ids.siteSpaceB1 } },
    }),
    status: 400,
    mentions: SECTION_MOVE,
  },
  {
    name: 'move a section before a section of another site',
    method: 'POST',
    path: `${SITE}/sections/{sectionA}/move`,
    json: (ids: SeededIds) => ({
      position: { before: { type: 'site-section', siteSection: ids.otherSiteSection } },
    }),
    status: 400,
    mentions: SECTION_MOVE,
  },
  {
    name: 'move a root section before a section inside a group',
    method: 'POST',
    path: `${SITE}/sections/{sectionA}/move`,
    json: (ids: SeededIds) => ({
      position: { after: { type: 'site-section', siteSection: ids.sectionB } },
    }),
    status: 400,
    mentions: SECTION_MOVE,
  },
  {
    name: 'move a site space before one in another section',
    method: 'POST',
    path: `${SITE}/site-spaces/{siteSpaceA1}/move`,
    json: (ids: SeededIds) => ({
      position: { before: { type: 'site-space', siteSpace: ids.siteSpaceB1 } },
    }),
    status: 400,
    mentions: SITE_SPACE_MOVE,
  },
  {
    name: 'move a site space after an unknown one',
    method: 'POST',
    path: `${SITE}/site-spaces/{siteSpaceA1}/move`,
    json: { position: { after: { type: 'site-space', siteSpace: 'ss_nope' } } },
    status: 400,
    mentions: SITE_SPACE_MOVE,
  },
  {
    name: 'sort a section before a site space',
    method: 'PATCH',
    path: `${SITE}/structure/sort`,
    json: (ids: SeededIds) => ({
      item: { type: 'site-section', id: ids.sectionA },
      position: { before: { type: 'site-space', id: ids.siteSpaceA1 } },
    }),
    status: 400,
    mentions: 'Invalid move position',
  },
  {
    name: 'move a section without a position',
    method: 'POST',
    path: `${SITE}/sections/{sectionA}/move`,
    json: {},
    status: 400,
    mentions: SECTION_MOVE,
  },
  {
    name: 'move a section both before and after a sibling',
    method: 'POST',
    path: `${SITE}/sections/{sectionB}/move`,
    json: (ids: SeededIds) => ({
      position: {
        before: { type: 'site-section', siteSection: ids.sectionA },
        after: { type: 'site-section', siteSection: ids.sectionA },
      },
    }),
    status: 400,
    mentions: SECTION_MOVE,
  },
  {
    name: 'move a group before itself',
    method: 'POST',
    path: `${SITE}/section-groups/{group}/move`,
    json: (ids: SeededIds) => ({
      position: { before: { type: 'site-section-group', id: ids.group } },
    }),
    status: 400,
    mentions: 'Invalid move site section group position',
  },
  // Structure rules (docs/emulator-sites.md, "Paths")
  {
    name: 'section path already taken in the site',
    method: 'PATCH',
    path: `${SITE}/sections/{sectionA}`,
    json: { path: 'section-b' },
    status: 409,
  },
  {
    name: 'space linked twice in one section',
    method: 'POST',
    path: `${SITE}/site-spaces`,
    json: (ids: SeededIds) => ({ spaceId: 'spc_guides', sectionId: ids.sectionA }),
    status: 409,
  },
  {
    name: 'site space added to an unknown section',
    method: 'POST',
    path: `${SITE}/site-spaces`,
    json: { spaceId: 'spc_sdk', sectionId: 'sec_nope' },
    status: 400,
    mentions: 'sectionId',
  },
  {
    name: 'section with an unknown space',
    method: 'POST',
    path: `${SITE}/sections`,
    json: { spaceId: 'spc_nope', title: 'Nowhere' },
    status: 400,
    mentions: 'spaceId',
  },
  // Pagination (DESIGN: limit 1..1000, opaque next.page)
  { name: 'limit 0', method: 'GET', path: '/orgs?limit=0', status: 400, mentions: 'limit' },
  {
    name: 'limit 1001',
    method: 'GET',
    path: '/orgs/org_acme/members?limit=1001',
    status: 400,
    mentions: 'limit',
  },
  {
    name: 'limit abc',
    method: 'GET',
    path: '/orgs/org_acme/spaces?limit=abc',
    status: 400,
    mentions: 'limit',
  },
  {
    name: 'limit negative',
    method: 'GET',
    path: '/orgs/org_acme/teams?limit=-5',
    status: 400,
    mentions: 'limit',
  },
  {
    name: 'limit fractional',
    method: 'GET',
    path: '/orgs/org_acme/sites?limit=2.5',
    status: 400,
    mentions: 'limit',
  },
  {
    name: 'page token garbage',
    method: 'GET',
    path: '/orgs/org_acme/members?page=garbage!',
    status: 400,
    mentions: 'page',
  },
  {
    name: 'page token forged',
    method: 'GET',
    path: '/orgs/org_acme/sites?page=bm9wZQ',
    status: 400,
    mentions: 'page',
  },
  // Unknown routes
  { name: 'unknown path under /v1', method: 'GET', path: '/nothing-here', status: 404 },
  { name: 'unknown API version', method: 'GET', path: '!/v2/orgs', status: 404 },
  { name: 'root path', method: 'GET', path: '!/', status: 404 },
  {
    name: 'method not allowed on a known path',
    method: 'DELETE',
    path: '/orgs/org_acme/sites',
    status: 405,
  },
  { name: 'unknown sub-resource of a site', method: 'GET', path: `${SITE}/widgets`, status: 404 },
];
