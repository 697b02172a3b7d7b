import type { RequestBody } from '../../api/call-operation.js';
import { clientOf, type ApiRequester } from '../../api/types.js';
import { putAdaptiveSchema } from '../../api/resources/adaptive-schema.js';
import { getCustomization, putCustomization } from '../../api/resources/customization.js';
import { getVisitorAuth, updateVisitorAuth } from '../../api/resources/visitor-auth.js';
import { readSiteGitSync, updateGitSync } from '../../api/resources/git-sync.js';
import { laidOver } from '../../model/declared-leaves.js';
import { wholesForTheWire } from '../../model/customization-wholes.js';
import { isVisitorAuthBackend } from '../../model/schema/visitor-auth.js';
import { isObject } from '../../model/is-object.js';
import { knownPart } from '../../model/schema/known-part.js';
import {
  createShareLink,
  deleteShareLink,
  listShareLinks,
  setShareLinkActive,
} from '../../api/resources/share-links.js';
import { isActive, shareLinkName } from '../../model/schema/share-links.js';
import {
  createSite,
  deleteSite,
  listSites,
  readSitesAtOnce,
  setPublished,
  updateSite,
} from '../../api/resources/sites.js';
import { DocformError } from '../../model/errors.js';
import { SITE_FIELDS } from '../../model/fields/site-fields.js';
import type { LiveSite } from '../../model/live.js';
import { createOrAdopt } from '../adopt.js';
import type { HandlerContext, KindHandler } from '../handler.js';
import { permissionsSender, sendLoop, type Senders } from '../senders.js';
import type { BodyKey } from '../wire.js';
import { bodyOf, changedFields, createKeys, isEmpty, sentKeys, text, valueVia } from '../wire.js';
import { namesWith } from '../../model/fields/field-row.js';

type SitePatch = RequestBody<'updateSiteById'>;
type SiteCreate = RequestBody<'createSite'>;

// Typed as the official bodies' keys: a row sent under a key the official request lacks
// is a compile error.
const PATCH_KEYS: readonly BodyKey<SitePatch>[] = sentKeys(SITE_FIELDS, 'patch');
const CREATE_KEYS: readonly BodyKey<SiteCreate>[] = createKeys(SITE_FIELDS);

/** The fields the create request sends: the calls after it leave them out. */
const CREATED = namesWith(SITE_FIELDS, 'inCreate');

/**
 * The calls that send a site's fields after its create, on the site's id, one per `via`
 * of its table (model/fields/site-fields.ts). Run in this order: the settings, the
 * visitor schema, the share links, the grants, the branding, visitor authentication,
 * the Git Sync settings, then publishing.
 */
