import { redirectAddress, type Address } from '../../model/address.js';
import {
  REDIRECT_FIELDS,
  type OfficialRedirectDestination,
} from '../../model/fields/redirect-fields.js';
import { idRef } from '../../model/id-ref.js';
import type { LiveRedirect, LiveSite } from '../../model/live.js';
import { REDIRECT_REASON } from '../../model/note-codes.js';
import type { ChangeOf, IdRef, UnmanagedObject } from '../../model/plan.js';
import type { FieldPair } from '../compare-fields.js';
import { compareFields, declaredFields } from '../compare-fields.js';
import { rowPairs } from '../field-pairs.js';
import type { PlanContext } from '../plan-context.js';
import { collectionNote } from '../undeclared-children.js';
import type { ServedPath } from './served-paths.js';
import type { LiveKey } from '../../model/live-key.js';
import type { PlannedDestination } from '../../model/fields/redirect-fields.js';
import type { DeletedTarget } from './deleted-destinations.js';
import { deletedTarget, destinationKey, liveToDeleted } from './deleted-destinations.js';

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
 * The redirects of one site, keyed by source: a create for each new source, an update
 * with the differing fields for each live one, and for the live ones nobody wants a
 * delete (behind `--allow-delete`) as `leftovers` says. A wanted source that only a
 * draft redirect holds (a live one made a draft by hand: no longer served) is an update
 * of that draft, `draft: true -> false` with the differing fields, so that the apply
 * makes it live again rather than creating a second redirect beside it; the other
 * drafts are left alone (docform manages live redirects). A live destination that is a
 * section or site space of `paths` is shown by its address, as the wanted one is.
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
  const siteRef = idRef(site, live?.id);
  const held = new Map((live?.redirects ?? []).map((r) => [r.source, r]));
  const drafts = new Map((live?.draftRedirects ?? []).map((r) => [r.source, r]));
  for (const w of wanted) {
    const found = held.get(w.source);
    const draft = found === undefined ? drafts.get(w.source) : undefined;
    const change = redirectChange(w, found ?? draft, siteRef, paths, draft !== undefined);
    held.delete(w.source);
    if (change === undefined) continue;
    ctx.changes.push(change);
    if (w.reason !== undefined) {
      ctx.diagnostics.push({
        severity: 'warning',
        code: REDIRECT_REASON,
        address: w.address,
        message: w.reason,
      });
    }
  }
  const undeclared: LiveRedirect[] = [];
  for (const l of held.values()) {
    const goes = leftovers.drop(l) || (leftovers.authoritative && !leftovers.keep(l));
    if (goes) ctx.deletes.push(redirectDelete(site, l, siteRef, paths));
    else if (!leftovers.authoritative) undeclared.push(l);
    // a live redirect kept as it is, to what the plan deletes, would lead nowhere
    const kept = !goes && !leftovers.refused(l);
    const target = kept ? deletedTarget(deleted, destinationKey(l.destination)) : undefined;
    if (target !== undefined) ctx.diagnostics.push(liveToDeleted(site, l, target));
  }
  unmanagedRedirects(ctx, site, undeclared, paths);
}

/**
 * The live redirects of a site that does not declare `redirects:` (read for
 * `policy.redirectOnPathChange`): each unmanaged with its destination, and the note.
 */
function unmanagedRedirects(
  ctx: PlanContext,
  site: Address,
  redirects: readonly LiveRedirect[],
  paths: readonly ServedPath[],
): void {
  const entries = redirects.map((l): UnmanagedObject => ({
    address: redirectAddress(site, l.source),
    kind: 'redirect',
    id: l.id,
    title: l.source,
    destination: destinationText(l.destination, paths),
  }));
  ctx.unmanaged.push(...entries);
  ctx.diagnostics.push(
    ...collectionNote(ctx, {
      address: site,
      key: 'redirects',
      noun: ['redirect', 'redirects'],
      entries,
      empty: '`redirects: {}` to delete every one (with --allow-delete)',
    }),
  );
}

/**
 * A live destination in a line: a URL; a section or site space by the path that serves
 * it after the plan; else the official kind and id (`site-page sitesp_1/page_2`).
 */
