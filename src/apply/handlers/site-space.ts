import type { RequestBody } from '../../api/call-operation.js';
import {
  createSiteSpace,
  deleteSiteSpace,
  listSiteSpaces,
  updateSection,
  updateSiteSpace,
} from '../../api/resources/site-structure.js';
import { updateSite } from '../../api/resources/sites.js';
import type { LiveSiteSpace } from '../../model/live.js';
import type { KindHandler } from '../handler.js';
import { createOrAdopt } from '../adopt.js';
import { sendLoop, type Senders } from '../senders.js';
import type { BodyKey } from '../wire.js';
import { bodyOf, changedFields, isEmpty, sentKeys, text } from '../wire.js';
import { SITE_SPACE_FIELDS } from '../../model/fields/site-space-fields.js';
import type { SiteAt } from './locate.js';
import { sectionOf, siteAt } from './locate.js';
import { sortChild } from './move.js';
import { sendSiteSpaceCustomization } from './site-space-customization.js';

type SiteSpacePatch = RequestBody<'updateSiteSpaceById'>;

// Typed as the official body's keys: a row sent under a key the official request lacks
// is a compile error.
const PATCH_KEYS: readonly BodyKey<SiteSpacePatch>[] = sentKeys(SITE_SPACE_FIELDS, 'patch');

/**
 * Site spaces (seed, "Site spaces"): a space linked in a section or at the root. A
 * site space the section create already made (claimed) is only patched. There is no
 * call that changes a site space's section: the planner replaces it (delete + create).
 */
export const siteSpaceHandler: KindHandler<'site-space'> = {
  create: async (change, ctx) => {
    const fields = changedFields(change);
    const at = siteAt(change, ctx);
    const sectionId = sectionOf(change.parent);
    const spaceId = text(fields.get('space'), `${change.address} space`);
    const claimed = ctx.idOf(change.address);
    let id = claimed;
    let isDefault = claimed !== undefined && ctx.claimedDefault(change.address);
    if (id === undefined) {
      // one space per section (or root) on the server: a second create is a 409, adopted
      const made = await createOrAdopt<LiveSiteSpace>(ctx, {
        create: () =>
          createSiteSpace(ctx.client, at, {
            spaceId,
            ...(sectionId === undefined ? {} : { sectionId }),
          }),
        find: async () =>
          (await listSiteSpaces(ctx.client, at)).filter(
            (s) => s.spaceId === spaceId && (s.section ?? undefined) === sectionId,
          ),
      });
      id = made.id;
      isDefault = made.default;
    }
    await send(ctx, { at, sectionId, id, alreadyDefault: isDefault }, fields, change);
    return id;
  },
  update: async (change, ctx) => {
    const target = {
      at: siteAt(change, ctx),
      sectionId: sectionOf(change.parent),
      id: change.id,
      alreadyDefault: false,
    };
    await send(ctx, target, changedFields(change), change);
  },
  move: sortChild,
  delete: async (change, ctx) => {
    await deleteSiteSpace(ctx.client, siteAt(change, ctx), change.id);
  },
};

/**
 * The site space a sender sends to: where it sits, its section (none at the site's
 * root), its id, and whether the API made it the default already.
 */
interface SiteSpaceTarget {
  readonly at: SiteAt;
  readonly sectionId: string | undefined;
  readonly id: string;
  readonly alreadyDefault: boolean;
}

/** One per `via` of the site space's rows (model/fields/site-space-fields.ts), in this order. */
const SENDERS: Senders<typeof SITE_SPACE_FIELDS, 'site-space', SiteSpaceTarget> = {
  patch: async (ctx, { at, id }, fields) => {
    const body = bodyOf<SiteSpacePatch>(SITE_SPACE_FIELDS, fields, PATCH_KEYS);
    if (!isEmpty(body)) await updateSiteSpace(ctx.client, at, id, body);
  },
  // one default per section (or root): setting it moves the flag, so `false` needs no call
  default: async (ctx, { at, sectionId, id, alreadyDefault }, fields) => {
    if (fields.get('default') !== true || alreadyDefault) return;
    if (sectionId === undefined) {
      await updateSite(ctx.client, at.organization, at.siteId, { defaultSiteSpace: id });
    } else {
      await updateSection(ctx.client, at, sectionId, { defaultSiteSpace: id });
    }
  },
  customization: async (ctx, { at, id }, fields) => {
    if (!fields.has('customization')) return;
    await sendSiteSpaceCustomization(ctx, { ...at, siteSpaceId: id }, fields.get('customization'));
  },
};

const send = sendLoop(SENDERS);
