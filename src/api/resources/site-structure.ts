import type { LiveGroup, LiveSection, LiveSiteSpace, LiveStructure } from '../../model/live.js';
import type { ApiRequester } from '../types.js';
import { orgPath, seg } from './parse.js';
import { toLiveGroup, toLiveSection, toLiveSiteSpace, toLiveStructure } from './structure-wire.js';

/**
 * A site's sections, section groups and site spaces. Reads use the official
 * `GET .../structure`: the whole ordered tree in one request, where the seed's lists
 * would need three (official notes 8, "Lookups").
 */
export function sitePath(organization: string, siteId: string): string {
  return `${orgPath(organization)}/sites/${seg(siteId)}`;
}

export async function getStructure(
  client: ApiRequester,
  organization: string,
  siteId: string,
): Promise<LiveStructure> {
  const path = `${sitePath(organization, siteId)}/structure`;
  const res = await client.request({ method: 'GET', path });
  return toLiveStructure(res.body, { method: 'GET', path });
}

/** A before/after sibling (seed `/move` bodies); none means "to the end". */
export type Position = { before: string } | { after: string } | Record<string, never>;

/** Body of `POST .../sections` (seed; `siteSectionGroupId` is official 2.7). */
export interface SectionCreate {
  spaceId: string;
  title: string;
  icon?: string | null;
  siteSectionGroupId?: string;
}

/** Body of `PATCH .../sections/{id}`. */
export interface SectionPatch {
  title?: string;
  path?: string;
  defaultSiteSpace?: string;
  condition?: string | null;
  icon?: string | null;
  description?: string | null;
  siteSectionGroupId?: string | null;
}

export async function createSection(
  client: ApiRequester,
  organization: string,
  siteId: string,
  body: SectionCreate,
): Promise<LiveSection> {
  const path = `${sitePath(organization, siteId)}/sections`;
  const res = await client.request({ method: 'POST', path, body });
  return toLiveSection(res.body, { method: 'POST', path });
}

export async function updateSection(
  client: ApiRequester,
  organization: string,
  siteId: string,
  sectionId: string,
  body: SectionPatch,
): Promise<LiveSection> {
  const path = `${sitePath(organization, siteId)}/sections/${seg(sectionId)}`;
  const res = await client.request({ method: 'PATCH', path, body });
  return toLiveSection(res.body, { method: 'PATCH', path });
}

export async function deleteSection(
  client: ApiRequester,
  organization: string,
  siteId: string,
  sectionId: string,
): Promise<void> {
  const path = `${sitePath(organization, siteId)}/sections/${seg(sectionId)}`;
  await client.request({ method: 'DELETE', path });
}

/** Seed `POST .../sections/{id}/move`: placing an item twice is the same as once. */
export async function moveSection(
  client: ApiRequester,
  organization: string,
  siteId: string,
  sectionId: string,
  position: Position,
): Promise<LiveSection> {
  const path = `${sitePath(organization, siteId)}/sections/${seg(sectionId)}/move`;
  const body = {
    position: pointers(position, (id) => ({ type: 'site-section', siteSection: id })),
  };
  const res = await client.request({ method: 'POST', path, body, idempotent: true });
  return toLiveSection(res.body, { method: 'POST', path });
}

/** Body of `POST .../section-groups`. */
export interface GroupCreate {
  title: string;
  icon?: string | null;
  sections?: string[];
  parent?: string;
}

/** Body of `PATCH .../section-groups/{id}` (`parentSectionGroupId`: official 2.8). */
export interface GroupPatch {
  title?: string;
  icon?: string | null;
  parentSectionGroupId?: string | null;
}

export async function createGroup(
  client: ApiRequester,
  organization: string,
  siteId: string,
  body: GroupCreate,
): Promise<LiveGroup> {
  const path = `${sitePath(organization, siteId)}/section-groups`;
  const res = await client.request({ method: 'POST', path, body });
  return toLiveGroup(res.body, { method: 'POST', path });
}

export async function updateGroup(
  client: ApiRequester,
  organization: string,
  siteId: string,
  groupId: string,
  body: GroupPatch,
): Promise<LiveGroup> {
  const path = `${sitePath(organization, siteId)}/section-groups/${seg(groupId)}`;
  const res = await client.request({ method: 'PATCH', path, body });
  return toLiveGroup(res.body, { method: 'PATCH', path });
}

