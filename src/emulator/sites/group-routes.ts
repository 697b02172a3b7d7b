import { badRequest } from '../api-error.js';
import {
  nullableString,
  objectBody,
  optionalBoolean,
  optionalLocalized,
  optionalString,
  optionalStringArray,
  requiredString,
} from '../body.js';
import { onlyFields } from '../checks.js';
import type { Handler, Route } from '../handler.js';
import { LANGUAGES } from '../languages.js';
import { paginate } from '../paginate.js';
import { GROUP_TITLE, ICON, ID } from './bounds.js';
import { groupView } from './group-view.js';
import { moveNode, readAnchor } from './moves.js';
import { created, deleted, optionalBody, representation } from './request-reply.js';
import {
  findGroup,
  groupOr404,
  groupRef,
  sectionRef,
  siteForRead,
  siteForWrite,
} from './site-lookup.js';
import { addGroup } from './site-records.js';
import { childNodes, groupsInOrder, isWithinGroup, reorder, siteSpacesIn } from './site-tree.js';
import { siteApiUrl } from './site-view.js';

const GROUPS = '/orgs/:organizationId/sites/:siteId/section-groups';
const GROUP = `${GROUPS}/:siteSectionGroupId`;

/** Message for a bad group move (official wording, without "provided", as the seed's). */
export const INVALID_GROUP_MOVE = 'Invalid move site section group position';

/** GET .../section-groups: every group of the site, nested ones too, depth-first. */
const listGroups: Handler = (ctx) => {
  const { site } = siteForRead(ctx);
  const page = paginate(groupsInOrder(ctx.world, site.id), ctx.query);
  return { status: 200, body: { ...page, items: page.items.map((g) => groupView(ctx, site, g)) } };
};

/**
 * POST .../section-groups: `title` required; `sections` are moved into the new group in
 * the order given; `parent` nests it in another group. A site whose site spaces sit at
 * the root has no sections to group: 400 (as the official external-link create
 * answers "The site has a simple structure").
 */
const createGroup: Handler = (ctx) => {
  const { site } = siteForWrite(ctx);
  const body = objectBody(ctx.body);
  const title = requiredString(body, 'title', GROUP_TITLE);
  const icon = nullableString(body, 'icon', ICON);
  const draft = optionalBoolean(body, 'draft');
  const parentId = optionalString(body, 'parent', ID);
  const sectionIds = optionalStringArray(body, 'sections') ?? [];
  if (new Set(sectionIds).size !== sectionIds.length) {
    throw badRequest('Field "sections" must not name a section twice');
  }
  const sections = sectionIds.map((id) => sectionRef(ctx, site, 'sections', id));
  const parent = parentId === undefined ? null : groupRef(ctx, site, 'parent', parentId).id;
  if (siteSpacesIn(ctx.world, site.id, null).length > 0) {
    throw badRequest('The site has a simple structure: add a section before a section group');
  }
  const group = addGroup(ctx.world, ctx, site, {
    title,
    parent,
    sections,
    ...(icon !== undefined ? { icon } : {}),
    ...(draft !== undefined ? { draft } : {}),
  });
  return created(
    groupView(ctx, site, group),
    `${siteApiUrl(ctx, site)}/section-groups/${group.id}`,
  );
};

/** The official fields (`updateSiteSectionGroupById`); any other is a 400. */
const PATCH_FIELDS = ['title', 'localizedTitle', 'icon', 'draft', 'parentSectionGroupId'];

/**
 * PATCH .../section-groups/{siteSectionGroupId}: `title`, `localizedTitle` (replaced
 * whole), `icon` (null removes), `draft`, and the official `parentSectionGroupId` (null:
 * to the root), which moves the group last among its new siblings. A group cannot be
 * nested in itself or its own descendants.
 */
