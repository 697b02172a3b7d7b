import { redirectAddress, type Address } from '../../model/address.js';
import type { DesiredRedirect, DesiredSite } from '../../model/desired.js';
import type {
  DesiredRedirectDestination,
  OfficialRedirectDestination,
} from '../../model/fields/redirect-fields.js';
import { idRef } from '../../model/id-ref.js';
import type { LiveRedirect, LiveSite } from '../../model/live.js';
import type { ChangeOf, FieldChange, IdRef } from '../../model/plan.js';
import type { FieldPair } from '../compare-fields.js';
import { compareFields, declaredFields } from '../compare-fields.js';
import type { PlanContext } from '../plan-context.js';
import type { ServedPath } from './served-paths.js';

/** A destination as planned: a section or site space by IdRef (its id may come later). */
export type PlannedDestination =
  | { readonly kind: 'site-section'; readonly siteSectionId: IdRef }
  | { readonly kind: 'site-space'; readonly siteSpaceId: IdRef }
  | OfficialRedirectDestination;

/**
 * The redirects of one site that declares `redirects:` (authoritative, keyed by
 * source): a create for each new source, an update with the differing fields for each
 * live one, a delete (behind `--allow-delete`) for each live source not declared.
 */
export function planRedirects(
  ctx: PlanContext,
  site: DesiredSite,
  live: LiveSite | undefined,
  paths: readonly ServedPath[],
): void {
  const declared = site.redirects;
  if (declared === undefined) return;
  if (live !== undefined && live.redirects === undefined) {
    ctx.diagnostics.push({
      severity: 'error',
      code: 'redirects-not-read',
      address: site.address,
      message: `the redirects of site ${site.address} (${live.id}) were not read`,
    });
    return;
  }
  const siteRef = idRef(site.address, live?.id);
  const held = new Map((live?.redirects ?? []).map((r) => [r.source, r]));
  for (const d of declared) {
    const destination = resolveDestination(ctx, d, paths);
    if (destination === undefined) continue;
    const change = redirectChange(d, held.get(d.source), destination, siteRef);
    if (change !== undefined) ctx.changes.push(change);
    held.delete(d.source);
  }
  for (const l of held.values()) ctx.deletes.push(redirectDelete(site.address, l, siteRef));
}

function redirectChange(
  d: DesiredRedirect,
  live: LiveRedirect | undefined,
  destination: PlannedDestination,
  siteRef: IdRef,
): ChangeOf<'redirect'> | undefined {
  const base = { address: d.address, kind: 'redirect' as const, parent: siteRef, site: siteRef };
  const dependsOn = [siteRef, ...refsOf(destination)]
    .filter((r) => r.id === undefined)
    .map((r) => r.ref);
  const pairs = fieldPairs(d, live, destination);
  if (live === undefined) {
    const fields = [{ path: 'source' as const, after: d.source }, ...declaredFields(pairs)];
    return { ...base, action: 'create', fields, dependsOn };
  }
  const fields = compareFields(pairs);
  if (fields.length === 0) return undefined;
  return { ...base, action: 'update', id: live.id, fields, dependsOn };
}

function fieldPairs(
  d: DesiredRedirect,
  live: LiveRedirect | undefined,
  destination: PlannedDestination,
): FieldPair<'redirect'>[] {
  return [
    {
      path: 'destination',
      after: destination,
      before: live?.destination,
      compareAfter: comparable(destination),
    },
    { path: 'permanent', after: d.permanent, before: live?.permanent ?? false },
    { path: 'captureWildcard', after: d.captureWildcard, before: live?.captureWildcard ?? false },
  ];
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
 * The typed destination of a declared one: a path of the site becomes the section or
 * site space that serves it after the plan; a path nothing serves is an error.
 */
function resolveDestination(
  ctx: PlanContext,
  d: DesiredRedirect,
  paths: readonly ServedPath[],
): PlannedDestination | undefined {
  const destination: DesiredRedirectDestination = d.destination;
  if (!('path' in destination)) return destination;
  const wanted = destination.path.replace(/\/+$/, '') || '/';
  const served = paths.find((p) => p.path === wanted);
  if (served !== undefined) return typed(served);
  ctx.diagnostics.push({
    severity: 'error',
    code: 'redirect-destination-unknown',
    address: d.address,
    message: `redirect ${d.source}: no section or site space of the site is at ${wanted}`,
    hint: "write a path the site serves (a section's or site space's path), or an absolute URL",
  });
  return undefined;
}

/** The official destination of a served path, by reference. */
export function typed(served: ServedPath): PlannedDestination {
  return served.kind === 'site-section'
    ? { kind: 'site-section', siteSectionId: served.ref }
    : { kind: 'site-space', siteSpaceId: served.ref };
}

function redirectDelete(site: Address, l: LiveRedirect, siteRef: IdRef): ChangeOf<'redirect'> {
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
      { path: 'destination', before: l.destination },
    ],
  };
}
