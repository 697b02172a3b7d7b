import { badRequest } from '../../api-error.js';
import { nullableString, objectBody, optionalBoolean, optionalString } from '../../body.js';
import type { Handler, RequestContext } from '../../route.js';
import type { SiteRecord } from '../../world.js';
import { ID, SITE_SPACE_TITLE } from '../model/bounds.js';
import { siteForWrite } from '../model/lookup.js';
import { sectionRef, spaceRef } from '../model/references.js';
import { representation } from '../model/reply.js';
import { hasSectionStructure, sectionsInOrder } from '../model/tree.js';
import { addSiteSpace } from '../ops/add-site-space.js';
import { createSpace } from '../ops/create-space.js';
import { siteApiUrl } from '../views/urls.js';
import { siteSpaceView } from '../views/site-space-view.js';

/**
 * POST .../site-spaces: `spaceId` required (null: a new space, official); without
 * `sectionId` the space goes to the default section, or to the root of a site without
 * sections (seed). 201 with `Location`, or 204 with `Prefer: return=minimal`.
 */
export const createSiteSpace: Handler = (ctx) => {
  const { org, site } = siteForWrite(ctx);
  const body = objectBody(ctx.body);
  if (body.spaceId === undefined) throw badRequest('Field "spaceId" is required');
  const spaceId = nullableString(body, 'spaceId', ID) ?? null;
  const sectionId = optionalString(body, 'sectionId', ID);
  const title = optionalString(body, 'title', SITE_SPACE_TITLE);
  const draft = optionalBoolean(body, 'draft');
  const pageId = nullableString(body, 'pageId', ID);
  if (typeof pageId === 'string' && spaceId === null) {
    throw badRequest('Field "pageId" needs an existing space in "spaceId"');
  }
  const space = spaceId === null ? undefined : spaceRef(ctx, site, 'spaceId', spaceId);
  const section =
    sectionId === undefined
      ? defaultSection(ctx, site)
      : sectionRef(ctx, site, 'sectionId', sectionId).id;
  const record = addSiteSpace(ctx.world, ctx, site, {
    space: space ?? createSpace(ctx.world, ctx, org.id, title ?? 'Untitled'),
    section,
    ...(title !== undefined ? { title } : {}),
    ...(draft !== undefined ? { draft } : {}),
    ...(pageId !== undefined ? { pageId } : {}),
  });
  const reply = representation(ctx, siteSpaceView(ctx, site, record), 201);
  const location = `${siteApiUrl(ctx, site)}/site-spaces/${record.id}`;
  return { ...reply, headers: { ...reply.headers, location } };
};

function defaultSection(ctx: RequestContext, site: SiteRecord): string | null {
  if (!hasSectionStructure(ctx.world, site.id)) return null;
  const found = sectionsInOrder(ctx.world, site.id).find((s) => s.default);
  if (!found) throw badRequest('Field "sectionId" is required: the site has no default section');
  return found.id;
}
