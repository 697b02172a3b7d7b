import { nearestTypo } from '../../model/edit-distance.js';
import { KINDS } from '../../model/kinds.js';
import type { Address } from '../../model/address.js';
import type { DesiredTeam } from '../../model/desired.js';
import type { LiveTeam } from '../../model/live.js';
import type { IdRef } from '../../model/plan.js';
import { TEAM_FIELDS } from '../../model/fields/team-fields.js';
import { rowPairs } from '../field-pairs.js';
import type { FieldPair } from '../compare-fields.js';
import { atValue } from '../field-locations.js';
import type { PlanContext } from '../plan-context.js';
import type { KeyedKind } from '../plan-keyed.js';
import { byTitle } from '../key-rules.js';

/**
 * Teams: matched by title; their fields are the rows of their table, the members a set
 * of member IdRefs (docs/plan-format.md), a member the plan invites among them.
 */
export const TEAM_KIND: KeyedKind<DesiredTeam, LiveTeam, 'team'> = {
  kind: 'team',
  spec: byTitle(KINDS.team.noun, 'title'),
  fields: (ctx, d, live) =>
    rowPairs<'team', typeof TEAM_FIELDS>(TEAM_FIELDS, d, live, {
      members: (members) => membersPair(ctx, d.address, 'members', members, live?.members, live),
      owners: (owners) => membersPair(ctx, d.address, 'owners', owners, live?.owners, live),
    }),
  // a member the same plan invites is added once the invite has made them a member
  dependsOn: (ctx, d) =>
    (d.members ?? []).flatMap((email) =>
      ctx.refs.member(email) === undefined ? (ctx.refs.invited(email)?.ref ?? []) : [],
    ),
  liveAddress: (ctx, l) => ctx.addresses.keyedAddress('team', l.id),
  liveTitle: (l) => l.title,
};

/**
 * A team's declared members or owners, as member IdRefs compared by id (an unknown email
 * is an error).
 */
function membersPair(
  ctx: PlanContext,
  address: Address,
  path: 'members' | 'owners',
  members: readonly string[],
  liveIds: readonly string[] | undefined,
  live: LiveTeam | undefined,
): FieldPair<'team'> {
  const wanted: IdRef[] = [];
  // an owner is one of the members: an unknown one is said once, at `members:`
  const reported = path === 'owners' ? ownersReportedAtMembers(ctx, address) : new Set<string>();
  members.forEach((email, i) => {
    const ref = ctx.refs.member(email) ?? ctx.refs.invited(email);
    if (ref) wanted.push(ref);
    else if (!reported.has(email.toLowerCase()))
      unknownMember(ctx, address, email, `${path}[${i}]`);
  });
  const held = (liveIds ?? []).map((id) => ctx.refs.memberById(id));
  return {
    path,
    after: sortRefs(wanted),
    before: live ? sortRefs(held) : undefined,
    compareAfter: ids(wanted),
    compareBefore: ids(held),
  };
}

/** The emails of a team's `members:` that name no member (reported there), lower-cased. */
function ownersReportedAtMembers(ctx: PlanContext, address: Address): Set<string> {
  const team = ctx.desired.teams.find((t) => t.address === address);
  return new Set(
    (team?.members ?? [])
      .filter((email) => (ctx.refs.member(email) ?? ctx.refs.invited(email)) === undefined)
      .map((email) => email.toLowerCase()),
  );
}

/**
 * An email that names no member; `field`, when given, is where it is written (a list
 * item of a team or a merge rule, which `members:` can make a member by inviting them).
 */
export function unknownMember(
  ctx: PlanContext,
  address: Address,
  email: string,
  field?: string,
): void {
  const emails = (ctx.live.members ?? []).flatMap((m) => (m.email === undefined ? [] : [m.email]));
  const near = nearestTypo(email, emails)?.candidate;
  ctx.diagnostics.push({
    severity: 'error',
    code: 'unknown-member',
    address,
    ...(field === undefined ? {} : atValue(ctx.desired, address, field)),
    message: `${email} is not a member of organization ${ctx.desired.organization}`,
    hint:
      near !== undefined
        ? `did you mean "${near}"?`
        : field === undefined
          ? 'invite them first (docform manages roles of existing members only)'
          : 'declare them under `members:` with a role: the same plan invites them',
  });
}

export function sortRefs(refs: readonly IdRef[]): IdRef[] {
  return [...refs].sort((a, b) => (a.ref < b.ref ? -1 : a.ref > b.ref ? 1 : 0));
}

function ids(refs: readonly IdRef[]): string[] {
  return [...new Set(refs.map((r) => r.id ?? r.ref))].sort();
}
