import { z } from 'zod';
import { AGENTS_CONTEXTS, SITE_TYPES, SITE_VISIBILITIES } from '../../model/kinds.js';
import type { LiveSite } from '../../model/live.js';
import { ApiError } from '../errors/api-error.js';
import type { ApiRequester } from '../types.js';
import { call, listAll, orgPath, seg } from './parse.js';
import { defaultLevelSchema, opt } from './wire.js';

const siteSchema = z.looseObject({
  id: z.string(),
  title: z.string(),
  type: z.enum(SITE_TYPES),
  visibility: z.enum(SITE_VISIBILITIES),
  published: z.boolean(),
  basename: opt(z.string()),
  proxy: opt(z.looseObject({ origin: z.string() })),
  /** The seed's field, absent from the official schema (official notes 6.5 #21). */
  agentsContext: opt(z.enum(AGENTS_CONTEXTS)),
  adaptiveContent: opt(z.looseObject({ enabled: z.boolean() })),
  defaultLevel: opt(defaultLevelSchema),
});

/** The other answer of publish: the plan needs an upgrade (official 2.6). */
const publishSchema = z.union([
  siteSchema,
  z.looseObject({ type: z.literal('checkout'), sessionId: z.string() }),
]);

/** Body of `POST /orgs/{id}/sites` (seed "Sites"). */
export interface SiteCreate {
  title: string;
  type?: string;
  visibility?: string;
  /** Space ids added as root site spaces. */
  spaces?: string[];
}

/** Body of `PATCH /orgs/{id}/sites/{siteId}` (seed "Sites"; official 2.6). */
export interface SitePatch {
  title?: string;
  visibility?: string;
  basename?: string | null;
  agentsContext?: string;
  defaultSiteSpace?: string;
  defaultSiteSection?: string;
  adaptiveContent?: { enabled: boolean };
  defaultLevel?: string | null;
  proxy?: string | null;
}

function sitesPath(organization: string, siteId?: string): string {
  const base = `${orgPath(organization)}/sites`;
  return siteId === undefined ? base : `${base}/${seg(siteId)}`;
}

/** Sites with their settings; structure and adaptive schema are read separately. */
export async function listSites(client: ApiRequester, organization: string): Promise<LiveSite[]> {
  return (await listAll(client, sitesPath(organization), siteSchema)).map(toLiveSite);
}

export async function getSite(
  client: ApiRequester,
  organization: string,
  siteId: string,
): Promise<LiveSite> {
  const path = sitesPath(organization, siteId);
  return toLiveSite(await call(client, { method: 'GET', path }, siteSchema));
}

export async function createSite(
  client: ApiRequester,
  organization: string,
  body: SiteCreate,
): Promise<LiveSite> {
  const path = sitesPath(organization);
  return toLiveSite(await call(client, { method: 'POST', path, body }, siteSchema));
}

export async function updateSite(
  client: ApiRequester,
  organization: string,
  siteId: string,
  body: SitePatch,
): Promise<LiveSite> {
  const path = sitesPath(organization, siteId);
  return toLiveSite(await call(client, { method: 'PATCH', path, body }, siteSchema));
}

export async function deleteSite(
  client: ApiRequester,
  organization: string,
  siteId: string,
): Promise<void> {
  await client.request({ method: 'DELETE', path: sitesPath(organization, siteId) });
}

/** Publishing twice leaves it published: safe to repeat although a POST. */
export async function publishSite(
  client: ApiRequester,
  organization: string,
  siteId: string,
): Promise<LiveSite> {
  return setPublished(client, organization, siteId, 'publish');
}

export async function unpublishSite(
  client: ApiRequester,
  organization: string,
  siteId: string,
): Promise<LiveSite> {
  return setPublished(client, organization, siteId, 'unpublish');
}

async function setPublished(
  client: ApiRequester,
  organization: string,
  siteId: string,
  action: 'publish' | 'unpublish',
): Promise<LiveSite> {
  const path = `${sitesPath(organization, siteId)}/${action}`;
  const body = await call(client, { method: 'POST', path, idempotent: true }, publishSchema);
  if ('sessionId' in body && body.type === 'checkout') {
    throw new ApiError('POST', path, 'publishing this site needs a plan upgrade');
  }
  return toLiveSite(body as z.output<typeof siteSchema>);
}

/** `proxy.origin` holds `domain/path`, the form PATCH takes (a scheme, if any, is dropped). */
function toLiveSite(s: z.output<typeof siteSchema>): LiveSite {
  return {
    id: s.id,
    title: s.title,
    type: s.type,
    visibility: s.visibility,
    published: s.published,
    ...(s.basename ? { basename: s.basename } : {}),
    proxy: s.proxy ? s.proxy.origin.replace(/^https?:\/\//, '') : null,
    ...(s.agentsContext ? { agentsContext: s.agentsContext } : {}),
    ...(s.adaptiveContent ? { adaptiveContent: s.adaptiveContent.enabled } : {}),
    ...(s.defaultLevel !== undefined ? { defaultLevel: s.defaultLevel } : {}),
  };
}