const patchGroup: Handler = (ctx) => {
  const { site } = siteForWrite(ctx);
  const group = groupOr404(ctx, site);
  const body = objectBody(ctx.body);
  onlyFields(body, PATCH_FIELDS);
  const title = optionalString(body, 'title', GROUP_TITLE);
  const localizedTitle = optionalLocalized(body, 'localizedTitle', LANGUAGES, 128);
  const icon = nullableString(body, 'icon', ICON);
  const draft = optionalBoolean(body, 'draft');
  const parentId = nullableString(body, 'parentSectionGroupId', ID);
  const parent =
    typeof parentId === 'string'
      ? groupRef(ctx, site, 'parentSectionGroupId', parentId).id
      : parentId;
  if (parent && isWithinGroup(ctx.world, group.id, parent)) {
    throw badRequest('Field "parentSectionGroupId": a group cannot be nested in itself');
  }

  if (title !== undefined) group.title = title;
  if (localizedTitle !== undefined) group.localizedTitle = localizedTitle;
  if (icon !== undefined) group.icon = icon;
  if (draft !== undefined) group.draft = draft;
  if (parent !== undefined && parent !== group.parent) {
    group.parent = parent;
    reorder(ctx.world.siteNodes, group, 'end');
  }
  return representation(ctx, groupView(ctx, site, group));
};

/**
 * DELETE .../section-groups/{siteSectionGroupId}: 205 deleted, 204 did not exist. The
 * official spec leaves the children open; here they are kept: they take the group's
 * place in its parent, in order (docs/emulator-sites.md, "Deleting a group").
 */
const deleteGroup: Handler = (ctx) => {
  const { site } = siteForWrite(ctx);
  const group = findGroup(ctx, site, ctx.params.siteSectionGroupId);
  if (!group) return deleted(false);
  const nodes = ctx.world.siteNodes;
  for (const child of childNodes(ctx.world, site.id, group.id)) {
    child.parent = group.parent;
    reorder(nodes, child, { before: group });
  }
  nodes.splice(nodes.indexOf(group), 1);
  return deleted(true);
};

/**
 * POST .../section-groups/{siteSectionGroupId}/move (official, deprecated; not in the
 * seed): the pointer is `{type: "site-section" | "site-section-group", id}`.
 */
const moveGroup: Handler = (ctx) => {
  const { site } = siteForWrite(ctx);
  const group = groupOr404(ctx, site);
  const anchor = readAnchor(
    optionalBody(ctx.body).position,
    { types: ['site-section', 'site-section-group'], idKey: 'id' },
    INVALID_GROUP_MOVE,
  );
  moveNode(ctx.world, group, anchor, INVALID_GROUP_MOVE);
  return { status: 200, body: groupView(ctx, site, group) };
};

/**
 * POST .../section-groups/{siteSectionGroupId}/sections `{sectionId}`: the seed's way
 * to put a section in a group (absent from the official spec, which uses
 * `siteSectionGroupId` on the section). The section goes last in the group; 201 with
 * the group.
 */
const addSectionToGroup: Handler = (ctx) => {
  const { site } = siteForWrite(ctx);
  const group = groupOr404(ctx, site);
  const section = sectionRef(
    ctx,
    site,
    'sectionId',
    requiredString(objectBody(ctx.body), 'sectionId', ID),
  );
  section.parent = group.id;
  reorder(ctx.world.siteNodes, section, 'end');
  return created(
    groupView(ctx, site, group),
    `${siteApiUrl(ctx, site)}/section-groups/${group.id}`,
  );
};

/**
 * Site section groups (seed "Site section groups"; official `addSectionGroupToSite` and the
 * rest).
 */
export const groupRoutes: Route[] = [
  { method: 'GET', pattern: GROUPS, handler: listGroups },
  { method: 'POST', pattern: GROUPS, handler: createGroup },
  { method: 'PATCH', pattern: GROUP, handler: patchGroup },
  { method: 'DELETE', pattern: GROUP, handler: deleteGroup },
  { method: 'POST', pattern: `${GROUP}/move`, handler: moveGroup },
  { method: 'POST', pattern: `${GROUP}/sections`, handler: addSectionToGroup },
];
