import type { BadRequestCase, SeededIds } from './bad-request-case.js';

const SITE = '/orgs/org_acme/sites/{site}';
const SECTION_MOVE = 'Invalid move site section position';
const SITE_SPACE_MOVE = 'Invalid move site space position';

/**
 * Move positions: exactly one of before/after, naming a sibling of a type the endpoint
 * allows (seed: "Invalid move site section position" / "... site space position").
 */
export const moveCases: BadRequestCase[] = [
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
];
