import { updateTeamMembers } from '../../api/resources/team-members.js';
import { createTeam, deleteTeam, listTeams, updateTeam } from '../../api/resources/teams.js';
import { createOrAdopt } from '../adopt.js';
import type { HandlerContext, KindHandler } from '../handler.js';
import { beforeOf, changedFields, text } from '../wire.js';

/**
 * Teams: created with PUT on the collection (official `createOrganizationTeam`);
 * membership through the official bulk `PUT .../teams/{id}/members` {add, remove},
 * which takes ids or emails (docs/api-differences.md, "Team membership").
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
    if (!byId && members.length > 0) await setMembers(ctx, id, members, []);
    return id;
  },
  update: async (change, ctx) => {
    const fields = changedFields(change);
    if (fields.has('title')) {
      const title = text(fields.get('title'), `${change.address} title`);
      await updateTeam(ctx.client, ctx.organization, change.id, { title });
    }
    if (fields.has('members')) {
      const after = strings(fields.get('members'));
      const before = strings(beforeOf(change, 'members'));
      const add = after.filter((m) => !before.includes(m));
      const remove = before.filter((m) => !after.includes(m));
      await setMembers(ctx, change.id, add, remove);
    }
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
): Promise<void> {
  if (add.length === 0 && remove.length === 0) return;
  await updateTeamMembers(ctx.client, ctx.organization, id, {
    ...(add.length > 0 ? { add: [...add] } : {}),
    ...(remove.length > 0 ? { remove: [...remove] } : {}),
  });
}

function strings(value: unknown): string[] {
  return Array.isArray(value) ? value.map(String) : [];
}
