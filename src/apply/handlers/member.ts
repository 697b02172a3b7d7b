import type { RequestBody } from '../../api/call-operation.js';
import { removeMember, updateMember } from '../../api/resources/members.js';
import type { KindHandler } from '../handler.js';
import { changedFields } from '../wire.js';

/**
 * Members' roles: PATCH the role; delete removes the member (seed, "Members"). A removal
 * the API answers 202 is a request sent to the organization's admins: reported as
 * pending approval, not as done or failed (official `removeMemberFromOrganizationById`).
 */
export const memberHandler: KindHandler<'member'> = {
  update: async (change, ctx) => {
    const fields = changedFields(change);
    if (!fields.has('role')) return;
    const role = fields.get('role') as RequestBody<'updateMemberInOrganizationById'>['role'];
    await updateMember(ctx.client, ctx.organization, change.id, { role });
  },
  delete: async (change, ctx) => {
    const outcome = await removeMember(ctx.client, ctx.organization, change.id);
    if (outcome === 'pending-approval') {
      ctx.pending("the API sent the removal to the organization's admins for approval");
    }
  },
};
