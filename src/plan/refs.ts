import type { Address } from '../model/address.js';
import {
  collectionAddress,
  memberAddress,
  siteAddress,
  spaceAddress,
  teamAddress,
} from '../model/address.js';
import type {
  DesiredCollection,
  DesiredSite,
  DesiredState,
  DesiredTeam,
} from '../model/desired.js';
import type { LiveCollection, LiveMember, LiveSite, LiveState, LiveTeam } from '../model/live.js';
import type { IdRef } from '../model/plan.js';
import { idRef } from '../model/id-ref.js';
import type { AddressBook } from './unique-addresses.js';

/**
 * Turns what the YAML names (a member email, a team or site key, a space key) and what
 * the API holds (ids) into IdRefs, so that a value pointing at another managed object
 * names it by address and carries its live id when it has one (docs/plan-format.md).
 */
export interface Refs {
  member(email: string): IdRef | undefined;
  /**
   * A person the plan invites (declared under `members:` by email alone, not a member):
   * their address, no id yet; the applier takes the id the invite returns.
   */
  invited(email: string): IdRef | undefined;
  memberById(id: string): IdRef;
  team(keyOrId: string): IdRef | undefined;
  teamById(id: string): IdRef;
  site(keyOrId: string): IdRef | undefined;
  siteById(id: string): IdRef;
  /** A collection by its key under `collections:` or its live id; without an id when created. */
  collection(keyOrId: string): IdRef | undefined;
  collectionById(id: string): IdRef;
  /**
   * A site space's space: `space.<key>` when declared under `spaces:`, else `space.<id>`;
   * without an id for an owned space this plan creates (its site spaces name it by key).
   */
  space(spaceId: string): IdRef;
}

export interface MatchedTopLevel {
  readonly teams: ReadonlyMap<DesiredTeam, LiveTeam>;
  readonly sites: ReadonlyMap<DesiredSite, LiveSite>;
  readonly collections: ReadonlyMap<DesiredCollection, LiveCollection>;
}

export function buildRefs(
  desired: DesiredState,
  live: LiveState,
  matched: MatchedTopLevel,
  book: AddressBook,
): Refs {
  const members = live.members ?? [];
  const byEmail = new Map<string, LiveMember>();
  for (const m of members) if (m.email !== undefined) byEmail.set(m.email.toLowerCase(), m);
  const memberEmailById = new Map(members.map((m) => [m.id, m.email] as const));
  // invited only where the member list was read: the planner plans invites there alone
  const invitees = new Map(
    live.members === undefined
      ? []
      : desired.members
          .filter((d) => d.id === undefined && !byEmail.has(d.email.toLowerCase()))
          .map((d) => [d.email.toLowerCase(), d] as const),
  );
  const liveTeams = new Map((live.teams ?? []).map((t) => [t.id, t] as const));
  const liveSites = new Map((live.sites ?? []).map((s) => [s.id, s] as const));
  const teamKeys = new Map(desired.teams.map((t) => [t.key, t] as const));
  const siteKeys = new Map(desired.sites.map((s) => [s.key, s] as const));
  const liveCollections = new Map((live.collections ?? []).map((c) => [c.id, c] as const));
  const collectionKeys = new Map(desired.collections.map((c) => [c.key, c] as const));
  const collectionOwner = inverse(matched.collections);
  const teamOwner = inverse(matched.teams);
  const siteOwner = inverse(matched.sites);
  const spaceKeys = new Map<string, string>();
  // an owned space no live one matches: its site spaces name it by key, and it has no id yet
  const pendingSpaces = new Set<string>();
  for (const s of desired.spaces) {
    if (s.id === undefined) pendingSpaces.add(s.key);
    else spaceKeys.set(s.id, s.key);
  }

  const teamById = (id: string): IdRef => {
    const owner = teamOwner.get(id);
    if (owner) return idRef(owner.address, id);
    if (!liveTeams.has(id)) return idRef(teamAddress(id), id);
    return idRef(book.keyedAddress('team', id), id);
  };
  const siteById = (id: string): IdRef => {
    const owner = siteOwner.get(id);
    if (owner) return idRef(owner.address, id);
    if (!liveSites.has(id)) return idRef(siteAddress(id), id);
    return idRef(book.keyedAddress('site', id), id);
  };
  const collectionById = (id: string): IdRef => {
    const owner = collectionOwner.get(id);
    if (owner) return idRef(owner.address, id);
    if (!liveCollections.has(id)) return idRef(collectionAddress(id), id);
    return idRef(book.keyedAddress('collection', id), id);
  };
  return {
    member: (email) => {
      const m = byEmail.get(email.toLowerCase());
      return m ? idRef(memberAddress(m.email ?? email), m.id) : undefined;
    },
    invited: (email) => {
      const d = invitees.get(email.toLowerCase());
      return d ? idRef(d.address, undefined) : undefined;
    },
    memberById: (id) => idRef(memberAddress(memberEmailById.get(id) ?? id), id),
    team: (key) => declaredOrLive(teamKeys.get(key), matched.teams, key, liveTeams, teamById),
    teamById,
    site: (key) => declaredOrLive(siteKeys.get(key), matched.sites, key, liveSites, siteById),
    siteById,
    collection: (key) =>
      declaredOrLive(
        collectionKeys.get(key),
        matched.collections,
        key,
        liveCollections,
        collectionById,
      ),
    collectionById,
    space: (spaceId) =>
      pendingSpaces.has(spaceId)
        ? idRef(spaceAddress(spaceId), undefined)
        : idRef(spaceAddress(spaceKeys.get(spaceId) ?? spaceId), spaceId),
  };
}

function declaredOrLive<D extends { address: Address }, L extends { id: string }>(
  declared: D | undefined,
  matched: ReadonlyMap<D, L>,
  key: string,
  live: ReadonlyMap<string, L>,
  byId: (id: string) => IdRef,
): IdRef | undefined {
  if (declared) return idRef(declared.address, matched.get(declared)?.id);
  return live.has(key) ? byId(key) : undefined;
}

function inverse<D, L extends { id: string }>(matched: ReadonlyMap<D, L>): Map<string, D> {
  const map = new Map<string, D>();
  for (const [d, l] of matched) map.set(l.id, d);
  return map;
}
