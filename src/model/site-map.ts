import type { Address } from './address.js';
import type { StructureKind } from './kinds.js';
import type { MaybeSecret } from './secret.js';

/**
 * The structure of a site after a plan (docs/plan-format.md, "Site maps"): what a
 * reviewer needs to see a restructure at a glance, since the changes alone do not hold
 * the children that stay as they are. `T` is the type of titles: `MaybeSecret` in the
 * plan, `string` (secrets masked) in the serialized plan.
 */

/**
 * What the plan does to one child of the site: `created`; `moved` (reordered, put into
 * another group, or a site space that changes section); `changed` (its fields only);
 * `kept` (no change); `deleted` (shown at its old place, so the reviewer sees what goes).
 */
export type SiteMapStatus = 'created' | 'moved' | 'changed' | 'kept' | 'deleted';

export const SITE_MAP_STATUSES: readonly SiteMapStatus[] = [
  'created',
  'moved',
  'changed',
  'kept',
  'deleted',
];

/** The kinds of a site's structure. */
export type SiteMapKind = StructureKind;

export interface SiteMapNode<T = MaybeSecret> {
  readonly kind: SiteMapKind;
  readonly address: Address;
  /** A group's, section's or link's title; a site space's space, as written (a key or an id). */
  readonly title: T;
  readonly status: SiteMapStatus;
  /** A group's sections and groups, a section's site spaces, in their order after the plan. */
  readonly children: readonly SiteMapNode<T>[];
}

export interface SiteMap<T = MaybeSecret> {
  /** The site's title, as declared. */
  readonly title: T;
  /** The site's root: sections and groups, or the site spaces of a site without sections. */
  readonly nodes: readonly SiteMapNode<T>[];
}

/** One site map per site address, for each site whose structure the plan changes. */
export type SiteMaps<T = MaybeSecret> = Readonly<Record<Address, SiteMap<T>>>;
