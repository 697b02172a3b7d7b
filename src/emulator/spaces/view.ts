import { gitSyncField } from '../git-sync/view.js';
import { callerRole, roleAtLeast } from '../roles.js';
import type { RequestContext } from '../handler.js';
import type { RoleValue, SpaceRecord } from '../world.js';

/** Platform host of published content (the seed's `urls.published`/`public` are not shown). */
const PUBLISHED_HOST = 'https://acme.gitbook.io';

/**
 * The official `Space` object for a stored space: server-managed counters are zero (the
 * emulator holds no change requests or comments), `revision` is a stable id derived from
 * the space, and `permissions` follow the caller's role in the owning organization (a
 * list passes it, found once rather than by a scan of the members per space).
 */
export function spaceView(
  ctx: RequestContext,
  space: SpaceRecord,
  role: RoleValue | null | undefined = callerRole(ctx, space.organization),
): Record<string, unknown> {
  const location = `${ctx.origin}/v1/spaces/${space.id}`;
  const published = `${PUBLISHED_HOST}/${space.organization}/${space.id}`;
  return {
    object: 'space',
    id: space.id,
    title: space.title,
    emoji: space.emoji ?? '',
    visibility: space.visibility,
    createdAt: space.createdAt,
    updatedAt: space.updatedAt,
    ...(space.deletedAt ? { deletedAt: space.deletedAt } : {}),
    ...(space.editMode ? { editMode: space.editMode } : {}),
    mergeRules: space.mergeRules,
    urls: {
      location,
      app: `${ctx.origin}/app/s/${space.id}`,
      // Official Space.urls: `published` unless private, `public` only when public.
      ...(space.visibility !== 'private' ? { published } : {}),
      ...(space.visibility === 'public' ? { public: published } : {}),
      ...(space.icon ? { icon: space.icon } : {}),
    },
    organization: space.organization,
    ...(space.parent !== undefined ? { parent: space.parent } : {}),
    ...(space.language ? { language: space.language } : {}),
    revision: `rev_${space.id}`,
    ...gitSyncField(ctx.world, 'space', space.id),
    defaultLevel: space.defaultLevel,
    comments: 0,
    changeRequests: 0,
    changeRequestsOpen: 0,
    changeRequestsDraft: 0,
    permissions: {
      view: role !== undefined,
      access: role !== undefined,
      admin: roleAtLeast(role, 'admin'),
      viewInviteLinks: roleAtLeast(role, 'admin'),
      edit: roleAtLeast(role, 'edit'),
      triggerGitSync: roleAtLeast(role, 'edit'),
      comment: roleAtLeast(role, 'comment'),
      merge: roleAtLeast(role, 'edit'),
      review: roleAtLeast(role, 'review'),
      installIntegration: roleAtLeast(role, 'admin'),
    },
  };
}
