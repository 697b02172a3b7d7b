import type { DesiredMember } from '../../model/desired.js';
import type { LiveMember } from '../../model/live.js';
import { memberAddress } from '../../model/address.js';
import { compareFields } from '../compare-fields.js';
import { fieldPairs } from '../field-pairs.js';
import { MEMBER_FIELDS } from '../../model/fields/member-fields.js';
import type { InviteChange } from '../../model/plan.js';
import type { PlanContext } from '../plan-context.js';
import { planLeftover } from '../plan-leftover.js';
import { unknownMember } from './team-kind.js';
import { grantedRole } from '../undeclared-children.js';

/**
 * Members' roles (the rows of model/fields/member-fields.ts): an email the organization
 * does not hold is an invite with its role (a pinned id that is not a member stays the
 * error `unknown-member`: an id cannot be invited); a role differing is an update of
 * `role`; an undeclared member is removed from the organization only under
 * `policy.prune: [members]`.
 */
export function planMembers(ctx: PlanContext): void {
  const live = ctx.live.members ?? [];
  const byEmail = new Map<string, LiveMember>();
  for (const m of live) if (m.email !== undefined) byEmail.set(m.email.toLowerCase(), m);
  const byId = new Map(live.map((m) => [m.id, m] as const));
  const claimed = new Set<LiveMember>();
  for (const d of ctx.desired.members) {
    const m = find(d, byEmail, byId);
    if (m === undefined && d.id === undefined && ctx.live.members !== undefined) {
      ctx.changes.push(inviteOf(d));
      warnOutsideDomains(ctx, d);
      continue;
    }
    if (m === undefined) {
      unknownMember(ctx, d.address, d.email);
      continue;
    }
    claimed.add(m);
    const fields = compareFields(fieldPairs<'member', typeof MEMBER_FIELDS>(MEMBER_FIELDS, d, m));
    if (fields.length > 0) {
      ctx.changes.push({
        address: d.address,
        kind: 'member',
        action: 'update',
        id: m.id,
        fields,
        dependsOn: [],
      });
    }
  }
  // Members are listed (or pruned) only when the YAML manages roles at all: an org's
  // whole member list is not worth a line each in every plan (docs/plan-format.md).
  if (ctx.live.members === undefined || ctx.desired.members.length === 0) return;
  for (const m of live) {
    if (claimed.has(m)) continue;
    planLeftover(ctx, 'members', {
      address: memberAddress(m.email ?? m.id),
      kind: 'member',
      id: m.id,
      title: m.displayName,
      // what the member may do: an admin added by hand is flagged in every format
      ...grantedRole(m.role),
    });
  }
}

function find(
  d: DesiredMember,
  byEmail: ReadonlyMap<string, LiveMember>,
  byId: ReadonlyMap<string, LiveMember>,
): LiveMember | undefined {
  return d.id === undefined ? byEmail.get(d.email.toLowerCase()) : byId.get(d.id);
}

/**
 * An invite emails a person and gives them a role at once: one to an address outside the
 * organization's email domains is pointed out, since a domain typed wrong gives a
 * stranger access. Judged against the domains the live organization holds, never the
 * YAML's: a config that adds a domain and invites someone from it in the same change is
 * exactly what a reviewer must see. A warning, not a gate: inviting outside people is
 * common, and the reviewed plan is the gate.
 */
function warnOutsideDomains(ctx: PlanContext, d: DesiredMember): void {
  const domains = ctx.live.organization.emailDomains ?? [];
  if (domains.length === 0) return;
  const domain = d.email.slice(d.email.lastIndexOf('@') + 1).toLowerCase();
  if (domains.some((x) => x.toLowerCase() === domain)) return;
  ctx.diagnostics.push({
    severity: 'warning',
    code: 'invite-outside-email-domains',
    address: d.address,
    message: `invites ${d.email}, whose domain is not one of the organization's email domains (${domains.join(', ')})`,
    hint: 'check the address: the invite emails this person and gives them the role at once',
  });
}

/**
 * The invite of a declared member the organization does not hold, with its role (a
 * guest's `null` too, which a comparison with nothing would drop).
 */
function inviteOf(d: DesiredMember): InviteChange<'member'> {
  const fields = [{ path: 'role' as const, after: d.role }];
  return { address: d.address, kind: 'member', action: 'invite', fields, dependsOn: [] };
}
