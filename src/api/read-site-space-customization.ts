import type { LiveSiteSpace, LiveStructure, LiveStructureItem } from '../model/live.js';
import { readSiteSpaceCustomization } from './resources/customization.js';
import type { ApiRequester } from './types.js';

/**
 * The live structure with the settings of each site space of `spaceIds`, or of every
 * one (`export`) (official
 * `getSiteSpaceCustomizationById`: the site's with the override laid over), read in
 * parallel; the other site spaces are left as read. A site space whose settings the API
 * refuses to the token holds `customizationNotRead` instead.
 */
export async function withSiteSpaceCustomization(
  client: ApiRequester,
  organization: string,
  siteId: string,
  structure: LiveStructure,
  spaceIds: ReadonlySet<string> | 'all',
): Promise<LiveStructure> {
  const read = async (space: LiveSiteSpace): Promise<LiveSiteSpace> => {
    if (spaceIds !== 'all' && !spaceIds.has(space.spaceId)) return space;
    const at = { organization, siteId, siteSpaceId: space.id };
    // a read refused (403) is kept on the site space: the plan says so at its override
    return { ...space, ...(await readSiteSpaceCustomization(client, at)) };
  };
  const item = async (entry: LiveStructureItem): Promise<LiveStructureItem> => {
    if (entry.type === 'section')
      return { ...entry, spaces: await Promise.all(entry.spaces.map(read)) };
    if (entry.type === 'group')
      return { ...entry, items: await Promise.all(entry.items.map(item)) };
    // an external link holds no site space
    return entry;
  };
  if (structure.kind === 'spaces') {
    return { ...structure, spaces: await Promise.all(structure.spaces.map(read)) };
  }
  return { ...structure, items: await Promise.all(structure.items.map(item)) };
}
