import type { Address } from '../../model/address.js';
import type { Diagnostic } from '../../model/diagnostic.js';
import type { OfficialRedirectDestination } from '../../model/fields/redirect-fields.js';
import type { LiveRedirect } from '../../model/live.js';
import type { ServedPath } from '../../model/served-paths.js';
import type { LiveKey } from '../../model/live-key.js';
import { keyOf, liveKey } from '../../model/live-key.js';
import { isIgnored, protectingEntry } from '../filter-policy.js';
import type { PlanContext } from '../plan-context.js';

/** A section or site space this plan deletes: what a redirect must not lead to. */
export interface DeletedTarget {
  readonly address: Address;
  readonly kind: 'section' | 'site-space';
  readonly id: string;
}

/**
 * The sections and site spaces of `site` this plan deletes, by kind and live id (a
 * section's site spaces are listed among them: their deletes are planned with it). A
 * delete that `policy.protect` or `policy.ignore` drops later (src/plan/filter-policy.ts)
 * is none.
 */
export function deletedTargets(ctx: PlanContext, site: Address): Map<LiveKey, DeletedTarget> {
  const out = new Map<LiveKey, DeletedTarget>();
  const { protect, ignore } = ctx.desired.policy;
  for (const c of ctx.deletes) {
    if (c.site?.ref !== site || c.id === undefined) continue;
    if (protectingEntry(c.address, protect) !== -1) continue;
    if (isIgnored(c.address, ignore)) continue;
    if (c.kind === 'section' || c.kind === 'site-space') {
      out.set(keyOf(c), { address: c.address, kind: c.kind, id: c.id });
    }
  }
  return out;
}

/** What this plan deletes (`deleted`, deletedTargets) of the object `key` names, if any. */
export function deletedTarget(
  deleted: ReadonlyMap<LiveKey, DeletedTarget>,
  key: LiveKey | undefined,
): DeletedTarget | undefined {
  return key === undefined ? undefined : deleted.get(key);
}

/** The section or site space an official destination leads to, if any, by kind and id. */
export function destinationKey(
  destination: OfficialRedirectDestination | LiveRedirect['destination'] | undefined,
): LiveKey | undefined {
  switch (destination?.kind) {
    case 'site-section':
      return liveKey('section', destination.siteSectionId);
    case 'site-space':
    case 'site-page':
      return liveKey('site-space', destination.siteSpaceId);
    default:
      return undefined;
  }
}

/** The live section or site space that serves a path, by kind and id; undefined when new. */
export function servedKey(served: ServedPath): LiveKey | undefined {
  const { id } = served.ref;
  if (id === undefined) return undefined;
  return liveKey(served.kind === 'site-section' ? 'section' : 'site-space', id);
}

/** A declared redirect led to what the plan deletes: refused, at the redirect's line. */
export function declaredToDeleted(
  address: Address,
  source: string,
  target: DeletedTarget,
): Diagnostic {
  return {
    severity: 'error',
    code: 'redirect-destination-deleted',
    address,
    message: `redirect ${source}: its destination, ${nameOf(target)}, is deleted by this plan; the redirect would lead nowhere`,
    hint: 'give it a destination the site still serves after the plan, or remove it from `redirects:` to delete it',
  };
}

/** A live redirect no one declares, kept, that leads to what the plan deletes. */
export function liveToDeleted(
  site: Address,
  live: LiveRedirect,
  target: DeletedTarget,
): Diagnostic {
  return {
    severity: 'warning',
    code: 'live-redirect-to-deleted',
    address: site,
    message: `the live redirect ${live.source} (${live.id}, not declared) leads to ${nameOf(target)}, which this plan deletes: it will lead nowhere`,
    hint: `declare ${live.source} under the site's \`redirects:\` with a destination it still serves (a site that declares \`redirects:\` deletes the ones it does not declare)`,
  };
}

function nameOf(target: DeletedTarget): string {
  const noun = target.kind === 'section' ? 'section' : 'site space';
  return `${noun} ${target.address} (${target.id})`;
}
