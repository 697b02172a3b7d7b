import type { Address } from '../model/address.js';
import { memberAddress } from '../model/address.js';
import type { DesiredSite, DesiredTeam } from '../model/desired.js';
import type { Diagnostic } from '../model/diagnostic.js';
import type { LiveSite, LiveTeam } from '../model/live.js';
import type { UnmanagedObject } from '../model/plan.js';
import { isActive, shareLinkName } from '../model/schema/share-links.js';
import { withoutIgnored } from './filter-policy.js';
import type { PlanContext } from './plan-context.js';

/** The code of the note on a declared object that leaves a list of its children undeclared. */
const COLLECTION_NOT_DECLARED = 'collection-not-declared';

/** A role as an unmanaged entry carries it, flagged when it is admin. */
export function grantedRole(role: string | null): Pick<UnmanagedObject, 'role' | 'admin'> {
  return role === 'admin' ? { role, admin: true } : { role };
}

/** The live children of a declared object that the config has no list for. */
interface UndeclaredChildren {
  /** The declared object, and the key of its config that would list them. */
  readonly address: Address;
  readonly key: string;
  /** What they are, one and several: `share link`, `share links`. */
  readonly noun: readonly [string, string];
  /** Their unmanaged entries. */
  readonly entries: readonly UnmanagedObject[];
  /** What declaring the key empty does (`shareLinks: []` deletes them). */
  readonly empty: string;
  /** Where the note points: the declared value it is about; absent: the object. */
  readonly location?: Diagnostic['location'];
}

/**
 * The note on a declared object whose live children no key of the config lists: with no
 * state file, docform cannot tell a key never declared from one removed, so it says what
 * the live object holds and the two ways out (docs/plan-format.md, "Collections a config
 * does not declare"). A warning, not drift: the children are left alone. None when
 * `policy.ignore` drops them all (or the object).
 */
export function collectionNote(ctx: PlanContext, children: UndeclaredChildren): Diagnostic[] {
  const { address, key, noun, empty, location } = children;
  const { ignore } = ctx.desired.policy;
  const count = withoutIgnored(children.entries, ignore).length;
  if (count === 0 || withoutIgnored([{ address }], ignore).length === 0) return [];
  const them = count === 1 ? 'it' : 'them';
  return [
    {
      severity: 'warning',
      code: COLLECTION_NOT_DECLARED,
      address,
      ...(location === undefined ? {} : { location }),
      message: `${address} holds ${count} ${count === 1 ? noun[0] : noun[1]} that the config does not declare (no \`${key}:\`): docform leaves ${them} alone and lists ${them} as unmanaged`,
      hint: `declare ${them} under \`${key}:\` to manage ${them}, or ${empty}`,
    },
  ];
}

/** Lists the live children as unmanaged, with the note that says so. */
function leaveUndeclared(
  ctx: PlanContext,
  entries: readonly UnmanagedObject[],
  children: Omit<UndeclaredChildren, 'entries'>,
): void {
  ctx.unmanaged.push(...entries);
  ctx.diagnostics.push(...collectionNote(ctx, { ...children, entries }));
}

/**
 * The share links of a declared site that does not declare `shareLinks:`, when they
 * were read (a site whose visibility after the plan is share-link, the only one a link
 * opens): each unmanaged with its state, and the note.
 */
export function undeclaredShareLinks(
  ctx: PlanContext,
  site: DesiredSite,
  live: LiveSite | undefined,
): void {
  const links = live?.shareLinks;
  if (site.shareLinks !== undefined || links === undefined || links.length === 0) return;
  const entries = links.map((link): UnmanagedObject => {
    const name = shareLinkName(link);
    return {
      address: shareLinkAddress(site.address, name),
      kind: 'site',
      id: name,
      title: name,
      part: 'share-link',
      on: site.address,
      active: isActive(link),
    };
  });
  leaveUndeclared(ctx, entries, {
    address: site.address,
    key: 'shareLinks',
    noun: ['share link', 'share links'],
    empty: '`shareLinks: []` to delete every one (with --allow-delete)',
  });
}

/** A share link's address: its site's, `.shareLink.`, then its name quoted. */
export function shareLinkAddress(site: Address, name: string): Address {
  return `${site}.shareLink.${JSON.stringify(name)}`;
}

/**
 * The members of a declared team that does not declare `members:`, when membership was
 * read (another team declares it): each unmanaged, and the note.
 */
export function undeclaredTeamMembers(
  ctx: PlanContext,
  team: DesiredTeam,
  live: LiveTeam | undefined,
): void {
  const ids = live?.members;
  if (team.members !== undefined || ids === undefined || ids.length === 0) return;
  const people = new Map((ctx.live.members ?? []).map((m) => [m.id, m]));
  const entries = ids.map((id): UnmanagedObject => {
    const person = people.get(id);
    const name = person?.email ?? id;
    return {
      address: `${team.address}.${memberAddress(name)}`,
      kind: 'team',
      id,
      title: person?.displayName ?? name,
      part: 'team-member',
      on: team.address,
    };
  });
  leaveUndeclared(ctx, entries, {
    address: team.address,
    key: 'members',
    noun: ['member', 'members'],
    empty: '`members: []` to remove every one from the team',
  });
}

/**
 * The owners of a declared team that declares `members:` and not `owners:` (its roles
 * are then not managed), when membership was read: each unmanaged with the team role
 * `owner`, and the note, so that a reviewer sees they stay owners.
 */
export function undeclaredTeamOwners(
  ctx: PlanContext,
  team: DesiredTeam,
  live: LiveTeam | undefined,
): void {
  const ids = live?.owners;
  if (team.members === undefined || team.owners !== undefined) return;
  if (ids === undefined || ids.length === 0) return;
  const people = new Map((ctx.live.members ?? []).map((m) => [m.id, m]));
  const entries = ids.map((id): UnmanagedObject => {
    const person = people.get(id);
    const name = person?.email ?? id;
    return {
      address: `${team.address}.owner.${name}`,
      kind: 'team',
      id,
      title: person?.displayName ?? name,
      part: 'team-member',
      on: team.address,
      role: 'owner',
    };
  });
  leaveUndeclared(ctx, entries, {
    address: team.address,
    key: 'owners',
    noun: ['owner', 'owners'],
    empty: '`owners: []` to make every one a plain member',
  });
}
