import { conflict } from '../../api-error.js';
import { nullableString, objectBody, optionalBoolean, optionalString } from '../../body.js';
import { onlyFields } from '../../checks.js';
import type { Handler } from '../../route.js';
import { CONDITION, ID, SITE_SPACE_PATH } from '../model/bounds.js';
import { siteForWrite, siteSpaceOr404 } from '../model/lookup.js';
import { assertPathFree, siteSpacePaths } from '../model/paths.js';
import { spaceRef } from '../model/references.js';
import { representation } from '../model/reply.js';
import { siteSpacesIn } from '../model/tree.js';
import { siteSpaceView } from '../views/site-space-view.js';

/** The official fields (notes 2.9): none of them changes the section. */
const FIELDS = ['path', 'condition', 'pageId', 'spaceId', 'hidden', 'draft'];

/**
 * PATCH .../site-spaces/{siteSpaceId}: `path` (unique among siblings), `condition`
 * (null removes), `spaceId` (re-points the site space; drops `pageId` unless one is
 * sent), `hidden`, `draft`, `pageId`. There is no way to change the section (official
 * spec 5): delete and re-add.
 */
export const patchSiteSpace: Handler = (ctx) => {
  const { site } = siteForWrite(ctx);
  const record = siteSpaceOr404(ctx, site);
  const body = objectBody(ctx.body);
  onlyFields(body, FIELDS);
  const path = optionalString(body, 'path', SITE_SPACE_PATH);
  const condition = nullableString(body, 'condition', CONDITION);
  const spaceId = optionalString(body, 'spaceId', ID);
  const hidden = optionalBoolean(body, 'hidden');
  const draft = optionalBoolean(body, 'draft');
  const pageId = nullableString(body, 'pageId', ID);
  const space = spaceId === undefined ? undefined : spaceRef(ctx, site, 'spaceId', spaceId);
  if (path !== undefined) {
    assertPathFree(
      path,
      siteSpacePaths(ctx.world, site.id, record.section, record.id),
      'site space',
    );
  }
  const siblings = siteSpacesIn(ctx.world, site.id, record.section);
  if (space && siblings.some((s) => s !== record && s.space === space.id)) {
    throw conflict(`Space "${space.id}" is already linked at this level of the site`);
  }

  if (path !== undefined) record.path = path;
  if (condition !== undefined) record.condition = condition;
  if (space && space.id !== record.space) {
    record.space = space.id;
    record.pageId = null;
  }
  if (hidden !== undefined) record.hidden = hidden;
  if (draft !== undefined) record.draft = draft;
  if (pageId !== undefined) record.pageId = pageId;
  return representation(ctx, siteSpaceView(ctx, site, record));
};
