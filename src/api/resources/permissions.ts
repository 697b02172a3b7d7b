import * as z from 'zod';
import type { Role } from '../../model/enumerations.js';
import type { LivePermissions } from '../../model/schema/permissions.js';
import type { ApiRequester } from '../types.js';
import type { RequestBody } from '../call-operation.js';
import { callOperation } from '../call-operation.js';
import { officialEnum } from '../official-enum.js';
import { listAll } from './parse.js';

/** What each kind of grant holder is named by: a site by its organization too. */
interface HolderIds {
  readonly site: { readonly organization: string; readonly id: string };
  readonly space: { readonly id: string };
  readonly collection: { readonly id: string };
}

type HolderKind = keyof HolderIds;

/** Where grants live: a site of an organization, a space, or a collection. */
export type GrantHolder<H extends HolderKind = HolderKind> = H extends HolderKind
  ? { readonly on: H } & HolderIds[H]
  : never;

type GrantSubject = 'team' | 'user';

const teamGrant = z.looseObject({
  permission: z.string().nullable(),
  team: z.looseObject({ id: z.string() }),
});
const userGrant = z.looseObject({
  permission: z.string().nullable(),
  user: z.looseObject({ id: z.string(), email: z.string().optional() }),
});

/** The official role a grant takes (`MemberRole`, the one type every form accepts). */
type GrantRole = NonNullable<RequestBody<'updateTeamPermissionInSite'>['role']>;

/** The official invite body, which the site, space and collection forms share. */
type InviteBody = RequestBody<'inviteToSite'> &
  RequestBody<'inviteToSpace'> &
  RequestBody<'inviteToCollection'>;

/** The official grant calls of one holder, its path parameters bound. */
interface HolderCalls {
  readonly list: (
    client: ApiRequester,
  ) => Promise<[z.output<typeof teamGrant>[], z.output<typeof userGrant>[]]>;
  readonly invite: (client: ApiRequester, body: InviteBody) => Promise<unknown>;
  readonly update: {
    readonly [S in GrantSubject]: (
      client: ApiRequester,
      id: string,
      body: { readonly role: GrantRole },
    ) => Promise<unknown>;
  };
  readonly remove: {
    readonly [S in GrantSubject]: (client: ApiRequester, id: string) => Promise<unknown>;
  };
}

/**
 * The grant calls of each kind of holder (official `inviteToSite`,
 * `listTeamPermissionsInSite`, `updateUserPermissionInSpace`, `removeTeamFromCollection`
 * ...), by kind: a holder's kind picks its row, never a branch per call.
 */
const HOLDERS: { readonly [H in HolderKind]: (holder: HolderIds[H]) => HolderCalls } = {
  site: (holder) => {
    const p = { organizationId: holder.organization, siteId: holder.id };
    return {
      list: (c) =>
        Promise.all([
          listAll(c, 'listTeamPermissionsInSite', p, teamGrant),
          listAll(c, 'listUserPermissionsInSite', p, userGrant),
        ]),
      invite: (c, body) => callOperation(c, 'inviteToSite', p, body),
      update: {
        team: (c, teamId, body) =>
          callOperation(c, 'updateTeamPermissionInSite', { ...p, teamId }, body),
        user: (c, userId, body) =>
          callOperation(c, 'updateUserPermissionInSite', { ...p, userId }, body),
      },
      remove: {
        team: (c, teamId) => callOperation(c, 'removeTeamFromSite', { ...p, teamId }),
        user: (c, userId) => callOperation(c, 'removeUserFromSite', { ...p, userId }),
      },
    };
  },
  space: ({ id: spaceId }) => ({
    list: (c) =>
      Promise.all([
        listAll(c, 'listTeamPermissionsInSpace', { spaceId }, teamGrant),
        listAll(c, 'listUserPermissionsInSpace', { spaceId }, userGrant),
      ]),
    invite: (c, body) => callOperation(c, 'inviteToSpace', { spaceId }, body),
    update: {
      team: (c, teamId, body) =>
        callOperation(c, 'updateTeamPermissionInSpace', { spaceId, teamId }, body),
      user: (c, userId, body) =>
        callOperation(c, 'updateUserPermissionInSpace', { spaceId, userId }, body),
    },
    remove: {
      team: (c, teamId) => callOperation(c, 'removeTeamFromSpace', { spaceId, teamId }),
      user: (c, userId) => callOperation(c, 'removeUserFromSpace', { spaceId, userId }),
    },
  }),
  collection: ({ id: collectionId }) => ({
    list: (c) =>
      Promise.all([
        listAll(c, 'listTeamPermissionsInCollection', { collectionId }, teamGrant),
        listAll(c, 'listUserPermissionsInCollection', { collectionId }, userGrant),
      ]),
    invite: (c, body) => callOperation(c, 'inviteToCollection', { collectionId }, body),
    update: {
      team: (c, teamId, body) =>
        callOperation(c, 'updateTeamPermissionInCollection', { collectionId, teamId }, body),
      user: (c, userId, body) =>
        callOperation(c, 'updateUserPermissionInCollection', { collectionId, userId }, body),
    },
    remove: {
      team: (c, teamId) => callOperation(c, 'removeTeamFromCollection', { collectionId, teamId }),
      user: (c, userId) => callOperation(c, 'removeUserFromCollection', { collectionId, userId }),
    },
  }),
};

/** The calls of `holder`, from its kind's row. */
function callsOf<H extends HolderKind>(holder: { readonly on: H } & HolderIds[H]): HolderCalls {
  const bind: (ids: HolderIds[H]) => HolderCalls = HOLDERS[holder.on];
  return bind(holder);
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
  const [teamItems, userItems] = await callsOf(holder).list(client);
  const emails: Record<string, string> = {};
  for (const u of userItems) if (u.user.email !== undefined) emails[u.user.id] = u.user.email;
  return {
    teams: Object.fromEntries(teamItems.map((t) => [t.team.id, t.permission])),
    members: Object.fromEntries(userItems.map((u) => [u.user.id, u.permission])),
    emails,
  };
}

/** Grants `role` to one team or user (an invite; a subject already granted gets the role). */
export async function inviteGrant(
  client: ApiRequester,
  holder: GrantHolder,
  subject: GrantSubject,
  id: string,
  role: Role,
): Promise<void> {
  const grant = officialEnum<GrantRole>(role);
  const body: InviteBody =
    subject === 'team' ? { role: grant, teams: [id] } : { role: grant, users: [id] };
  await callsOf(holder).invite(client, body);
}

/** Changes the role of an existing grant. */
export async function updateGrant(
  client: ApiRequester,
  holder: GrantHolder,
  subject: GrantSubject,
  id: string,
  role: Role,
): Promise<void> {
  await callsOf(holder).update[subject](client, id, { role: officialEnum<GrantRole>(role) });
}

/** Removes a grant; removing one that is gone already changes nothing (204). */
export async function removeGrant(
  client: ApiRequester,
  holder: GrantHolder,
  subject: GrantSubject,
  id: string,
): Promise<void> {
  await callsOf(holder).remove[subject](client, id);
}
