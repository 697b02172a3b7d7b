import { badRequest } from '../../api-error.js';
import {
  nullableString,
  objectBody,
  optionalBoolean,
  optionalString,
  optionalStringArray,
  requiredString,
} from '../../body.js';
import type { Handler } from '../../route.js';
import { GROUP_TITLE, ICON, ID } from '../model/bounds.js';
import { siteForWrite } from '../model/lookup.js';
import { groupRef, sectionRef } from '../model/references.js';
import { created } from '../model/reply.js';
import { siteSpacesIn } from '../model/tree.js';
import { addGroup } from '../ops/add-group.js';
import { groupView } from '../views/node-view.js';
import { siteApiUrl } from '../views/urls.js';

/**
 * POST .../section-groups: `title` required; `sections` are moved into the new group in
 * the order given; `parent` nests it in another group. A site whose site spaces sit at
 * the root has no sections to group: 400 (as the official external-link create
 * answers "The site has a simple structure").
 */
export const createGroup: Handler = (ctx) => {
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
