import type { RequestBody } from '../../api/call-operation.js';
import { updateTeamMembers } from '../../api/resources/team-members.js';
import { createTeam, deleteTeam, listTeams, updateTeam } from '../../api/resources/teams.js';
import { TEAM_FIELDS } from '../../model/fields/team-fields.js';
import { namesWith } from '../../model/fields/field-row.js';
import { createOrAdopt } from '../adopt.js';
import type { HandlerContext, KindHandler } from '../handler.js';
import { sendLoop, type Senders } from '../senders.js';
import { beforeOf, bodyOf, changedFields, isEmpty, sentKeys, text } from '../wire.js';

type TeamPatch = RequestBody<'updateTeamInOrganizationById'>;

// typed as the official body's keys: a row sent under a key it lacks is a compile error
const PATCH_KEYS: readonly (keyof TeamPatch)[] = sentKeys(TEAM_FIELDS, 'patch');

/** The fields the create request sends: the calls after it leave them out. */
const CREATED = namesWith(TEAM_FIELDS, 'inCreate');

/**
 * The calls that send a team's fields on its id, one per `via` of its table
 * (model/fields/team-fields.ts), in this order. Membership is sent as what to add and
 * remove.
 */
const SENDERS: Senders<typeof TEAM_FIELDS, 'team', string> = {
  patch: async (ctx, id, fields) => {
    const body = bodyOf<TeamPatch>(TEAM_FIELDS, fields, PATCH_KEYS);
    if (!isEmpty(body)) await updateTeam(ctx.client, ctx.organization, id, body);
  },
  members: async (ctx, id, fields, change) => {
    const [add, remove] = fields.has('members')
      ? difference(strings(beforeOf(change, 'members')), strings(fields.get('members')))
      : [[], []];
    const [promote, demote] = fields.has('owners')
      ? difference(strings(beforeOf(change, 'owners')), strings(fields.get('owners')))
      : [[], []];
    // a removed owner leaves the team: no role to set
    const roles: Record<string, 'owner' | 'member'> = {};
    for (const user of promote) roles[user] = 'owner';
    for (const user of demote) if (!remove.includes(user)) roles[user] = 'member';
    await setMembers(ctx, id, add, remove, roles);
  },
};

/** What `after` adds to `before`, and what it drops. */
function difference(before: readonly string[], after: readonly string[]): [string[], string[]] {
  return [after.filter((m) => !before.includes(m)), before.filter((m) => !after.includes(m))];
}

const send = sendLoop(SENDERS);

/**
 * Teams: created with PUT on the collection (official `createOrganizationTeam`), with
 * their members when every one is a user id (the create takes no emails); membership
 * otherwise, and the team roles (`owners`), through one official bulk
 * `PUT .../teams/{id}/members` {add, remove, memberships}, which takes ids or emails
 * (docs/api-differences.md, "Team membership").
 */
export const teamHandler: KindHandler<'team'> = {
  create: async (change, ctx) => {
    const fields = changedFields(change);
    const title = text(fields.get('title'), `${change.address} title`);
    const members = strings(fields.get('members'));
    const byId = members.every((m) => !m.includes('@'));
    const { id } = await createOrAdopt(ctx, {
      create: async () => {
        const body = { title, ...(byId && members.length > 0 ? { members } : {}) };
        return createTeam(ctx.client, ctx.organization, body);
      },
      find: async () =>
        (await listTeams(ctx.client, ctx.organization, title)).filter((t) => t.title === title),
      remove: (teamId) => deleteTeam(ctx.client, ctx.organization, teamId),
    });
    for (const name of CREATED) fields.delete(name);
    if (byId) fields.delete('members');
    await send(ctx, id, fields, change);
    return id;
  },
  update: async (change, ctx) => {
    await send(ctx, change.id, changedFields(change), change);
  },
  delete: async (change, ctx) => {
    await deleteTeam(ctx.client, ctx.organization, change.id);
  },
};

async function setMembers(
  ctx: HandlerContext,
  id: string,
  add: readonly string[],
  remove: readonly string[],
  roles: Readonly<Record<string, 'owner' | 'member'>>,
): Promise<void> {
  if (add.length === 0 && remove.length === 0 && isEmpty(roles)) return;
  await updateTeamMembers(ctx.client, ctx.organization, id, { add, remove, roles });
}

function strings(value: unknown): string[] {
  return Array.isArray(value) ? value.map(String) : [];
}