function destinationText(
  destination: OfficialRedirectDestination | undefined,
  paths: readonly ServedPath[],
): string {
  switch (destination?.kind) {
    case undefined:
      return '(none)';
    case 'external':
      return destination.url;
    case 'site-page':
      return `site-page ${destination.siteSpaceId}/${destination.pageId}`;
    case 'site-section':
    case 'site-space': {
      const id =
        destination.kind === 'site-section' ? destination.siteSectionId : destination.siteSpaceId;
      const served = paths.find((p) => p.kind === destination.kind && p.ref.id === id);
      return served?.path ?? `${destination.kind} ${id}`;
    }
    default:
      return String((destination as { kind: unknown }).kind);
  }
}

function redirectChange(
  w: WantedRedirect,
  live: LiveRedirect | undefined,
  siteRef: IdRef,
  paths: readonly ServedPath[],
  draft: boolean,
): ChangeOf<'redirect'> | undefined {
  const base = { address: w.address, kind: 'redirect' as const, parent: siteRef, site: siteRef };
  const dependsOn = [siteRef, ...refsOf(w.destination)]
    .filter((r) => r.id === undefined)
    .map((r) => r.ref);
  const pairs = redirectPairs(w, live, paths);
  if (live === undefined) {
    const fields = [{ path: 'source' as const, after: w.source }, ...declaredFields(pairs)];
    return { ...base, action: 'create', fields, dependsOn };
  }
  const fields = compareFields(pairs);
  if (draft) fields.unshift({ path: 'draft', before: true, after: false });
  if (fields.length === 0) return undefined;
  return { ...base, action: 'update', id: live.id, fields, dependsOn };
}

/**
 * A redirect's field pairs, its rows' (a boolean the API leaves out is false); the
 * destination paired here: a section or site space by reference, compared by its id
 * (its address while it is not live), the live one shown by address.
 */
function redirectPairs(
  w: WantedRedirect,
  live: LiveRedirect | undefined,
  paths: readonly ServedPath[],
): FieldPair<'redirect'>[] {
  return rowPairs<'redirect', typeof REDIRECT_FIELDS, WantedRedirect>(REDIRECT_FIELDS, w, live, {
    destination: {
      path: 'destination',
      after: w.destination,
      before: byAddress(live?.destination, paths),
      compareAfter: comparable(w.destination),
      compareBefore: live?.destination,
    },
  });
}

/** A destination with its references as ids (or addresses, when not live yet). */
function comparable(destination: PlannedDestination): unknown {
  switch (destination.kind) {
    case 'site-section':
      return { kind: destination.kind, siteSectionId: refKey(destination.siteSectionId) };
    case 'site-space':
      return { kind: destination.kind, siteSpaceId: refKey(destination.siteSpaceId) };
    default:
      return destination;
  }
}

function refKey(ref: IdRef | string): string {
  return typeof ref === 'string' ? ref : (ref.id ?? ref.ref);
}

function refsOf(destination: PlannedDestination): IdRef[] {
  if (destination.kind === 'site-section' && typeof destination.siteSectionId !== 'string') {
    return [destination.siteSectionId];
  }
  if (destination.kind === 'site-space' && typeof destination.siteSpaceId !== 'string') {
    return [destination.siteSpaceId];
  }
  return [];
}

/**
 * A live destination as the plan shows it beside the wanted one: a section or site space
 * the config declares by its reference (written as its address, as the wanted side is),
 * any other by its live id. So both sides of a changed destination read alike.
 */
function byAddress<T>(destination: T, paths: readonly ServedPath[]): T | PlannedDestination {
  const held = destination as OfficialRedirectDestination | undefined;
  if (held?.kind !== 'site-section' && held?.kind !== 'site-space') return destination;
  const id = held.kind === 'site-section' ? held.siteSectionId : held.siteSpaceId;
  const served = paths.find((p) => p.kind === held.kind && p.ref.id === id);
  return served === undefined ? destination : typedDestination(served);
}

function redirectDelete(
  site: Address,
  l: LiveRedirect,
  siteRef: IdRef,
  paths: readonly ServedPath[],
): ChangeOf<'redirect'> {
  return {
    address: redirectAddress(site, l.source),
    kind: 'redirect',
    action: 'delete',
    id: l.id,
    parent: siteRef,
    site: siteRef,
    dependsOn: [],
    fields: [
      { path: 'source', before: l.source },
      { path: 'destination', before: byAddress(l.destination, paths) },
    ],
  };
}

/** The official destination of a served path, by reference. */
export function typedDestination(served: ServedPath): PlannedDestination {
  return served.kind === 'site-section'
    ? { kind: 'site-section', siteSectionId: served.ref }
    : { kind: 'site-space', siteSpaceId: served.ref };
}
