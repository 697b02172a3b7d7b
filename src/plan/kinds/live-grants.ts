import type { Address } from '../../model/address.js';
import { addressKind, memberAddress } from '../../model/address.js';
import type { Diagnostic } from '../../model/diagnostic.js';
import { DELETE_NEEDS_ALLOW_DELETE } from '../../model/gate-codes.js';
import { idRef } from '../../model/id-ref.js';
import { holdsGrants, type GrantKind } from '../../model/kinds.js';
import type { IdRef, UnmanagedObject } from '../../model/plan.js';
import type { DesiredPermissions, LivePermissions } from '../../model/schema/permissions.js';
import { atValue } from '../field-locations.js';
import type { PlanContext } from '../plan-context.js';
import { collectionNote, grantedRole } from '../undeclared-children.js';

/** Role by team key (or id) or email, as a grant view holds them. */
export type Grants = Record<string, string | null>;

/** Where the live grants no key names go: the view's refs, notes and unmanaged list. */
interface GrantSink {
  readonly refs: IdRef[];
  readonly notes: Diagnostic[];
  readonly unmanaged: UnmanagedObject[];
}

/** How a live grant of each group is named: by team id, or by the member's email. */
const GRANTEES: Readonly<
  Record<
    LiveGrant['group'],
    (ctx: PlanContext, live: LivePermissions, id: string) => Omit<LiveGrant, 'role' | 'group'>
  >
> = {
  teams: (ctx, _live, id) => ({
    key: id,
    subject: `team ${id}`,
    ref: idRef(ctx.refs.teamById(id).ref, id),
  }),
  members: (ctx, live, id) => {
    const email = live.emails[id] ?? emailOf(ctx, id);
    const key = email ?? id;
    const ref = idRef(email === undefined ? memberAddress(id) : memberAddress(email), id);
    return { key, subject: `member ${key}`, ref };
  },
};

/**
 * The live grants of `group` (team grants by id, member grants by user id) that no
 * declared key or email names: pruned into `pruned`, else unmanaged.
 */
export function liveGrants(
  ctx: PlanContext,
  view: GrantSink,
  address: Address,
  live: LivePermissions,
  group: LiveGrant['group'],
  named: ReadonlySet<string>,
  pruned: Grants | undefined,
): void {
  for (const [id, role] of Object.entries(live[group])) {
    if (named.has(id)) continue;
    leftover(ctx, view, address, pruned, { ...GRANTEES[group](ctx, live, id), role, group });
  }
}

/**
 * A `permissions:` that leaves out `teams:` or `members:` does not manage that half: its
 * live grants are unmanaged whatever `policy.prune` says, with a note at `permissions:`
 * saying so and what declaring the half empty does.
 */
export function undeclaredGroups(
  ctx: PlanContext,
  view: GrantSink,
  address: Address,
  wanted: DesiredPermissions,
): void {
  const prune = ctx.desired.policy.prune.includes('permissions');
  for (const group of ['teams', 'members'] as const) {
    if (wanted[group] !== undefined) continue;
    const prefix = `${address}.permissions.${group === 'teams' ? 'team' : 'member'}.`;
    const entries = view.unmanaged.filter((u) => u.address.startsWith(prefix));
    const noun = group === 'teams' ? 'team grant' : 'member grant';
    view.notes.push(
      ...collectionNote(ctx, {
        address,
        key: `permissions.${group}`,
        noun: [noun, `${noun}s`],
        entries,
        empty: prune
          ? `\`${group}: {}\` under \`permissions:\` to remove every one (policy.prune: permissions)`
          : `with \`policy.prune: [permissions]\`, \`${group}: {}\` under \`permissions:\` to remove every one`,
        ...atValue(ctx.desired, address, 'permissions'),
      }),
    );
  }
}

/** A live grant: its key in the view, its role, its subject as the plan names it. */
interface LiveGrant {
  readonly key: string;
  readonly role: string | null;
  /** `team ID` or `member EMAIL`. */
  readonly subject: string;
  readonly ref: IdRef;
  /** Where a declared grant of this subject would be written. */
  readonly group: 'teams' | 'members';
}

/**
 * A live grant no key names: removed under prune (`pruned`: the before side it joins),
 * else listed as unmanaged. The removal's warning points at the `teams:` or `members:`
 * of the declaring `permissions:`, where the grant would be declared to keep it.
 */
function leftover(
  ctx: PlanContext,
  view: GrantSink,
  address: Address,
  pruned: Grants | undefined,
  grant: LiveGrant,
): void {
  const { key, role, subject, ref, group } = grant;
  const at = `${address}.permissions.${subject.replace(' ', '.')}`;
  if (pruned === undefined) {
    view.unmanaged.push({
      address: at,
      kind: kindOf(address),
      id: ref.id ?? key,
      // its role: the address names the subject (a site's guest grant: role null)
      title: role ?? 'guest',
      part: 'grant',
      on: address,
      ...grantedRole(role),
    });
    return;
  }
  pruned[key] = role;
  view.refs.push(ref);
  const declared = atValue(ctx.desired, address, `permissions.${group}`);
  view.notes.push({
    severity: 'warning',
    code: DELETE_NEEDS_ALLOW_DELETE,
    address: at,
    ...(declared.location === undefined ? atValue(ctx.desired, address, 'permissions') : declared),
    message: `removes the grant of ${subject} (${role ?? 'guest'}) on ${address} (policy.prune: permissions)`,
    hint: 'apply with --allow-delete once reviewed',
  });
}

/** The kind of the site, space or collection at `address`, whose grant it is. */
function kindOf(address: Address): GrantKind {
  const kind = addressKind(address);
  return kind !== undefined && holdsGrants(kind) ? kind : 'site';
}

function emailOf(ctx: PlanContext, id: string): string | undefined {
  return ctx.live.members?.find((m) => m.id === id)?.email;
}
