import * as z from 'zod';
import type { LiveSite } from '../../model/live.js';
import type { RequestBody } from '../call-operation.js';
import { callOperation } from '../call-operation.js';
import { ApiError } from '../errors/api-error.js';
import { operationPath } from '../operations.js';
import { firstPage } from '../paginate.js';
import type { ApiRequester } from '../types.js';
import { call, listAs, parseBody } from './parse.js';
import { opt } from './wire.js';
import { gitSyncState, installationOf } from './git-sync-state.js';
import { liveFields, wireShape } from './read-fields.js';
import { SITE_FIELDS } from '../../model/fields/site-fields.js';
import { checkedId } from '../path-segment.js';

/** A site as the API answers it: its settings are read by the rows of its table. */
const siteSchema = z.looseObject({
  ...wireShape(SITE_FIELDS),
  id: z.string(),
  createdAt: opt(z.string()),
  gitSync: opt(gitSyncState),
});

/** The other answer of publish: the plan needs an upgrade (official `publishSite`). */
const checkoutSchema = z.looseObject({ type: z.literal('checkout'), sessionId: z.string() });

/**
 * Sites with their settings; structure and adaptive schema are read separately.
 * `title` filters by title (official `listSites`), as the re-read after a site create
 * does when the organization's sites span pages.
 */
export async function listSites(
  client: ApiRequester,
  organization: string,
  title?: string,
): Promise<LiveSite[]> {
  const params = { organizationId: organization };
  const query = title === undefined ? undefined : { title };
  return listAs(client, 'listSites', params, siteSchema, toLiveSite, query);
}

/** One answer of the organization's sites; `complete` when they all fit its page. */
interface SitesAtOnce {
  readonly complete: boolean;
  readonly titled: (title: string) => LiveSite[];
}

/**
 * The organization's sites in one request: what the site creates answered together share
 * as their re-read (src/apply/handlers/site.ts). Complete when they all fit the first
 * page, a snapshot of the list; else the caller reads by title. Only the sites `titled`
 * asks for are parsed: one read of 1,000 sites serves the few titles just created.
 */
export async function readSitesAtOnce(
  client: ApiRequester,
  organization: string,
): Promise<SitesAtOnce> {
  const path = operationPath('listSites', { organizationId: organization });
  const page = await firstPage(client, path);
  // the items' places by title, made at the first `titled`: each site create of a batch
  // asks for its own title, and a scan of the page for each cost 1,000 x 1,000 steps
  // (134 ms of CPU and 35 MB of garbage in an apply of 1,000 new sites)
  let byTitle: Map<unknown, number[]> | undefined;
  return {
    complete: !page.more,
    titled: (title) =>
      (byTitle ??= placesByTitle(page.items))
        .get(title)
        ?.map((i) =>
          toLiveSite(parseBody(siteSchema, page.items[i], 'GET', `${path} (item ${i})`)),
        ) ?? [],
  };
}

/** Each title's places in `items`, in order. */
function placesByTitle(items: readonly unknown[]): Map<unknown, number[]> {
  const places = new Map<unknown, number[]>();
  items.forEach((item, i) => {
    const title = titleOf(item);
    const held = places.get(title);
    if (held === undefined) places.set(title, [i]);
    else held.push(i);
  });
  return places;
}

function titleOf(item: unknown): unknown {
  return typeof item === 'object' && item !== null
    ? (item as { title?: unknown }).title
    : undefined;
}

export async function createSite(
  client: ApiRequester,
  organization: string,
  body: RequestBody<'createSite'>,
): Promise<LiveSite> {
  const params = { organizationId: organization };
  return toLiveSite(await call(client, 'createSite', params, siteSchema, body));
}

export async function updateSite(
  client: ApiRequester,
  organization: string,
  siteId: string,
  body: RequestBody<'updateSiteById'>,
): Promise<void> {
  const params = { organizationId: organization, siteId };
  await callOperation(client, 'updateSiteById', params, body);
}

export async function deleteSite(
  client: ApiRequester,
  organization: string,
  siteId: string,
): Promise<void> {
  await callOperation(client, 'deleteSiteById', { organizationId: organization, siteId });
}

/**
 * Publishes or unpublishes (official `publishSite` / `unpublishSite`, absent from the
 * seed). Doing it twice leaves the same state: safe to repeat although a POST. Publish
 * may answer a checkout session instead: the organization's plan needs an upgrade.
 */
export async function setPublished(
  client: ApiRequester,
  organization: string,
  siteId: string,
  publish: boolean,
): Promise<void> {
  const op = publish ? 'publishSite' : 'unpublishSite';
  const params = { organizationId: organization, siteId };
  const res = await callOperation(client, op, params);
  const path = operationPath(op, params);
  if (checkoutSchema.safeParse(res.body).success) {
    throw new ApiError('POST', path, 'publishing this site needs a plan upgrade');
  }
  parseBody(siteSchema, res.body, 'POST', path);
}

function toLiveSite(s: z.output<typeof siteSchema>): LiveSite {
  return {
    ...liveFields(SITE_FIELDS, s),
    id: checkedId(s.id, 'site', s.title),
    ...(s.createdAt ? { createdAt: s.createdAt } : {}),
    // its installation as the list names it; its settings are read when asked for
    ...(s.gitSync ? { gitSync: installationOf(s.gitSync) } : {}),
  };
}
