import * as z from 'zod';
import type { RequestBody } from '../call-operation.js';
import { callOperation } from '../call-operation.js';
import { officialEnum } from '../official-enum.js';
import type { ApiRequester } from '../types.js';
import { listAll } from './parse.js';

/** `OrganizationTeamMember` (official; absent from the seed: docs/api-differences.md, row 14). */
const teamMemberSchema = z.looseObject({
  organization: z.looseObject({ user: z.looseObject({ id: z.string() }) }),
  team: z.looseObject({ role: z.string() }),
});

/** One member of a team: the user's id and the team role (official `TeamMemberRole`). */
export interface TeamMembership {
  readonly id: string;
  readonly role: string;
}

/** A team's members, each with its team role (`owner` or `member`). */
export async function listTeamMembers(
  client: ApiRequester,
  organization: string,
  teamId: string,
): Promise<TeamMembership[]> {
  const params = { organizationId: organization, teamId };
  const items = await listAll(
    client,
    'listTeamMembersInOrganizationById',
    params,
    teamMemberSchema,
  );
  return items.map((i) => ({ id: i.organization.user.id, role: i.team.role }));
}

type MembersBody = RequestBody<'updateMembersInOrganizationTeam'>;

/** The official `TeamMemberRole` (an enum in the client's types, its strings on the wire). */
type TeamRole = NonNullable<MembersBody['memberships']>[string]['role'];

/** What one bulk update does: users (ids or emails) to add and remove, roles by user id. */
interface TeamMembersUpdate {
  readonly add?: readonly string[];
  readonly remove?: readonly string[];
  readonly roles?: Readonly<Record<string, `${TeamRole}`>>;
}

/**
 * Adds, removes and sets team roles (`memberships`, by user id) in one call (204);
 * adding or removing twice changes nothing more.
 */
export async function updateTeamMembers(
  client: ApiRequester,
  organization: string,
  teamId: string,
  update: TeamMembersUpdate,
): Promise<void> {
  const params = { organizationId: organization, teamId };
  const roles = Object.entries(update.roles ?? {});
  const body: MembersBody = {
    ...(update.add?.length ? { add: [...update.add] } : {}),
    ...(update.remove?.length ? { remove: [...update.remove] } : {}),
    ...(roles.length > 0
      ? {
          memberships: Object.fromEntries(
            roles.map(([user, role]) => [user, { role: officialEnum<TeamRole>(role) }]),
          ),
        }
      : {}),
  };
  await callOperation(client, 'updateMembersInOrganizationTeam', params, body);
}
