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
import { GROUP_TITLE, ICON, ID } from '../model/bounds.js';
import { groupOr404, siteForWrite } from '../model/lookup.js';
import { groupRef } from '../model/references.js';
import { reorder } from '../model/reorder.js';
import { representation } from '../model/reply.js';
import { isWithinGroup } from '../model/tree.js';
import { groupView } from '../views/node-view.js';

/** The official fields (notes 2.8); any other is a 400. */
const FIELDS = ['title', 'localizedTitle', 'icon', 'draft', 'parentSectionGroupId'];

/**
 * PATCH .../section-groups/{siteSectionGroupId}: `title`, `localizedTitle` (replaced whole), `icon` (null removes),
 * `draft`, and the official `parentSectionGroupId` (null: to the root), which moves the
 * group last among its new siblings. A group cannot be nested in itself or its own
 * descendants.
 */
export const patchGroup: Handler = (ctx) => {
  const { site } = siteForWrite(ctx);
  const group = groupOr404(ctx, site);
  const body = objectBody(ctx.body);
  onlyFields(body, FIELDS);
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
