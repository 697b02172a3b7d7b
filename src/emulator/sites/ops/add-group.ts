import type { SiteNodeRecord, SiteRecord, World } from '../../world.js';
import { reorder } from '../model/reorder.js';
import { ID_PREFIX } from './id-clock.js';
import type { IdClock } from './id-clock.js';

export interface NewGroup {
  readonly title: string;
  readonly icon?: string | null;
  readonly draft?: boolean;
  /** Parent group; null for the root of the site. */
  readonly parent: string | null;
  /** Sections moved into the new group, in this order (official `sections`). */
  readonly sections: readonly SiteNodeRecord[];
}

/** Adds a section group, last among its siblings, and moves the given sections into it. */
export function addGroup(
  world: World,
  env: IdClock,
  site: SiteRecord,
  input: NewGroup,
): SiteNodeRecord {
  const group: SiteNodeRecord = {
    site: site.id,
    id: env.newId(ID_PREFIX.group),
    type: 'group',
    title: input.title,
    parent: input.parent,
    ...(input.icon ? { icon: input.icon } : {}),
    draft: input.draft ?? false,
  };
  world.siteNodes.push(group);
  for (const section of input.sections) {
    section.parent = group.id;
    reorder(world.siteNodes, section, 'end');
  }
  return group;
}
