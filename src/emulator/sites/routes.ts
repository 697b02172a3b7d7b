import type { Route } from '../route.js';
import { getAdaptiveSchema } from './adaptive/get.js';
import { putAdaptiveSchema } from './adaptive/put.js';
import { listTemplateConditions } from './adaptive/template-conditions.js';
import { addSectionToGroup } from './groups/add-section.js';
import { createGroup } from './groups/create.js';
import { deleteGroup } from './groups/delete.js';
import { listGroups } from './groups/list.js';
import { moveGroup } from './groups/move.js';
import { patchGroup } from './groups/patch.js';
import { createSection } from './sections/create.js';
import { deleteSection } from './sections/delete.js';
import { listSections } from './sections/list.js';
import { moveSection } from './sections/move.js';
import { patchSection } from './sections/patch.js';
import { createSiteHandler } from './site/create.js';
import { deleteSite } from './site/delete.js';
import { getSite } from './site/get.js';
import { listSites } from './site/list.js';
import { patchSite } from './site/patch.js';
import { setPublished } from './site/publish.js';
import { getPublishedSite } from './site/published.js';
import { createSiteSpace } from './site-spaces/create.js';
import { deleteSiteSpace } from './site-spaces/delete.js';
import { listSiteSpaces } from './site-spaces/list.js';
import { moveSiteSpaceHandler } from './site-spaces/move.js';
import { patchSiteSpace } from './site-spaces/patch.js';
import { getStructure } from './structure/get.js';
import { sortStructure } from './structure/sort.js';

const SITES = '/orgs/:organizationId/sites';
const SITE = `${SITES}/:siteId`;
const GROUP = `${SITE}/section-groups/:siteSectionGroupId`;
const SECTION = `${SITE}/sections/:siteSectionId`;
const SITE_SPACE = `${SITE}/site-spaces/:siteSpaceId`;

/**
 * Sites, adaptive schema, sections, section groups, site spaces and the structure
 * (seed "Sites" .. "Site spaces"; official 2.6-2.9). Decisions: docs/emulator-sites.md.
 */
export const siteRoutes: Route[] = [
  { method: 'GET', pattern: SITES, handler: listSites },
  { method: 'POST', pattern: SITES, handler: createSiteHandler },
  { method: 'GET', pattern: SITE, handler: getSite },
  { method: 'PATCH', pattern: SITE, handler: patchSite },
  { method: 'DELETE', pattern: SITE, handler: deleteSite },
  { method: 'POST', pattern: `${SITE}/publish`, handler: setPublished(true) },
  { method: 'POST', pattern: `${SITE}/unpublish`, handler: setPublished(false) },
  { method: 'GET', pattern: `${SITE}/published`, handler: getPublishedSite },
  { method: 'GET', pattern: `${SITE}/structure`, handler: getStructure },
  { method: 'PATCH', pattern: `${SITE}/structure/sort`, handler: sortStructure },
  { method: 'GET', pattern: `${SITE}/adaptive-schema`, handler: getAdaptiveSchema },
  { method: 'PUT', pattern: `${SITE}/adaptive-schema`, handler: putAdaptiveSchema },
  {
    method: 'GET',
    pattern: `${SITE}/adaptive-schema/template-conditions`,
    handler: listTemplateConditions,
  },
  { method: 'GET', pattern: `${SITE}/section-groups`, handler: listGroups },
  { method: 'POST', pattern: `${SITE}/section-groups`, handler: createGroup },
  { method: 'PATCH', pattern: GROUP, handler: patchGroup },
  { method: 'DELETE', pattern: GROUP, handler: deleteGroup },
  { method: 'POST', pattern: `${GROUP}/move`, handler: moveGroup },
  { method: 'POST', pattern: `${GROUP}/sections`, handler: addSectionToGroup },
  { method: 'GET', pattern: `${SITE}/sections`, handler: listSections },
  { method: 'POST', pattern: `${SITE}/sections`, handler: createSection },
  { method: 'PATCH', pattern: SECTION, handler: patchSection },
  { method: 'DELETE', pattern: SECTION, handler: deleteSection },
  { method: 'POST', pattern: `${SECTION}/move`, handler: moveSection },
  { method: 'GET', pattern: `${SITE}/site-spaces`, handler: listSiteSpaces },
  { method: 'POST', pattern: `${SITE}/site-spaces`, handler: createSiteSpace },
  { method: 'PATCH', pattern: SITE_SPACE, handler: patchSiteSpace },
  { method: 'DELETE', pattern: SITE_SPACE, handler: deleteSiteSpace },
  { method: 'POST', pattern: `${SITE_SPACE}/move`, handler: moveSiteSpaceHandler },
];
