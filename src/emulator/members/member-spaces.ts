import { orgForCaller } from '../access.js';
import { badRequest, notFound } from '../api-error.js';
import type { Reply, RequestContext, Route } from '../handler.js';
import { paginate } from '../paginate.js';
import { effectiveRole } from '../permissions/effective-role.js';
import { spaceView } from '../spaces/view.js';

/**
 * `GET /orgs/{organizationId}/members/{userId}/spaces` (official
 * `listSpacesForOrganizationMember`): the spaces of the organization the member can
 * access, each as `MemberContentPermission` `{permission, space}`, the permission being
 * the member's effective role on it (permissions/effective-role.ts). Ordered by creation,
 * `order` `desc` (the default) or `asc`; paginated. 404 for a user who is no member.
 */
function listMemberSpaces(ctx: RequestContext): Reply {
  const { org } = orgForCaller(ctx);
  const member = ctx.world.members.find(
    (m) => m.organization === org.id && m.user === ctx.params.userId,
  );
  if (!member) throw notFound('No matching member found in the organization');
  const order = ctx.query.get('order') ?? 'desc';
  if (order !== 'asc' && order !== 'desc') {
    throw badRequest('Invalid query parameter "order": expected one of asc, desc');
  }
  const rows = ctx.world.spaces
    .filter((s) => s.organization === org.id && !s.deletedAt)
    .sort((a, b) => a.createdAt.localeCompare(b.createdAt) || a.id.localeCompare(b.id))
    .flatMap((space) => {
      const scope = { on: 'space' as const, target: space.id, defaultLevel: space.defaultLevel };
      const role = effectiveRole(ctx.world, member, scope)?.role;
      // a space takes no guest grant: a role, or no access
      return role === undefined || role === null ? [] : [{ space, role }];
    });
  const page = paginate(order === 'desc' ? rows.reverse() : rows, ctx.query);
  const items = page.items.map((r) => ({ permission: r.role, space: spaceView(ctx, r.space) }));
  return { status: 200, body: { ...page, items } };
}

export const memberSpacesRoute: Route = {
  method: 'GET',
  pattern: '/orgs/:organizationId/members/:userId/spaces',
  handler: listMemberSpaces,
};
