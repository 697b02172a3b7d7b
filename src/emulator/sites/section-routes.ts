import { badRequest } from '../api-error.js';
import {
  nullableString,
  objectBody,
  optionalBoolean,
  optionalLocalized,
  optionalString,
} from '../body.js';
import { onlyFields } from '../checks.js';
import type { Handler, Route } from '../handler.js';
import { LANGUAGES } from '../languages.js';
import { paginate } from '../paginate.js';
import { CONDITION, ICON, ID, SECTION_DESCRIPTION, SECTION_PATH, SECTION_TITLE } from './bounds.js';
import { moveNode, readAnchor } from './moves.js';
import { created, deleted, optionalBody, representation } from './request-reply.js';
import { sectionView } from './section-view.js';
import {
  findSection,
  findSiteSpace,
  groupRef,
  sectionOr404,
  siteForRead,
  siteForWrite,
  spaceRef,
} from './site-lookup.js';
import { addSection, createSpace } from './site-records.js';
import {
  assertPathFree,
  repairDefaultSection,
  reorder,
  sectionPaths,
  sectionsInOrder,
  setDefaultSiteSpace,
} from './site-tree.js';
import { siteApiUrl } from './site-view.js';

const SECTIONS = '/orgs/:organizationId/sites/:siteId/sections';
const SECTION = `${SECTIONS}/:siteSectionId`;

/** The seed's message (Errors) for every bad section move. */
export const INVALID_SECTION_MOVE = 'Invalid move site section position';

/** GET .../sections: every section of the site, depth-first in display order. */
const listSections: Handler = (ctx) => {
  const { site } = siteForRead(ctx);
  const page = paginate(sectionsInOrder(ctx.world, site.id), ctx.query);
  return {
    status: 200,
    body: { ...page, items: page.items.map((s) => sectionView(ctx, site, s)) },
  };
};

/**
 * POST .../sections: a new section holding `spaceId` as its first site space. The seed
 * lists `spaceId`, `title`, `icon`; the official form adds `siteSectionGroupId`,
 * `draft`, `pageId`, and `spaceId: null` for a new space titled after the section;
 * `spaceId` itself is required (official). The first section of a site adopts its root
 * site spaces (site-records.ts).
 */
const createSection: Handler = (ctx) => {
  const { org, site } = siteForWrite(ctx);
  const body = objectBody(ctx.body);
  if (body.spaceId === undefined) throw badRequest('Field "spaceId" is required');
  const spaceId = nullableString(body, 'spaceId', ID) ?? null;
  const title = nullableString(body, 'title', SECTION_TITLE) ?? undefined;
  const icon = nullableString(body, 'icon', ICON);
  const draft = optionalBoolean(body, 'draft');
  const pageId = optionalString(body, 'pageId', ID);
  const groupId = optionalString(body, 'siteSectionGroupId', ID);
  if (pageId !== undefined && spaceId === null) {
    throw badRequest('Field "pageId" needs an existing space in "spaceId"');
  }
  const space = spaceId === null ? undefined : spaceRef(ctx, site, 'spaceId', spaceId);
  const group =
    groupId === undefined ? null : groupRef(ctx, site, 'siteSectionGroupId', groupId).id;
  const section = addSection(ctx.world, ctx, site, {
    space: space ?? createSpace(ctx.world, ctx, org.id, title ?? 'Untitled'),
    group,
    ...(title !== undefined ? { title } : {}),
    ...(icon !== undefined ? { icon } : {}),
    ...(draft !== undefined ? { draft } : {}),
    ...(pageId !== undefined ? { pageId } : {}),
  });
  return created(
    sectionView(ctx, site, section),
    `${siteApiUrl(ctx, site)}/sections/${section.id}`,
  );
};

/** The seed's fields and the official extras (`updateSiteSectionById`); any other is a 400. */
const PATCH_FIELDS = [
  'title',
  'localizedTitle',
  'path',
  'defaultSiteSpace',
  'condition',
  'icon',
  'draft',
  'description',
  'localizedDescription',
  'siteSectionGroupId',
];

/**
 * PATCH .../sections/{siteSectionId}. Localized maps replace the stored ones whole.
 * `condition`, `icon` and `description`: absent keeps, null removes.
 * `siteSectionGroupId` (official) moves the section into a group, last among its
 * children, or to the end of the root with null.
 */
