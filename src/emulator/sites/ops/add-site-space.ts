import { conflict } from '../../api-error.js';
import type { SiteRecord, SiteSpaceRecord, SpaceRecord, World } from '../../world.js';
import { freePath, siteSpacePaths, slugify } from '../model/paths.js';
import { siteSpacesIn } from '../model/tree.js';
import { ID_PREFIX } from './id-clock.js';
import type { IdClock } from './id-clock.js';

export interface NewSiteSpace {
  readonly space: SpaceRecord;
  /** Owning section; null for a root site space of a site without sections. */
  readonly section: string | null;
  readonly draft?: boolean;
  readonly title?: string;
  readonly pageId?: string | null;
}

/**
 * Links a space into a section (or the root), last among its siblings. The path comes
 * from the space title, made unique among siblings; the first site space of a section
 * is its default. A space is linked at most once per section, so that a site space is
 * identified by its space within its section (docs/emulator-sites.md).
 */
export function addSiteSpace(
  world: World,
  env: IdClock,
  site: SiteRecord,
  input: NewSiteSpace,
): SiteSpaceRecord {
  const siblings = siteSpacesIn(world, site.id, input.section);
  if (siblings.some((s) => s.space === input.space.id)) {
    throw conflict(`Space "${input.space.id}" is already linked at this level of the site`);
  }
  const record: SiteSpaceRecord = {
    site: site.id,
    id: env.newId(ID_PREFIX.siteSpace),
    space: input.space.id,
    section: input.section,
    path: freePath(
      slugify(input.space.title, 'space'),
      siteSpacePaths(world, site.id, input.section),
    ),
    ...(input.title !== undefined ? { title: input.title } : {}),
    ...(input.pageId ? { pageId: input.pageId } : {}),
    default: siblings.length === 0,
    hidden: false,
    draft: input.draft ?? false,
  };
  world.siteSpaces.push(record);
  return record;
}
