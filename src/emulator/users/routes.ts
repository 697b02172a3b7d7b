import { notFound } from '../api-error.js';
import type { Reply, RequestContext, Route } from '../handler.js';
import { userView } from './view.js';

/** The user of the Bearer token (official `getAuthenticatedUser`). */
export const userRoutes: Route[] = [{ method: 'GET', pattern: '/user', handler: currentUser }];

/** 404 (documented by the official spec) when the token names a user the world lacks. */
function currentUser(ctx: RequestContext): Reply {
  if (!ctx.world.users.some((u) => u.id === ctx.userId)) throw notFound('User not found');
  return { status: 200, body: userView(ctx, ctx.userId) };
}
