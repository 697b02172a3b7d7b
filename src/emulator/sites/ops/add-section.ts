import type { SiteNodeRecord, SiteRecord, SpaceRecord, World } from '../../world.js';
import { repairDefaultSection, repairDefaultSiteSpace } from '../model/defaults.js';
import { freePath, sectionPaths, slugify } from '../model/paths.js';
import { siteSpacesIn } from '../model/tree.js';
import { addSiteSpace } from './add-site-space.js';
import { ID_PREFIX } from './id-clock.js';
import type { IdClock } from './id-clock.js';

export interface NewSection {
  readonly space: SpaceRecord;
  readonly title?: string;
  readonly icon?: string | null;
  readonly draft?: boolean;
  /** Containing group; null for the root of the site. */
  readonly group: string | null;
  readonly pageId?: string | null;
}

/**
 * Adds a section, last among its siblings, holding the space as its first site space.
 * The first section of a site is its default, and it adopts the site's root site
 * spaces, in order and with their default (docs/emulator-sites.md, "From root site
 * spaces to sections"); the given space joins them unless it is one of them.
 */
export function addSection(
  world: World,
  env: IdClock,
  site: SiteRecord,
  input: NewSection,
): SiteNodeRecord {
  const title = input.title ?? input.space.title;
  const section: SiteNodeRecord = {
    site: site.id,
    id: env.newId(ID_PREFIX.section),
    type: 'section',
    title,
    parent: input.group,
    ...(input.icon ? { icon: input.icon } : {}),
    draft: input.draft ?? false,
    path: freePath(slugify(title, 'section'), sectionPaths(world, site.id)),
    default: false,
  };
  world.siteNodes.push(section);
  for (const rootSiteSpace of siteSpacesIn(world, site.id, null)) {
    rootSiteSpace.section = section.id;
  }
  const adopted = siteSpacesIn(world, site.id, section.id);
  if (!adopted.some((s) => s.space === input.space.id)) {
    addSiteSpace(world, env, site, {
      space: input.space,
      section: section.id,
      ...(input.draft !== undefined ? { draft: input.draft } : {}),
      ...(input.pageId !== undefined ? { pageId: input.pageId } : {}),
    });
  }
  repairDefaultSection(world, site.id);
  repairDefaultSiteSpace(world, site.id, section.id);
  return section;
}
