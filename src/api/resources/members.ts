import * as z from 'zod';
import type { LiveMember } from '../../model/live.js';
import type { RequestBody } from '../call-operation.js';
import { callOperation } from '../call-operation.js';
import type { ApiRequester } from '../types.js';
import { call, listAs } from './parse.js';
import { opt } from './wire.js';
import { liveFields, wireShape } from './read-fields.js';
import { MEMBER_FIELDS } from '../../model/fields/member-fields.js';
import { checkedId } from '../path-segment.js';

/** A member as the API answers it: its fields are read by the rows of its table. */
const memberSchema = z.looseObject({
  ...wireShape(MEMBER_FIELDS),
  id: z.string(),
  user: z.looseObject({ id: z.string(), displayName: z.string(), email: opt(z.string()) }),
});

const memberTeamSchema = z.looseObject({
  team: z.looseObject({ id: z.string() }),
  member: z.looseObject({ role: z.string() }),
});

export async function listMembers(
  client: ApiRequester,
  organization: string,
): Promise<LiveMember[]> {
  const params = { organizationId: organization };
  return listAs(client, 'listMembersInOrganizationById', params, memberSchema, toLiveMember);
}

export async function updateMember(
  client: ApiRequester,
  organization: string,
  userId: string,
  body: RequestBody<'updateMemberInOrganizationById'>,
): Promise<LiveMember> {
  const params = { organizationId: organization, userId };
  return toLiveMember(
    await call(client, 'updateMemberInOrganizationById', params, memberSchema, body),
  );
}

/**
 * What a member removal did (official `removeMemberFromOrganizationById`): 205 removed,
 * 204 was not a member, 202 a removal request was sent to the organization's admins and
 * the member stays until one approves it.
 */
type MemberRemoval = 'removed' | 'not-a-member' | 'pending-approval';

export async function removeMember(
  client: ApiRequester,
  organization: string,
  userId: string,
): Promise<MemberRemoval> {
  const params = { organizationId: organization, userId };
  const res = await callOperation(client, 'removeMemberFromOrganizationById', params);
  if (res.status === 202) return 'pending-approval';
  return res.status === 204 ? 'not-a-member' : 'removed';
}

const inviteAnswerSchema = z.looseObject({ users: z.array(z.string()) });

/**
 * Invites people by email (official `inviteUsersToOrganization`), each with their role;
 * returns the ids of the users the API added. An email that is a member already adds no
 * one and is not in the answer.
 */
export async function inviteMembers(
  client: ApiRequester,
  organization: string,
  body: RequestBody<'inviteUsersToOrganization'>,
): Promise<string[]> {
  const params = { organizationId: organization };
  const answer = await call(client, 'inviteUsersToOrganization', params, inviteAnswerSchema, body);
  return answer.users.map((id) => checkedId(id, 'member', 'an invited user'));
}

/**
 * The teams a member belongs to, by id, with the member's team role (official
 * `listTeamsForOrganizationMember`, whose items are `{team, member: {role}}`).
 */
export async function listMemberTeams(
  client: ApiRequester,
  organization: string,
  userId: string,
): Promise<{ id: string; role: string }[]> {
  const params = { organizationId: organization, userId };
  const op = 'listTeamsForOrganizationMember';
  return listAs(client, op, params, memberTeamSchema, (i) => ({
    id: i.team.id,
    role: i.member.role,
  }));
}

function toLiveMember(m: z.output<typeof memberSchema>): LiveMember {
  return {
    id: checkedId(m.user.id, 'member', m.user.email ?? m.user.displayName),
    ...(m.user.email ? { email: m.user.email } : {}),
    displayName: m.user.displayName,
    ...liveFields(MEMBER_FIELDS, m),
  };
}
