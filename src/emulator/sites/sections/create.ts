import { badRequest } from '../../api-error.js';
import { nullableString, objectBody, optionalBoolean, optionalString } from '../../body.js';
import type { Handler } from '../../route.js';
import { ICON, ID, SECTION_TITLE } from '../model/bounds.js';
import { siteForWrite } from '../model/lookup.js';
import { groupRef, spaceRef } from '../model/references.js';
import { created } from '../model/reply.js';
import { addSection } from '../ops/add-section.js';
import { createSpace } from '../ops/create-space.js';
import { sectionView } from '../views/section-view.js';
import { siteApiUrl } from '../views/urls.js';

/**
 * POST .../sections: a new section holding `spaceId` as its first site space. The seed
 * lists `spaceId`, `title`, `icon`; the official form adds `siteSectionGroupId`,
 * `draft`, `pageId`, and `spaceId: null` for a new space titled after the section;
 * `spaceId` itself is required (official). The first section of a site adopts its root site spaces (ops/add-section).
 */
export const createSection: Handler = (ctx) => {
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
