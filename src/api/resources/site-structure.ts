import type { LiveGroup, LiveSection, LiveSiteSpace, LiveStructure } from '../../model/live.js';
import type { RequestBody } from '../call-operation.js';
import { callOperation } from '../call-operation.js';
import { operationPath, type PathParams } from '../operations.js';
import type { ApiRequester } from '../types.js';
import { listAll } from './parse.js';
import {
  siteSpaceSchema,
  toLiveGroup,
  toLiveSection,
  toLiveSiteSpace,
  toLiveStructure,
} from './structure-wire.js';

/**
 * A site's sections, section groups and site spaces, in the official forms only: reads
 * through `GET .../structure` (the whole ordered tree in one request), a section into
 * or out of a group through its `siteSectionGroupId`, and every reorder through
 * `PATCH .../structure/sort` (the official `/move` operations are deprecated).
 */
export async function getStructure(
  client: ApiRequester,
  organization: string,
  siteId: string,
): Promise<LiveStructure> {
  const params = { organizationId: organization, siteId };
  const res = await callOperation(client, 'getSiteStructure', params);
  return toLiveStructure(res.body, {
    method: 'GET',
    path: operationPath('getSiteStructure', params),
  });
}

interface At {
  readonly organization: string;
  readonly siteId: string;
}

const site = (at: At) => ({ organizationId: at.organization, siteId: at.siteId });

/** The creates of a site's structure items, whose path parameters are the site's. */
type CreateOp = 'addSectionToSite' | 'addSectionGroupToSite' | 'addSpaceToSite';

/** Creates an item of a site's structure and reads the answer as `toLive` reads it. */
async function createItem<K extends CreateOp, T>(
  client: ApiRequester,
  at: At,
  op: K,
  body: RequestBody<K>,
  toLive: (answer: unknown, origin: { method: string; path: string }) => T,
): Promise<T> {
  const params = site(at) as PathParams<K>;
  const res = await callOperation(client, op, params, body);
  return toLive(res.body, { method: 'POST', path: res.url ?? operationPath(op, params) });
}

export const createSection = (
  client: ApiRequester,
  at: At,
  body: RequestBody<'addSectionToSite'>,
): Promise<LiveSection> => createItem(client, at, 'addSectionToSite', body, toLiveSection);

export async function updateSection(
  client: ApiRequester,
  at: At,
  siteSectionId: string,
  body: RequestBody<'updateSiteSectionById'>,
): Promise<void> {
  await callOperation(client, 'updateSiteSectionById', { ...site(at), siteSectionId }, body);
}

export async function deleteSection(
  client: ApiRequester,
  at: At,
  siteSectionId: string,
): Promise<void> {
  await callOperation(client, 'deleteSiteSectionById', { ...site(at), siteSectionId });
}

export const createGroup = (
  client: ApiRequester,
  at: At,
  body: RequestBody<'addSectionGroupToSite'>,
): Promise<LiveGroup> => createItem(client, at, 'addSectionGroupToSite', body, toLiveGroup);

export async function updateGroup(
  client: ApiRequester,
  at: At,
  siteSectionGroupId: string,
  body: RequestBody<'updateSiteSectionGroupById'>,
): Promise<void> {
  const params = { ...site(at), siteSectionGroupId };
  await callOperation(client, 'updateSiteSectionGroupById', params, body);
}

export async function deleteGroup(
  client: ApiRequester,
  at: At,
  siteSectionGroupId: string,
): Promise<void> {
  await callOperation(client, 'deleteSiteSectionGroupById', { ...site(at), siteSectionGroupId });
}

export const createSiteSpace = (
  client: ApiRequester,
  at: At,
  body: RequestBody<'addSpaceToSite'>,
): Promise<LiveSiteSpace> => createItem(client, at, 'addSpaceToSite', body, toLiveSiteSpace);

export async function updateSiteSpace(
  client: ApiRequester,
  at: At,
  siteSpaceId: string,
  body: RequestBody<'updateSiteSpaceById'>,
): Promise<void> {
  await callOperation(client, 'updateSiteSpaceById', { ...site(at), siteSpaceId }, body);
}

export async function deleteSiteSpace(
  client: ApiRequester,
  at: At,
  siteSpaceId: string,
): Promise<void> {
  await callOperation(client, 'deleteSiteSpaceById', { ...site(at), siteSpaceId });
}

/** Site spaces with the section each is in (null at the root). */
export async function listSiteSpaces(
  client: ApiRequester,
  at: At,
): Promise<(LiveSiteSpace & { readonly section: string | null })[]> {
  const params = site(at);
  const path = operationPath('listSiteSpaces', params);
  const items = await listAll(client, 'listSiteSpaces', params, siteSpaceSchema);
  return items.map((s) => ({
    ...toLiveSiteSpace(s, { method: 'GET', path }),
    section: s.section ?? null,
  }));
}

/**
 * Official `sortSiteStructure`: puts a site space, section or group before or after a
 * sibling of the same level. Placing an item twice is the same as once: safe to repeat.
 */
export async function sortStructure(
  client: ApiRequester,
  at: At,
  body: RequestBody<'sortSiteStructure'>,
): Promise<void> {
  await callOperation(client, 'sortSiteStructure', site(at), body);
}
