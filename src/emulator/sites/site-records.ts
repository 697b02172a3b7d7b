import { conflict } from '../api-error.js';
import type {
  OrganizationRecord,
  SiteNodeRecord,
  SiteRecord,
  SiteSpaceRecord,
  SpaceRecord,
  World,
} from '../world.js';
import {
  freePath,
  reorder,
  repairDefaultSection,
  repairDefaultSiteSpace,
  sectionPaths,
  siteSpacePaths,
  siteSpacesIn,
  slugify,
} from './site-tree.js';

/*
 * Creating site records: sites, sections, groups, site spaces and the spaces made for
 * `spaceId: null`. The handlers and the world generator (generate.ts) both call these,
 * so generated records are the ones the API would have created.
 */

/**
 * What creating records needs besides the world: a clock and an id source. A request
 * context is one; the world generator brings its own.
 */
export interface IdClock {
  now(): string;
  newId(prefix: string): string;
}

/** Id prefixes of the records created here. */
export const ID_PREFIX = {
  site: 'site',
  section: 'sitesc',
  group: 'sitesg',
  siteSpace: 'sitesp',
  space: 'spc',
  collection: 'col',
} as const;

export interface NewSite {
  readonly title: string;
  readonly type: string;
  readonly visibility: SiteRecord['visibility'];
  /** Spaces linked as root site spaces, in order (seed: `spaces`). */
  readonly spaces: readonly SpaceRecord[];
}

/** Site defaults on creation (docs/emulator-sites.md, "Sites"). */
export const SITE_DEFAULTS = {
  title: 'Untitled site',
  type: 'basic',
  visibility: 'public',
  agentsContext: 'included',
  defaultLevel: 'inherit',
} as const;

/** A new, unpublished site (official createSite: "created in an unpublished state"). */
export function createSite(
  world: World,
  env: IdClock,
  org: OrganizationRecord,
  input: NewSite,
): SiteRecord {
  const site: SiteRecord = {
    organization: org.id,
    id: env.newId(ID_PREFIX.site),
    title: input.title,
    type: input.type,
    visibility: input.visibility,
    published: false,
    agentsContext: SITE_DEFAULTS.agentsContext,
    defaultLevel: SITE_DEFAULTS.defaultLevel,
    createdAt: env.now(),
  };
  world.sites.push(site);
  for (const space of input.spaces) addSiteSpace(world, env, site, { space, section: null });
  return site;
}

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

/** Longest space title (official `Space.title`, max 50). */
const MAX_SPACE_TITLE = 50;

/**
 * A new, empty space for `spaceId: null` on section and site-space creation (official
 * spec 2.7 and 2.9: "null creates a new space").
 */
export function createSpace(world: World, env: IdClock, org: string, title: string): SpaceRecord {
  const now = env.now();
  const space: SpaceRecord = {
    organization: org,
    id: env.newId(ID_PREFIX.space),
    title: title.slice(0, MAX_SPACE_TITLE),
    visibility: 'private',
    defaultLevel: 'inherit',
    mergeRules: { type: 'inherit' },
    createdAt: now,
    updatedAt: now,
  };
  world.spaces.push(space);
  return space;
}
