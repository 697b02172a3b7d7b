import type { DesiredStructure } from '../../model/desired.js';
import type { LiveSpace } from '../../model/live.js';
import type { PlanContext } from '../plan-context.js';
import { planKeyed } from '../plan-keyed.js';
import { indexDesiredTree } from '../structure/desired-tree.js';
import type { SpaceMatch } from './owned-spaces.js';
import { SPACE_KIND } from './space-kind.js';

/**
 * Spaces: a declared one is updated by its declared settings; an owned one (no `id`)
 * that no live space matches is created. Undeclared live spaces are leftovers only when
 * the config makes spaces a collection (it owns one, or prunes them): then each that no
 * site space of the config names is listed as unmanaged, or deleted under
 * `prune: [spaces]`. A config that names existing spaces by id only lists none (spaces
 * are content, most of them not docform's).
 */
export function planSpaces(ctx: PlanContext, spaces: SpaceMatch): void {
  planKeyed(ctx, ctx.desired.spaces, leftovers(ctx, spaces), spaces.match, SPACE_KIND);
}

function leftovers(ctx: PlanContext, spaces: SpaceMatch): LiveSpace[] | undefined {
  if (!spaces.collection || ctx.live.spaces === undefined) return undefined;
  const named = new Set<string>();
  for (const site of ctx.desired.sites) addNamed(site.structure, named);
  return ctx.live.spaces.filter((s) => !named.has(s.id));
}

/** The spaces a site's site spaces show: a space a declared site publishes stays. */
function addNamed(structure: DesiredStructure | undefined, named: Set<string>): void {
  if (structure === undefined) return;
  for (const s of indexDesiredTree(structure).siteSpaces) named.add(s.spaceId);
}
