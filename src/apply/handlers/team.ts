import { createOrAdopt, idIn } from '../adopt.js';
import type { HandlerContext, KindHandler } from '../handler.js';
import { beforeOf, changedFields } from '../wire.js';
import { enc, needId, orgPath } from './paths.js';

/**
 * Teams: created with PUT on the collection (seed, "Teams"); membership through the
 * official bulk `PUT .../teams/{id}/members` {add, remove}, which takes ids or emails
 * (docs/api-differences.md #14).
 */
export const teamHandler: KindHandler = {
  create: async (change, ctx) => {
    const fields = changedFields(change);
    const title = fields.get('title');
    const members = strings(fields.get('members'));
    const byId = members.every((m) => !m.includes('@'));
    const id = await createOrAdopt(
      ctx,
      async () =>
        idIn(
          await ctx.api.send('PUT', `${orgPath(ctx)}/teams`, {
            title,
            ...(byId && members.length > 0 ? { members } : {}),
          }),
        ),
      () => findTeam(ctx, String(title)),
    );
    if (!byId && members.length > 0) await updateMembers(ctx, id, members, []);
    return id;
  },
  update: async (change, ctx) => {
    const fields = changedFields(change);
    const id = needId(change);
    if (fields.has('title')) {
      await ctx.api.send('PATCH', `${orgPath(ctx)}/teams/${enc(id)}`, {
        title: fields.get('title'),
      });
    }
    if (fields.has('members')) {
      const after = strings(fields.get('members'));
      const before = strings(beforeOf(change, 'members'));
      const add = after.filter((m) => !before.includes(m));
      const remove = before.filter((m) => !after.includes(m));
      await updateMembers(ctx, id, add, remove);
    }
  },
  delete: async (change, ctx) => {
    await ctx.api.send('DELETE', `${orgPath(ctx)}/teams/${enc(needId(change))}`);
  },
};

async function updateMembers(
  ctx: HandlerContext,
  id: string,
  add: readonly string[],
  remove: readonly string[],
): Promise<void> {
  if (add.length === 0 && remove.length === 0) return;
  await ctx.api.send('PUT', `${orgPath(ctx)}/teams/${enc(id)}/members`, {
    ...(add.length > 0 ? { add } : {}),
    ...(remove.length > 0 ? { remove } : {}),
  });
}

async function findTeam(ctx: HandlerContext, title: string): Promise<string | undefined> {
  const items = await ctx.api.list(`${orgPath(ctx)}/teams`, { title });
  return exactTitle(items, title);
}

export function exactTitle(
  items: readonly unknown[],
  title: string,
  key = 'title',
): string | undefined {
  const found = items.find((i) => (i as Record<string, unknown>)[key] === title);
  return (found as { id?: string } | undefined)?.id;
}

function strings(value: unknown): string[] {
  return Array.isArray(value) ? value.map(String) : [];
}
