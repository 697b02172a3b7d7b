import { isDeepStrictEqual } from 'node:util';
import type { RequestBody } from '../../api/call-operation.js';
import {
  createSiteRedirect,
  deleteSiteRedirect,
  listSiteRedirects,
  updateSiteRedirect,
} from '../../api/resources/site-redirects.js';
import { REDIRECT_FIELDS } from '../../model/fields/redirect-fields.js';
import type { LiveRedirect } from '../../model/live.js';
import type { KindHandler } from '../handler.js';
import { createOrAdopt } from '../adopt.js';
import { sendLoop, type Senders } from '../senders.js';
import type { BodyKey } from '../wire.js';
import { bodyOf, changedFields, createKeys, isEmpty, sentKeys, text } from '../wire.js';
import type { SiteAt } from './locate.js';
import { siteAt } from './locate.js';

type RedirectCreate = RequestBody<'createSiteRedirect'>;
type RedirectPatch = RequestBody<'updateSiteRedirectById'>;

// Typed as the official bodies' keys: a row sent under a key the official request
// lacks is a compile error.
const CREATE_KEYS: readonly BodyKey<RedirectCreate>[] = createKeys(REDIRECT_FIELDS);
const PATCH_KEYS: readonly BodyKey<RedirectPatch>[] = sentKeys(REDIRECT_FIELDS, 'patch');

/**
 * Site redirects (official `createSiteRedirect`, `updateSiteRedirectById`,
 * `deleteSiteRedirectById`), keyed by source: a source is unique among a site's live
 * redirects, so a create refused with 409 (or whose outcome is unknown) adopts the
 * redirect found at its source, and the update that follows sets its fields. An update
 * with `draft` makes a draft redirect live again (`draft: false` in the PATCH).
 */
export const redirectHandler: KindHandler<'redirect'> = {
  create: async (change, ctx) => {
    const fields = changedFields(change);
    const at = siteAt(change, ctx);
    const source = text(fields.get('source'), `${change.address} source`);
    const body = { ...bodyOf<RedirectCreate>(REDIRECT_FIELDS, fields, CREATE_KEYS), source };
    // what an adopt found: the live redirect itself, so that its fields need no other read
    const made = await createOrAdopt<{ readonly id: string; readonly held?: LiveRedirect }>(ctx, {
      create: async () => ({
        id: await createSiteRedirect(ctx.client, at.organization, at.siteId, body),
      }),
      find: async () =>
        (await listSiteRedirects(ctx.client, at.organization, at.siteId))
          .filter((r) => r.source === source)
          .map((r) => ({ id: r.id, held: r })),
    });
    if (made.held === undefined) return made.id;
    // an adopted redirect may point elsewhere: the declared fields are set on it
    await send(ctx, { at, id: made.id, held: made.held }, fields, change);
    return made.id;
  },
  update: async (change, ctx) => {
    await send(ctx, { at: siteAt(change, ctx), id: change.id }, changedFields(change), change);
  },
  delete: async (change, ctx) => {
    const at = siteAt(change, ctx);
    await deleteSiteRedirect(ctx.client, at.organization, at.siteId, change.id);
  },
};

/**
 * The redirect a sender sends to: where it sits, its id, and, for a redirect a create
 * adopted, the live redirect found, whose held values need no PATCH.
 */
interface RedirectTarget {
  readonly at: SiteAt;
  readonly id: string;
  readonly held?: LiveRedirect;
}

/** One per `via` of the redirect's rows (model/fields/redirect-fields.ts). */
const SENDERS: Senders<typeof REDIRECT_FIELDS, 'redirect', RedirectTarget> = {
  patch: async (ctx, { at, id, held }, fields) => {
    // a draft made live again: the planner's own field, no row (docform manages live redirects)
    const live = fields.get('draft') === false ? { draft: false } : {};
    const body = { ...bodyOf<RedirectPatch>(REDIRECT_FIELDS, fields, PATCH_KEYS), ...live };
    if (isEmpty(body)) return;
    if (held !== undefined && !differs(held, body)) return;
    await updateSiteRedirect(ctx.client, at.organization, at.siteId, id, body);
  },
};

const send = sendLoop(SENDERS);

/** True when a value the PATCH would send is not the one the live redirect holds. */
function differs(held: LiveRedirect, patch: RedirectPatch): boolean {
  const live: Readonly<Record<string, unknown>> = held;
  return Object.entries(patch).some(([k, v]) => !isDeepStrictEqual(live[k], v));
}
