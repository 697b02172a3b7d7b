import type { DesiredRedirect, DesiredSite } from '../../model/desired.js';
import type { LiveRedirect, LiveSite } from '../../model/live.js';
import type { PlanContext } from '../plan-context.js';
import type { PendingOutline } from '../structure/site-outline.js';
import { basenameChangeWarning } from './basename-change.js';
import type { LiveKey } from '../../model/live-key.js';
import type { DeletedTarget } from './deleted-destinations.js';
import {
  declaredToDeleted,
  deletedTarget,
  deletedTargets,
  destinationKey,
  servedKey,
} from './deleted-destinations.js';
import { movedPathRedirects, plannedForMove, servedAgain, targetKey } from './moved-paths.js';
import type { PlannedDestination, WantedRedirect } from './plan-redirects.js';
import { planRedirects } from './plan-redirects.js';
import { typedDestination } from './redirect-kind.js';
import type { ServedPath } from './served-paths.js';
import { livePaths } from './served-paths.js';
import { shadowWarnings } from './shadowed-paths.js';

/**
 * The redirects of one declared site: its declared ones, resolved against its paths
 * after the plan (the declared structure's, else the live one's), and under
 * `policy.redirectOnPathChange` one from the old path of each section or site space the
 * plan moves.
 */
export function planSiteRedirects(
  ctx: PlanContext,
  site: DesiredSite,
  live: LiveSite | undefined,
  outline: PendingOutline | undefined,
): void {
  ctx.diagnostics.push(...basenameChangeWarning(ctx, site, live));
  const onMove = ctx.desired.policy.redirectOnPathChange === true && outline !== undefined;
  if (site.redirects === undefined && !onMove) return;
  const paths = outline?.paths() ?? livePaths(site.address, live?.structure);
  // a declared source whose destination names nothing is an error: its live redirect is
  // left as it is, not planned away as undeclared
  const unresolved = new Set<string>();
  const deleted = deletedTargets(ctx, site.address);
  const held = {
    redirects: live?.redirects ?? [],
    paths: livePaths(site.address, live?.structure),
  };
  const declared = (site.redirects ?? []).flatMap((d) =>
    resolved(ctx, d, paths, held, deleted, unresolved),
  );
  ctx.diagnostics.push(...shadowWarnings(site.redirects ?? [], paths));
  const moved = onMove
    ? movedPathRedirects(site.address, paths, declared, live?.redirects).filter(
        (m) => !unresolved.has(m.source),
      )
    : [];
  planRedirects(
    ctx,
    site.address,
    live,
    [...declared, ...moved],
    {
      authoritative: site.redirects !== undefined,
      keep: (l: LiveRedirect) => unresolved.has(l.source) || (onMove && plannedForMove(l, paths)),
      drop: (l: LiveRedirect) => onMove && !unresolved.has(l.source) && servedAgain(l, paths),
      refused: (l: LiveRedirect) => unresolved.has(l.source),
    },
    paths,
    deleted,
  );
}

/**
 * A declared redirect with its typed destination: a path of the site becomes the
 * section or site space that serves it after the plan. A path nothing serves any more
 * follows what served it: the section or site space this plan moves from it, or the one
 * a live redirect from it leads to (the redirect `redirectOnPathChange` left when it
 * moved, as an export writes such a destination), with a warning to write the new path.
 * A destination (a path, or an official object by id) that the plan deletes is an error
 * naming it; a path nothing served is an error.
 */
function resolved(
  ctx: PlanContext,
  d: DesiredRedirect,
  paths: readonly ServedPath[],
  held: { readonly redirects: readonly LiveRedirect[]; readonly paths: readonly ServedPath[] },
  deleted: ReadonlyMap<LiveKey, DeletedTarget>,
  unresolved: Set<string>,
): WantedRedirect[] {
  const liveRedirects = held.redirects;
  const { address, source, permanent, captureWildcard } = d;
  const wanted = (destination: PlannedDestination): WantedRedirect[] => [
    {
      address,
      source,
      destination,
      permanent: permanent ?? false,
      captureWildcard: captureWildcard ?? false,
    },
  ];
  const refuse = (target: DeletedTarget): WantedRedirect[] => {
    unresolved.add(source);
    ctx.diagnostics.push(declaredToDeleted(address, source, target));
    return [];
  };
  if (!('path' in d.destination)) {
    const target = deletedTarget(deleted, destinationKey(d.destination));
    return target === undefined ? wanted(d.destination) : refuse(target);
  }
  const path = d.destination.path.replace(/\/+$/, '') || '/';
  const served = paths.find((p) => p.path === path);
  if (served !== undefined) return wanted(typedDestination(served));
  const moved = paths.find((p) => p.before === path) ?? redirectedTo(path, paths, liveRedirects);
  if (moved !== undefined) {
    ctx.diagnostics.push({
      severity: 'warning',
      code: 'redirect-destination-moved',
      address,
      message: `redirect ${source}: nothing is at ${path} any more; it points at what moved from there, now at ${moved.path}`,
      hint: `write ${moved.path} as its destination`,
    });
    return wanted(typedDestination(moved));
  }
  // what served the path before the plan, and the plan deletes
  const before = held.paths.find((p) => p.path === path);
  const gone = before === undefined ? undefined : deletedTarget(deleted, servedKey(before));
  if (gone !== undefined) return refuse(gone);
  unresolved.add(source);
  ctx.diagnostics.push({
    severity: 'error',
    code: 'redirect-destination-unknown',
    address,
    message: `redirect ${source}: no section or site space of the site is at ${path}`,
    hint: "write a path the site serves (a section's or site space's path), or an absolute URL",
  });
  return [];
}

/** What a live redirect from `path` (or `path/*`) leads to, if the site still serves it. */
function redirectedTo(
  path: string,
  paths: readonly ServedPath[],
  liveRedirects: readonly LiveRedirect[],
): ServedPath | undefined {
  const from = liveRedirects.find((r) => r.source === path || r.source === `${path}/*`);
  const key = from === undefined ? undefined : targetKey(from);
  if (key === undefined) return undefined;
  return paths.find((p) => servedKey(p) === key);
}
