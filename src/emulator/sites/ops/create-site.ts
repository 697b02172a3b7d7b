import type { OrganizationRecord, SiteRecord, SpaceRecord, World } from '../../world.js';
import { addSiteSpace } from './add-site-space.js';
import { ID_PREFIX } from './id-clock.js';
import type { IdClock } from './id-clock.js';

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
