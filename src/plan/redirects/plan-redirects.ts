import type { Address } from '../../model/address.js';
import { idRef } from '../../model/id-ref.js';
import type { LiveRedirect, LiveSite } from '../../model/live.js';
import type { LiveKey } from '../../model/live-key.js';
import type { PlannedDestination } from '../../model/fields/redirect-fields.js';
import { REDIRECT_REASON } from '../../model/note-codes.js';
import { declaredWhole } from '../leftover-policy.js';
import { matchByKeys, matchKeyed } from '../match-keyed.js';
import type { PlanContext } from '../plan-context.js';
import { planKeyed } from '../plan-keyed.js';
import { collectionNote } from '../undeclared-children.js';
import type { DeletedTarget } from './deleted-destinations.js';
import { deletedTarget, destinationKey, liveToDeleted } from './deleted-destinations.js';
import { REDIRECT_SPEC, redirectKind } from './redirect-kind.js';
import type { ServedPath } from './served-paths.js';

export type { PlannedDestination };

/** A redirect the site must hold: declared, or planned for a moved path (`reason`). */
export interface WantedRedirect {
  readonly address: Address;
  readonly source: string;
  readonly destination: PlannedDestination;
  readonly permanent: boolean;
  readonly captureWildcard: boolean;
  /** Why a redirect nobody declared is planned, shown beside its change. */
  readonly reason?: string;
}

/** What becomes of the live redirects no wanted one names. */
export interface Leftovers {
  /** The site declares `redirects:`: the others are deleted... */
  readonly authoritative: boolean;
  /** ...except those this keeps (the ones planned for moved paths); */
  readonly keep: (live: LiveRedirect) => boolean;
  /** and these are deleted in any case (a redirect from a path served again). */
  readonly drop: (live: LiveRedirect) => boolean;
  /** A declared source whose destination was refused (its error says it all). */
  readonly refused: (live: LiveRedirect) => boolean;
}

/**
 * The redirects of one site, keyed by source (redirect-kind.ts): a create for each new
 * source, an update with the differing fields for each live one (or a draft made live
 * again), and for the live ones nobody wants a delete (behind `--allow-delete`) as
 * `leftovers` says; the other drafts are left alone (docform manages live redirects).
 */
export function planRedirects(
  ctx: PlanContext,
  site: Address,
  live: LiveSite | undefined,
  wanted: readonly WantedRedirect[],
  leftovers: Leftovers,
  paths: readonly ServedPath[],
  deleted: ReadonlyMap<LiveKey, DeletedTarget>,
): void {
  if (live !== undefined && live.redirects === undefined) {
    ctx.diagnostics.push({
      severity: 'error',
      code: 'redirects-not-read',
      address: site,
      message: `the redirects of site ${site} (${live.id}) were not read`,
    });
    return;
  }
  const held = live?.redirects ?? [];
  const drafts = live?.draftRedirects ?? [];
  // a wanted source that only a draft holds is that draft
  const match = matchKeyed(wanted, held, REDIRECT_SPEC);
  if (drafts.length > 0) matchByKeys(wanted, drafts, REDIRECT_SPEC, match, 'natural', 'error');
  ctx.diagnostics.push(...match.diagnostics);
  const kind = redirectKind(site, idRef(site, live?.id), paths, new Set(drafts));
  const whole = declaredWhole(leftovers.authoritative, leftovers.keep);
  const planned = planKeyed(ctx, wanted, held, match, kind, (l) =>
    leftovers.drop(l) ? 'delete' : whole(l),
  );
  for (const w of wanted) {
    if (w.reason === undefined || !planned.changes.has(w)) continue;
    ctx.diagnostics.push({
      severity: 'warning',
      code: REDIRECT_REASON,
      address: w.address,
      message: w.reason,
    });
  }
  for (const [l, fate] of planned.leftovers) {
    // a live redirect kept as it is, to what the plan deletes, would lead nowhere
    if (fate === 'delete' || leftovers.refused(l)) continue;
    const target = deletedTarget(deleted, destinationKey(l.destination));
    if (target !== undefined) ctx.diagnostics.push(liveToDeleted(site, l, target));
  }
  ctx.diagnostics.push(
    ...collectionNote(ctx, {
      address: site,
      key: 'redirects',
      noun: ['redirect', 'redirects'],
      entries: planned.unmanaged,
      empty: '`redirects: {}` to delete every one (with --allow-delete)',
    }),
  );
}