const SENDERS: Senders<typeof SITE_FIELDS, 'site', string> = {
  // the type goes only in the create body: the plan refuses to change it (immutable)
  create: async () => {},
  patch: async (ctx, id, fields) => {
    const body = bodyOf<SitePatch>(SITE_FIELDS, fields, PATCH_KEYS);
    if (!isEmpty(body)) await updateSite(ctx.client, ctx.organization, id, body);
  },
  'adaptive-schema': async (ctx, id, fields) => {
    // the official SiteAdaptiveJSONSchema, as the config's schema reads it
    const jsonSchema = valueVia(SITE_FIELDS, fields, 'adaptive-schema');
    if (jsonSchema === undefined || jsonSchema === null) return;
    await putAdaptiveSchema(ctx.client, ctx.organization, id, { jsonSchema });
  },
  // the live links are read again for their ids; a link's key is never read. A link is
  // made active (official createSiteShareLink takes a name only): one declared off is
  // switched off after, and one switched off by hand back on
  'share-links': async (ctx, id, fields) => {
    const links = valueVia(SITE_FIELDS, fields, 'share-links');
    if (links === undefined || links === null) return;
    const names = new Set(links.map(shareLinkName));
    const live = await listShareLinks(ctx.client, ctx.organization, id);
    const held = new Map(live.map((link) => [link.name, link] as const));
    for (const link of live) {
      if (!names.has(link.name)) await deleteShareLink(ctx.client, ctx.organization, id, link.id);
    }
    for (const link of links) {
      const name = shareLinkName(link);
      const found = held.get(name);
      const linkId = found?.id ?? (await createShareLink(ctx.client, ctx.organization, id, name));
      const active = isActive(link);
      if ((found?.active ?? true) !== active) {
        await setShareLinkActive(ctx.client, ctx.organization, id, linkId, active);
      }
    }
  },
  permissions: permissionsSender('site'),
  // the official PUT takes the whole settings: the live ones, the declared leaves laid over
  customization: async (ctx, id, fields) => {
    const declared = fields.get('customization');
    if (declared === undefined || declared === null) return;
    const live = await getCustomization(ctx.client, ctx.organization, id);
    const row = SITE_FIELDS.customization;
    // the body holds only what the official request schema names (an answer may carry
    // more, `updatedAt` among them); the config's schema checked the declared leaves
    // against the same settings
    const known = knownPart(row.yaml, live);
    // a key written null inside a value the API takes whole (an announcement's link) is
    // left out of it: removed
    const body = wholesForTheWire(laidOver(known, declared, row.wholeAt));
    if (isObject(body)) await putCustomization(ctx.client, ctx.organization, id, body);
  },
  // the official PATCH requires `backend`: the live one when the config leaves it out
  'visitor-auth': async (ctx, id, fields) => {
    const declared = valueVia(SITE_FIELDS, fields, 'visitor-auth');
    if (declared === undefined || declared === null) return;
    const backend =
      declared.backend ?? (await getVisitorAuth(ctx.client, ctx.organization, id)).backend;
    // the official answer always holds one: guessing one would switch an integration's
    // site; one the update does not take cannot be sent back either
    if (!isVisitorAuthBackend(backend)) {
      throw new DocformError(
        backend === undefined
          ? `site ${id}: the API answered its visitor authentication without a backend, which the update requires; declare visitorAuth.backend`
          : `site ${id}: the API answered its visitor authentication with the backend ${JSON.stringify(backend)}, which the update does not take; declare visitorAuth.backend`,
      );
    }
    await updateVisitorAuth(ctx.client, ctx.organization, id, { ...declared, backend });
  },
  // the official PATCH names the installation's provider and takes its configuration
  // (empty: the repository and branch are kept); the installation is the live one
  'git-sync': async (ctx, id, fields) => {
    const declared = valueVia(SITE_FIELDS, fields, 'git-sync');
    if (declared === undefined || declared === null) return;
    const live = await readSiteGitSync(ctx.client, ctx.organization, id);
    if (live === null) {
      throw new DocformError(
        `site ${id} has no Git Sync installation any more: install Git Sync on the site in the GitBook app, then plan again`,
      );
    }
    await updateGitSync(
      ctx.client,
      { installationId: live.installationId, provider: live.provider },
      declared,
    );
  },
  publish: async (ctx, id, fields) => {
    const publish = valueVia(SITE_FIELDS, fields, 'publish');
    if (publish === undefined) return;
    await setPublished(ctx.client, ctx.organization, id, publish === true);
  },
};

const send = sendLoop(SENDERS);

/**
 * Sites (seed, "Sites"): the official create takes the title, type and visibility; the
 * other settings follow, each by the call its row names. Site spaces are never passed
 * on create: the planner creates them as their own changes.
 */
export const siteHandler: KindHandler<'site'> = {
  create: async (change, ctx) => {
    const fields = changedFields(change);
    const title = text(fields.get('title'), `${change.address} title`);
    const body = bodyOf<SiteCreate>(SITE_FIELDS, fields, CREATE_KEYS);
    const { id } = await createOrAdopt(ctx, {
      create: () => createSite(ctx.client, ctx.organization, { ...body, title }),
      collection: sitesOf(ctx),
      find: () => sitesTitled(ctx, title),
      remove: (siteId) => deleteSite(ctx.client, ctx.organization, siteId),
    });
    for (const name of CREATED) fields.delete(name);
    await send(ctx, id, fields, change);
    return id;
  },
  update: async (change, ctx) => {
    const fields = changedFields(change);
    if (fields.has('type')) {
      throw new DocformError(`${change.address}: the API cannot change a site's type`);
    }
    await send(ctx, change.id, fields, change);
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
  const client = clientOf(ctx.client);
  if (!overOnePage.has(client)) {
    const sites = await ctx.reread(sitesOf(ctx), () =>
      readSitesAtOnce(ctx.client, ctx.organization),
    );
    if (sites.complete) return sites.titled(title);
    overOnePage.add(client);
  }
  return (await listSites(ctx.client, ctx.organization, title)).filter((s) => s.title === title);
}
