import { redirectAddress, type Address } from '../../model/address.js';
import {
  REDIRECT_FIELDS,
  type OfficialRedirectDestination,
} from '../../model/fields/redirect-fields.js';
import type { LiveRedirect } from '../../model/live.js';
import type { IdRef } from '../../model/plan.js';
import type { FieldPair } from '../compare-fields.js';
import { rowPairs } from '../field-pairs.js';
import { byKey } from '../key-rules.js';
import type { KeySpec } from '../match-keyed.js';
import type { KeyedKind } from '../plan-keyed.js';
import type { PlannedDestination, WantedRedirect } from './plan-redirects.js';
import type { ServedPath } from './served-paths.js';

/** A redirect is its source: a site holds one redirect of a source. */
export const REDIRECT_SPEC: KeySpec<WantedRedirect, LiveRedirect> = byKey('redirect', 'source');

/**
 * The redirects of one site as a keyed collection: each change names the site; a create
 * carries its source; a live one matched among the site's `drafts` (made a draft by
 * hand: no longer served) is updated with `draft: true -> false` first, so that the
 * apply makes it live again rather than creating a second redirect beside it. A live
 * destination that is a section or site space of `paths` is shown by its address, as
 * the wanted one is.
 */
export function redirectKind(
  site: Address,
  siteRef: IdRef,
  paths: readonly ServedPath[],
  drafts: ReadonlySet<LiveRedirect>,
): KeyedKind<WantedRedirect, LiveRedirect, 'redirect'> {
  return {
    kind: 'redirect',
    spec: REDIRECT_SPEC,
    site: siteRef,
    fields: (_ctx, w, live) => [
      ...(live === undefined
        ? [{ path: 'source' as const, after: w.source, before: undefined }]
        : []),
      ...(live !== undefined && drafts.has(live) ? [DRAFT_PAIR] : []),
      ...redirectPairs(w, live, paths),
    ],
    dependsOn: (_ctx, w) =>
      [siteRef, ...refsOf(w.destination)].filter((r) => r.id === undefined).map((r) => r.ref),
    liveAddress: (_ctx, l) => redirectAddress(site, l.source),
    liveTitle: (l) => l.source,
    liveFields: (l) => [
      { path: 'source', before: l.source },
      { path: 'destination', before: byAddress(l.destination, paths) },
    ],
    liveDetail: (l) => ({ destination: destinationText(l.destination, paths) }),
  };
}

/** A draft made live again. */
const DRAFT_PAIR: FieldPair<'redirect'> = { path: 'draft', after: false, before: true };

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

/** The official destination of a served path, by reference. */
export function typedDestination(served: ServedPath): PlannedDestination {
  return served.kind === 'site-section'
    ? { kind: 'site-section', siteSectionId: served.ref }
    : { kind: 'site-space', siteSpaceId: served.ref };
}
