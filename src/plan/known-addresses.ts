import type { Address } from '../model/address.js';
import {
  addressWithin,
  groupAddress,
  linkAddress,
  memberAddress,
  parseAddress,
  sectionAddress,
  SETTINGS_ADDRESS,
  siteSpaceAddress,
} from '../model/address.js';
import { patternCovers } from '../model/address-pattern.js';
import type { DesiredSite, DesiredState } from '../model/desired.js';
import type { LiveSite, LiveStructureItem } from '../model/live.js';
import type { PlanContext } from './plan-context.js';
import { editDistance } from '../model/edit-distance.js';
import { desiredAddresses } from './unique-addresses.js';

/**
 * Every address the plan gives an object, to tell an address that names nothing (a
 * typo) from one whose objects merely have no change: policy entries and --target
 * check against it, before ignore, protect and --target drop anything. The declared ones, those of the live objects
 * it plans or lists as unmanaged, every live member, and the children (by title) of the
 * live sites whose structure it does not plan (not declared, or declared without one).
 */
export function knownAddresses(
  ctx: PlanContext,
  sites: ReadonlyMap<DesiredSite, LiveSite>,
): Address[] {
  // the organization's settings always exist, declared or not
  const known = new Set<Address>([SETTINGS_ADDRESS, ...desiredAddresses(ctx.desired)]);
  const siteAddress = new Map<string, Address>();
  for (const item of [...ctx.changes, ...ctx.deletes, ...ctx.unmanaged]) {
    known.add(item.address);
    if (item.kind === 'site' && item.id !== undefined) siteAddress.set(item.id, item.address);
  }
  for (const m of ctx.live.members ?? []) known.add(memberAddress(m.email ?? m.id));
  const planned = new Set<string>();
  for (const [d, l] of sites) {
    siteAddress.set(l.id, d.address);
    if (d.structure !== undefined) planned.add(l.id);
  }
  for (const site of ctx.live.sites ?? []) {
    const address = siteAddress.get(site.id);
    if (address === undefined || planned.has(site.id)) continue;
    for (const child of liveChildren(ctx.desired, site, address)) known.add(child);
  }
  return [...known];
}

/** Addresses of a live site's sections, groups and site spaces, as an export names them. */
function liveChildren(desired: DesiredState, site: LiveSite, address: Address): Address[] {
  const out: Address[] = [];
  const spaceKey = (id: string): string => desired.spaces.find((s) => s.id === id)?.key ?? id;
  const walk = (parent: Address, items: readonly LiveStructureItem[]): void => {
    for (const item of items) {
      if (item.type === 'group') {
        const group = groupAddress(parent, item.title);
        out.push(group);
        walk(group, item.items);
      } else if (item.type === 'link') {
        out.push(linkAddress(parent, item.title));
      } else {
        const section = sectionAddress(parent, item.title);
        out.push(
          section,
          ...item.spaces.map((s) => siteSpaceAddress(section, spaceKey(s.spaceId))),
        );
      }
    }
  };
  const structure = site.structure;
  if (structure?.kind === 'sections') walk(address, structure.items);
  if (structure?.kind === 'spaces') {
    out.push(...structure.spaces.map((s) => siteSpaceAddress(address, spaceKey(s.spaceId))));
  }
  return out;
}

/** An object at the entry's address or inside it (as --target matches). */
export function matchesAny(entry: Address, known: readonly Address[]): boolean {
  return known.some((a) => (a === entry || a.startsWith(`${entry}.`)) && addressWithin(a, entry));
}

/**
 * An object a `policy` entry covers (model/address-pattern.ts: `*` matches within a
 * segment): one the entry matches, or inside one.
 */
export function patternMatchesAny(entry: string, known: readonly Address[]): boolean {
  return known.some((a) => patternCovers(entry, a));
}

/**
 * The known address closest to the entry, if close enough to be what was meant: a few
 * letters off (at most 2, or a fifth of the entry's length), or one of the same kind
 * and parent whose last segment holds the entry's or is held by it (`site.docs` and
 * `site.acme-docs`, the key a retitled site gets).
 */
export function closestAddress(entry: Address, known: readonly Address[]): Address | undefined {
  const parts = parseAddress(entry);
  const root = parts[0] ?? '';
  const cap = Math.max(2, Math.floor(entry.length / 5));
  let best: Address | undefined;
  let bestDistance = Number.POSITIVE_INFINITY;
  for (const candidate of known) {
    if (!candidate.startsWith(`${root}.`)) continue;
    // the length alone rules most candidates out before the edit distance is paid for
    const near = Math.abs(entry.length - candidate.length) <= cap;
    if (!near && !sameParentAndHeld(parts, parseAddress(candidate))) continue;
    const distance = editDistance(entry.toLowerCase(), candidate.toLowerCase());
    if (distance >= bestDistance) continue;
    if (distance <= cap || sameParentAndHeld(parts, parseAddress(candidate))) {
      best = candidate;
      bestDistance = distance;
    }
  }
  return best;
}

function sameParentAndHeld(entry: readonly string[], candidate: readonly string[]): boolean {
  if (entry.length !== candidate.length) return false;
  if (entry.some((part, i) => i < entry.length - 1 && part !== candidate[i])) return false;
  const a = (entry.at(-1) ?? '').toLowerCase();
  const b = (candidate.at(-1) ?? '').toLowerCase();
  return Math.min(a.length, b.length) >= 3 && (a.includes(b) || b.includes(a));
}