export async function deleteGroup(
  client: ApiRequester,
  organization: string,
  siteId: string,
  groupId: string,
): Promise<void> {
  const path = `${sitePath(organization, siteId)}/section-groups/${seg(groupId)}`;
  await client.request({ method: 'DELETE', path });
}

/** Seed `POST .../section-groups/{id}/sections`: puts a section into a group. */
export async function addSectionToGroup(
  client: ApiRequester,
  organization: string,
  siteId: string,
  groupId: string,
  sectionId: string,
): Promise<LiveGroup> {
  const path = `${sitePath(organization, siteId)}/section-groups/${seg(groupId)}/sections`;
  const res = await client.request({ method: 'POST', path, body: { sectionId }, idempotent: true });
  return toLiveGroup(res.body, { method: 'POST', path });
}

/** Official (deprecated) group move; its pointers use an `id` key (official 2.8). */
export async function moveGroup(
  client: ApiRequester,
  organization: string,
  siteId: string,
  groupId: string,
  position: Position,
  siblingType: (id: string) => 'site-section' | 'site-section-group',
): Promise<LiveGroup> {
  const path = `${sitePath(organization, siteId)}/section-groups/${seg(groupId)}/move`;
  const body = { position: pointers(position, (id) => ({ type: siblingType(id), id })) };
  const res = await client.request({ method: 'POST', path, body, idempotent: true });
  return toLiveGroup(res.body, { method: 'POST', path });
}

/** Body of `POST .../site-spaces`. */
export interface SiteSpaceCreate {
  spaceId: string;
  sectionId?: string;
}

/** Body of `PATCH .../site-spaces/{id}`. */
export interface SiteSpacePatch {
  path?: string;
  condition?: string | null;
  spaceId?: string;
  hidden?: boolean;
}

export async function createSiteSpace(
  client: ApiRequester,
  organization: string,
  siteId: string,
  body: SiteSpaceCreate,
): Promise<LiveSiteSpace> {
  const path = `${sitePath(organization, siteId)}/site-spaces`;
  const res = await client.request({ method: 'POST', path, body });
  return toLiveSiteSpace(res.body, { method: 'POST', path });
}

export async function updateSiteSpace(
  client: ApiRequester,
  organization: string,
  siteId: string,
  siteSpaceId: string,
  body: SiteSpacePatch,
): Promise<LiveSiteSpace> {
  const path = `${sitePath(organization, siteId)}/site-spaces/${seg(siteSpaceId)}`;
  const res = await client.request({ method: 'PATCH', path, body });
  return toLiveSiteSpace(res.body, { method: 'PATCH', path });
}

export async function deleteSiteSpace(
  client: ApiRequester,
  organization: string,
  siteId: string,
  siteSpaceId: string,
): Promise<void> {
  const path = `${sitePath(organization, siteId)}/site-spaces/${seg(siteSpaceId)}`;
  await client.request({ method: 'DELETE', path });
}

export async function moveSiteSpace(
  client: ApiRequester,
  organization: string,
  siteId: string,
  siteSpaceId: string,
  position: Position,
): Promise<LiveSiteSpace> {
  const path = `${sitePath(organization, siteId)}/site-spaces/${seg(siteSpaceId)}/move`;
  const body = { position: pointers(position, (id) => ({ type: 'site-space', siteSpace: id })) };
  const res = await client.request({ method: 'POST', path, body, idempotent: true });
  return toLiveSiteSpace(res.body, { method: 'POST', path });
}

export type StructureItemType = 'site-space' | 'site-section' | 'site-section-group';

/** Official `PATCH .../structure/sort`: reorders among siblings of one level. */
export async function sortStructure(
  client: ApiRequester,
  organization: string,
  siteId: string,
  item: { type: StructureItemType; id: string },
  position: {
    before?: { type: StructureItemType; id: string };
    after?: { type: StructureItemType; id: string };
  },
): Promise<void> {
  const path = `${sitePath(organization, siteId)}/structure/sort`;
  await client.request({ method: 'PATCH', path, body: { item, position } });
}

function pointers<P>(position: Position, pointer: (id: string) => P): { before?: P; after?: P } {
  if ('before' in position) return { before: pointer(position.before) };
  if ('after' in position) return { after: pointer(position.after) };
  return {};
}
