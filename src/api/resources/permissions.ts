import * as z from 'zod';
import type { Role } from '../../model/enumerations.js';
import type { LivePermissions } from '../../model/schema/permissions.js';
import type { ApiRequester } from '../types.js';
import type { RequestBody } from '../call-operation.js';
import { callOperation } from '../call-operation.js';
import { listAll } from './parse.js';

/** Where grants live: a site of an organization, a space, or a collection. */
export type GrantHolder =
  | { readonly on: 'site'; readonly organization: string; readonly id: string }
  | { readonly on: 'space'; readonly id: string }
  | { readonly on: 'collection'; readonly id: string };

type GrantSubject = 'team' | 'user';

const teamGrant = z.looseObject({
  permission: z.string().nullable(),
  team: z.looseObject({ id: z.string() }),
});
const userGrant = z.looseObject({
  permission: z.string().nullable(),
  user: z.looseObject({ id: z.string(), email: z.string().optional() }),
});

/** The team and user grants of a holder, as the official list operations answer them. */
function listGrants(client: ApiRequester, holder: GrantHolder) {
  if (holder.on === 'site') {
    return Promise.all([
      listAll(client, 'listTeamPermissionsInSite', siteParams(holder), teamGrant),
      listAll(client, 'listUserPermissionsInSite', siteParams(holder), userGrant),
    ]);
  }
  if (holder.on === 'space') {
    return Promise.all([
      listAll(client, 'listTeamPermissionsInSpace', { spaceId: holder.id }, teamGrant),
      listAll(client, 'listUserPermissionsInSpace', { spaceId: holder.id }, userGrant),
    ]);
  }
  const params = { collectionId: holder.id };
  return Promise.all([
    listAll(client, 'listTeamPermissionsInCollection', params, teamGrant),
    listAll(client, 'listUserPermissionsInCollection', params, userGrant),
  ]);
}

/**
 * The team and user grants of a site, space or collection (official
 * `listTeamPermissionsInSite`, `listUserPermissionsInSite` and the space and collection
 * forms), by team id and user id.
 */
export async function listPermissions(
  client: ApiRequester,
  holder: GrantHolder,
): Promise<LivePermissions> {
  const [teamItems, userItems] = await listGrants(client, holder);
  const emails: Record<string, string> = {};
  for (const u of userItems) if (u.user.email !== undefined) emails[u.user.id] = u.user.email;
  return {
    teams: Object.fromEntries(teamItems.map((t) => [t.team.id, t.permission])),
    members: Object.fromEntries(userItems.map((u) => [u.user.id, u.permission])),
    emails,
  };
}

/** The official role a grant takes (`MemberRole`, the one type every form accepts). */
type GrantRole = NonNullable<RequestBody<'updateTeamPermissionInSite'>['role']>;

/**
 * A role as the official body types it. The published client declares `MemberRole` a
 * TypeScript enum, whose members are the very strings of `Role` on the wire; a string
 * enum is nominal to TypeScript, so a role becomes one by this assertion, made here once.
 */
function officialRole(role: Role): GrantRole {
  return role as GrantRole;
}

/** Sends a grant of `role` to one team or user of a holder. */
type SendGrant = (
  client: ApiRequester,
  holder: GrantHolder,
  subject: GrantSubject,
  id: string,
  role: Role,
) => Promise<void>;

/** Grants `role` to one team or user (an invite; a subject already granted gets the role). */
export const inviteGrant: SendGrant = async (client, holder, subject, id, role) => {
  const body: RequestBody<'inviteToSite'> &
    RequestBody<'inviteToSpace'> &
    RequestBody<'inviteToCollection'> =
    subject === 'team'
      ? { role: officialRole(role), teams: [id] }
      : { role: officialRole(role), users: [id] };
  if (holder.on === 'site') await callOperation(client, 'inviteToSite', siteParams(holder), body);
  else if (holder.on === 'space') {
    await callOperation(client, 'inviteToSpace', { spaceId: holder.id }, body);
  } else await callOperation(client, 'inviteToCollection', { collectionId: holder.id }, body);
};

/** Changes the role of an existing grant. */
export const updateGrant: SendGrant = async (client, holder, subject, id, role) => {
  const body = { role: officialRole(role) };
  if (holder.on === 'site') {
    const params = siteParams(holder);
    if (subject === 'team') {
      await callOperation(client, 'updateTeamPermissionInSite', { ...params, teamId: id }, body);
    } else {
      await callOperation(client, 'updateUserPermissionInSite', { ...params, userId: id }, body);
    }
    return;
  }
  if (holder.on === 'collection') {
    const collectionId = holder.id;
    if (subject === 'team') {
      const params = { collectionId, teamId: id };
      await callOperation(client, 'updateTeamPermissionInCollection', params, body);
    } else {
      const params = { collectionId, userId: id };
      await callOperation(client, 'updateUserPermissionInCollection', params, body);
    }
    return;
  }
  const spaceId = holder.id;
  if (subject === 'team') {
    await callOperation(client, 'updateTeamPermissionInSpace', { spaceId, teamId: id }, body);
  } else {
    await callOperation(client, 'updateUserPermissionInSpace', { spaceId, userId: id }, body);
  }
};

/** Removes a grant; removing one that is gone already changes nothing (204). */
export async function removeGrant(
  client: ApiRequester,
  holder: GrantHolder,
  subject: GrantSubject,
  id: string,
): Promise<void> {
  if (holder.on === 'site') {
    const params = siteParams(holder);
    if (subject === 'team') {
      await callOperation(client, 'removeTeamFromSite', { ...params, teamId: id });
    } else {
      await callOperation(client, 'removeUserFromSite', { ...params, userId: id });
    }
    return;
  }
  if (holder.on === 'collection') {
    const collectionId = holder.id;
    if (subject === 'team') {
      await callOperation(client, 'removeTeamFromCollection', { collectionId, teamId: id });
    } else await callOperation(client, 'removeUserFromCollection', { collectionId, userId: id });
    return;
  }
  const spaceId = holder.id;
  if (subject === 'team')
    await callOperation(client, 'removeTeamFromSpace', { spaceId, teamId: id });
  else await callOperation(client, 'removeUserFromSpace', { spaceId, userId: id });
}

function siteParams(holder: { organization: string; id: string }): {
  organizationId: string;
  siteId: string;
} {
  return { organizationId: holder.organization, siteId: holder.id };
}
