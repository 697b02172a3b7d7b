import { badRequest } from '../../api-error.js';
import {
  nullableString,
  objectBody,
  optionalBoolean,
  optionalLocalized,
  optionalString,
} from '../../body.js';
import { onlyFields } from '../../checks.js';
import { LANGUAGES } from '../../languages.js';
import type { Handler } from '../../route.js';
import {
  CONDITION,
  ICON,
  ID,
  SECTION_DESCRIPTION,
  SECTION_PATH,
  SECTION_TITLE,
} from '../model/bounds.js';
import { setDefaultSiteSpace } from '../model/defaults.js';
import { findSiteSpace, sectionOr404, siteForWrite } from '../model/lookup.js';
import { assertPathFree, sectionPaths } from '../model/paths.js';
import { groupRef } from '../model/references.js';
import { reorder } from '../model/reorder.js';
import { representation } from '../model/reply.js';
import { sectionView } from '../views/section-view.js';

/** The seed's fields and the official extras (official notes 2.7); any other is a 400. */
const FIELDS = [
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
 * PATCH .../sections/{siteSectionId}. Localized maps replace the stored ones whole. `condition`, `icon` and `description`: absent
 * keeps, null removes. `siteSectionGroupId` (official) moves the section into a group,
 * last among its children, or to the end of the root with null.
 */
export const patchSection: Handler = (ctx) => {
  const { site } = siteForWrite(ctx);
  const section = sectionOr404(ctx, site);
  const body = objectBody(ctx.body);
  onlyFields(body, FIELDS);
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
