import { redirectAddress, type Address } from '../../model/address.js';
import type { LiveRedirect } from '../../model/live.js';
import type { LiveKey } from '../../model/live-key.js';
import { liveKey } from '../../model/live-key.js';
import { servedKey } from './deleted-destinations.js';
import type { WantedRedirect } from './plan-redirects.js';
import { typedDestination } from './redirect-kind.js';
import type { ServedPath } from './served-paths.js';

/** The source that catches a moved path and the rest after it: `/old/*`. */
function catchAll(path: string): string {
  return `${path}/*`;
}

/**
 * One redirect for each section or site space whose path the plan changes: from its old
 * path (`/old/*`, the rest of the path captured) to the object itself, typed, so the
 * redirect still holds when the object moves again. A site space moved to another
 * section is a new one: the redirect waits for it, and the live ones planned for its
 * earlier paths (to the one it replaces) are pointed at it, so the chain holds. A path
 * that something serves after the plan, or whose source a declared redirect already
 * has, gets none.
 */
export function movedPathRedirects(
  site: Address,
  paths: readonly ServedPath[],
  declared: readonly WantedRedirect[],
  live: readonly LiveRedirect[] = [],
): WantedRedirect[] {
  const served = new Set(paths.map((p) => p.path));
  const taken = new Set(declared.map((d) => d.source));
  const out: WantedRedirect[] = [];
  const plan = (p: ServedPath, source: string, reason: string): void => {
    taken.add(source);
    out.push({
      address: redirectAddress(site, source),
      source,
      destination: typedDestination(p),
      permanent: false,
      captureWildcard: true,
      reason: `${reason} (policy.redirectOnPathChange)`,
    });
  };
  for (const p of paths) {
    if (p.before === undefined || p.before === p.path || p.before === '/') continue;
    const source = catchAll(p.before);
    if (served.has(p.before) || taken.has(source)) continue;
    const how = p.replaces === undefined ? '' : ' (to another section: a new site space)';
    plan(
      p,
      source,
      `${p.ref.ref} moves from ${p.before} to ${p.path}${how}: its old links are redirected to it`,
    );
  }
  for (const p of paths) {
    if (p.replaces === undefined) continue;
    for (const l of live) {
      const replaced = liveKey('site-space', p.replaces);
      if (targetKey(l) !== replaced || !movedShape(l) || taken.has(l.source)) continue;
      if (served.has(l.source.slice(0, -2))) continue;
      plan(
        p,
        l.source,
        `${l.source} led to the site space replaced by ${p.ref.ref} (moved to another section): it now leads to the new one, at ${p.path}`,
      );
    }
  }
  return out;
}

/** The shape of a redirect planned for a moved path: `/old/*`, the rest captured. */
function movedShape(l: LiveRedirect): boolean {
  return l.captureWildcard === true && l.source.endsWith('/*');
}

/**
 * The section or site space a live redirect sends to, by kind and id, when it is one of
 * the site's.
 */
export function targetKey(l: LiveRedirect): LiveKey | undefined {
  const d = l.destination;
  if (d?.kind === 'site-section') return liveKey('section', d.siteSectionId);
  if (d?.kind === 'site-space') return liveKey('site-space', d.siteSpaceId);
  return undefined;
}

/**
 * A live redirect of the shape planned for a moved path (`/old/*`, captured, to a
 * section or site space the site still has): kept where `redirects:` is declared, so
 * that a path moved twice keeps both of its old paths.
 */
export function plannedForMove(l: LiveRedirect, paths: readonly ServedPath[]): boolean {
  const key = targetKey(l);
  return key !== undefined && movedShape(l) && paths.some((p) => servedKey(p) === key);
}

/**
 * A redirect planned for a moved path whose old path is served again after the plan (a
 * path moved back): it would send the path's own pages elsewhere, so it goes.
 */
export function servedAgain(l: LiveRedirect, paths: readonly ServedPath[]): boolean {
  if (targetKey(l) === undefined || !movedShape(l)) return false;
  const from = l.source.slice(0, -2);
  return paths.some((p) => p.path === from);
}
