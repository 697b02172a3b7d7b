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
  members.forEach((email, i) => {
    const ref = ctx.refs.member(email) ?? ctx.refs.invited(email);
    if (ref) wanted.push(ref);
    else unknownMember(ctx, address, email, `${path}[${i}]`);
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

/** An email that names no member; `field`, when given, is where it is written (a list item). */
export function unknownMember(
  ctx: PlanContext,
  address: Address,
  email: string,
  field?: string,
): void {
  ctx.diagnostics.push({
    severity: 'error',
    code: 'unknown-member',
    address,
    ...(field === undefined ? {} : atValue(ctx.desired, address, field)),
    message: `${email} is not a member of organization ${ctx.desired.organization}`,
    hint: 'invite them first (docform manages roles of existing members only)',
  });
}

export function sortRefs(refs: readonly IdRef[]): IdRef[] {
  return [...refs].sort((a, b) => (a.ref < b.ref ? -1 : a.ref > b.ref ? 1 : 0));
}

function ids(refs: readonly IdRef[]): string[] {
  return [...new Set(refs.map((r) => r.id ?? r.ref))].sort();
}
