import type { RequestContext } from '../handler.js';
import type { UserRecord } from '../world.js';

/** The official `User` object; an unknown user (hand-written world) shows its id. */
export function userView(ctx: RequestContext, userId: string): Record<string, unknown> {
  const user: UserRecord = ctx.world.users.find((u) => u.id === userId) ?? {
    id: userId,
    displayName: userId,
    email: '',
  };
  return {
    object: 'user',
    id: user.id,
    displayName: user.displayName,
    ...(user.email ? { email: user.email } : {}),
    ...(user.photoURL ? { photoURL: user.photoURL } : {}),
    urls: { location: `${ctx.origin}/v1/users/${user.id}` },
  };
}