const patchSection: Handler = (ctx) => {
  const { site } = siteForWrite(ctx);
  const section = sectionOr404(ctx, site);
  const body = objectBody(ctx.body);
  onlyFields(body, PATCH_FIELDS);
  const title = optionalString(body, 'title', SECTION_TITLE);
  const localizedTitle = optionalLocalized(
    body,
    'localizedTitle',
    LANGUAGES,
    SECTION_TITLE.max ?? 128,
  );
  const localizedDescription = optionalLocalized(
    body,
    'localizedDescription',
    LANGUAGES,
    SECTION_DESCRIPTION.max ?? 256,
  );
  const path = optionalString(body, 'path', SECTION_PATH);
  const condition = nullableString(body, 'condition', CONDITION);
  const icon = nullableString(body, 'icon', ICON);
  const description = nullableString(body, 'description', SECTION_DESCRIPTION);
  const draft = optionalBoolean(body, 'draft');
  const defaultId = optionalString(body, 'defaultSiteSpace', ID);
  const groupId = nullableString(body, 'siteSectionGroupId', ID);
  const group =
    typeof groupId === 'string' ? groupRef(ctx, site, 'siteSectionGroupId', groupId) : groupId;
  const defaultSiteSpace =
    defaultId === undefined ? undefined : findSiteSpace(ctx, site, defaultId);
  if (defaultId !== undefined && defaultSiteSpace?.section !== section.id) {
    throw badRequest(`Field "defaultSiteSpace": no site space "${defaultId}" in this section`);
  }
  if (path !== undefined) {
    assertPathFree(path, sectionPaths(ctx.world, site.id, section.id), 'site section');
  }

  if (title !== undefined) section.title = title;
  if (localizedTitle !== undefined) section.localizedTitle = localizedTitle;
  if (localizedDescription !== undefined) section.localizedDescription = localizedDescription;
  if (path !== undefined) section.path = path;
  if (condition !== undefined) section.condition = condition;
  if (icon !== undefined) section.icon = icon;
  if (description !== undefined) section.description = description;
  if (draft !== undefined) section.draft = draft;
  if (defaultSiteSpace) setDefaultSiteSpace(ctx.world, site.id, section.id, defaultSiteSpace.id);
  const parent = group === undefined ? section.parent : (group?.id ?? null);
  if (parent !== section.parent) {
    section.parent = parent;
    reorder(ctx.world.siteNodes, section, 'end');
  }
  return representation(ctx, sectionView(ctx, site, section));
};

/**
 * DELETE .../sections/{siteSectionId}: 205 deleted, 204 did not exist. Its site spaces
 * go with it. Deleting the default section makes the first remaining section (in
 * display order) the default (docs/emulator-sites.md, "Defaults").
 */
const deleteSection: Handler = (ctx) => {
  const { site } = siteForWrite(ctx);
  const section = findSection(ctx, site, ctx.params.siteSectionId);
  if (!section) return deleted(false);
  const world = ctx.world;
  world.siteNodes.splice(world.siteNodes.indexOf(section), 1);
  world.siteSpaces = world.siteSpaces.filter((s) => s.section !== section.id);
  repairDefaultSection(world, site.id);
  return deleted(true);
};

/**
 * POST .../sections/{siteSectionId}/move (deprecated officially, in the seed):
 * `position` is exactly one of `before` / `after`, `{type: "site-section", siteSection}`
 * naming a sibling section.
 */
const moveSection: Handler = (ctx) => {
  const { site } = siteForWrite(ctx);
  const section = sectionOr404(ctx, site);
  const position = optionalBody(ctx.body).position;
  const anchor = readAnchor(
    position,
    { types: ['site-section'], idKey: 'siteSection' },
    INVALID_SECTION_MOVE,
  );
  moveNode(ctx.world, section, anchor, INVALID_SECTION_MOVE);
  return { status: 200, body: sectionView(ctx, site, section) };
};

/** Site sections (seed "Site sections"; official `addSectionToSite` and the rest). */
export const sectionRoutes: Route[] = [
  { method: 'GET', pattern: SECTIONS, handler: listSections },
  { method: 'POST', pattern: SECTIONS, handler: createSection },
  { method: 'PATCH', pattern: SECTION, handler: patchSection },
  { method: 'DELETE', pattern: SECTION, handler: deleteSection },
  { method: 'POST', pattern: `${SECTION}/move`, handler: moveSection },
];
