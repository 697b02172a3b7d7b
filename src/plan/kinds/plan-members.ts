import type { DesiredMember } from '../../model/desired.js';
import type { LiveMember } from '../../model/live.js';
import { memberAddress } from '../../model/address.js';
import { fieldPairs } from '../field-pairs.js';
import { MEMBER_FIELDS } from '../../model/fields/member-fields.js';
import type { PlanContext } from '../plan-context.js';
import { prunedUnder } from '../leftover-policy.js';
import { byKey } from '../key-rules.js';
import type { MatchResult } from '../match-keyed.js';
import { emptyMatch } from '../match-keyed.js';
import type { KeyedKind } from '../plan-keyed.js';
import { planKeyed } from '../plan-keyed.js';
import { reveal } from '../../model/secret.js';
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
  const live = ctx.live.members;
  // Members are listed (or pruned) only when the YAML manages roles at all: an org's
  // whole member list is not worth a line each in every plan (docs/plan-format.md).
  const leftovers = ctx.desired.members.length === 0 ? undefined : live;
  const match = matchMembers(ctx.desired.members, live ?? []);
  planKeyed(ctx, ctx.desired.members, leftovers, match, MEMBER_KIND, prunedUnder(ctx, 'members'));
}

const MEMBER_KIND: KeyedKind<DesiredMember, LiveMember, 'member'> = {
  kind: 'member',
  // emails are compared without case, as the API takes them
  spec: byKey('member', {
    name: 'email',
    declared: (d) => d.email.toLowerCase(),
    live: (l) => l.email?.toLowerCase() ?? '',
  }),
  fields: (_ctx, d, l) => fieldPairs<'member', typeof MEMBER_FIELDS>(MEMBER_FIELDS, d, l),
  dependsOn: () => [],
  creates: (ctx, d) => {
    if (d.id !== undefined || ctx.live.members === undefined) {
      unknownMember(ctx, d.address, d.email);
      return undefined;
    }
    warnOutsideDomains(ctx, d);
    return 'invite';
  },
  liveAddress: (_ctx, l) => memberAddress(l.email ?? l.id),
  liveTitle: (l) => l.displayName,
  // what the member may do: an admin added by hand is flagged in every format
  liveDetail: (l) => grantedRole(l.role),
};

/**
 * A declared member is the live one of its pinned id, else of its email; a pinned id
 * is never looked up by email (a member is not created again: it is invited).
 */
function matchMembers(
  desired: readonly DesiredMember[],
  live: readonly LiveMember[],
): MatchResult<DesiredMember, LiveMember> {
  const { spec } = MEMBER_KIND;
  const byEmail = new Map<string, LiveMember>();
  for (const m of live) if (m.email !== undefined) byEmail.set(spec.liveKey(m), m);
  const byId = new Map(live.map((m) => [m.id, m] as const));
  const match = emptyMatch<DesiredMember, LiveMember>();
  for (const d of desired) {
    const id = spec.pinnedId(d);
    const m = id === undefined ? byEmail.get(reveal(spec.naturalKey(d))) : byId.get(id);
    if (m === undefined) continue;
    match.matched.set(d, m);
    match.claimed.add(m);
  }
  return match;
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
