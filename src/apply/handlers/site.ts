import type { RequestBody } from '../../api/call-operation.js';
import type { ApiRequester } from '../../api/types.js';
import { putAdaptiveSchema } from '../../api/resources/adaptive-schema.js';
import {
  createSite,
  deleteSite,
  listSites,
  readSitesAtOnce,
  setPublished,
  updateSite,
} from '../../api/resources/sites.js';
import { DocformError } from '../../model/errors.js';
import type { LiveSite } from '../../model/live.js';
import { createOrAdopt } from '../adopt.js';
import type { HandlerContext, KindHandler } from '../handler.js';
import type { FieldValues } from '../wire.js';
import { changedFields, isEmpty, pick, text } from '../wire.js';

type SitePatch = RequestBody<'updateSiteById'>;
const PATCH_FIELDS = [
  'title',
  'visibility',
  'basename',
  'agentsContext',
  'defaultLevel',
  'proxy',
] as const;

/**
 * Sites (seed, "Sites"): the official create takes title, type and visibility; the
 * other settings are a PATCH; `published` goes through the official publish/unpublish
 * operations; the visitor schema through PUT adaptive-schema. Site spaces are never
 * passed on create: the planner creates them as their own changes.
 */
export const siteHandler: KindHandler<'site'> = {
  create: async (change, ctx) => {
    const fields = changedFields(change);
    const title = text(fields.get('title'), `${change.address} title`);
    const body = pick<RequestBody<'createSite'>>(fields, ['type', 'visibility']);
    const { id } = await createOrAdopt(ctx, {
      create: () => createSite(ctx.client, ctx.organization, { ...body, title }),
      collection: sitesOf(ctx),
      find: () => sitesTitled(ctx, title),
      remove: (siteId) => deleteSite(ctx.client, ctx.organization, siteId),
    });
    fields.delete('title');
    fields.delete('type');
    fields.delete('visibility');
    await patchSite(ctx, id, fields);
    return id;
  },
  update: async (change, ctx) => {
    const fields = changedFields(change);
    if (fields.has('type')) {
      throw new DocformError(`${change.address}: the API cannot change a site's type`);
    }
    await patchSite(ctx, change.id, fields);
  },
  delete: async (change, ctx) => {
    await deleteSite(ctx.client, ctx.organization, change.id);
  },
};

/** The collection a site create re-reads: the organization's sites. */
function sitesOf(ctx: HandlerContext): string {
  return `sites ${ctx.organization}`;
}

/** Clients of organizations whose sites spanned more than a page in a shared re-read. */
const overOnePage = new WeakSet<ApiRequester>();

/**
 * Every live site titled `title` (the natural key), after a create: from one read of
 * every site, shared by the site creates answered together (`ctx.reread`), when that
 * read is one page. Paging a list another apply is changing can skip an entry (a
 * delete before the cursor shifts the rest), which would let two applies each keep
 * their own site; so once the sites span pages, each create reads its own title.
 */
async function sitesTitled(ctx: HandlerContext, title: string): Promise<LiveSite[]> {
  if (!overOnePage.has(ctx.client)) {
    const sites = await ctx.reread(sitesOf(ctx), () =>
      readSitesAtOnce(ctx.client, ctx.organization),
    );
    if (sites.complete) return sites.titled(title);
    overOnePage.add(ctx.client);
  }
  return (await listSites(ctx.client, ctx.organization, title)).filter((s) => s.title === title);
}

async function patchSite(
  ctx: HandlerContext,
  id: string,
  fields: FieldValues<'site'>,
): Promise<void> {
  const body = pick<SitePatch>(fields, PATCH_FIELDS);
  if (fields.has('adaptiveContent')) {
    body.adaptiveContent = { enabled: fields.get('adaptiveContent') === true };
  }
  if (!isEmpty(body)) await updateSite(ctx.client, ctx.organization, id, body);
  const schema = fields.get('adaptiveSchema');
  if (schema !== undefined && schema !== null) {
    const jsonSchema = schema as RequestBody<'updateSiteAdaptiveSchema'>['jsonSchema'];
    await putAdaptiveSchema(ctx.client, ctx.organization, id, { jsonSchema });
  }
  if (fields.has('published')) {
    await setPublished(ctx.client, ctx.organization, id, fields.get('published') === true);
  }
}
