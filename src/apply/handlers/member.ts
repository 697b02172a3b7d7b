import type { RequestBody } from '../../api/call-operation.js';
import { removeMember, updateMember } from '../../api/resources/members.js';
import { MEMBER_FIELDS, type MemberVia } from '../../model/fields/member-fields.js';
import type { HandlerContext, KindHandler } from '../handler.js';
import type { FieldValues } from '../wire.js';
import { bodyOf, changedFields, isEmpty, sentKeys } from '../wire.js';

type MemberPatch = RequestBody<'updateMemberInOrganizationById'>;

// typed as the official body's keys: a row sent under a key it lacks is a compile error
const PATCH_KEYS: readonly (keyof MemberPatch)[] = sentKeys(MEMBER_FIELDS, 'patch');

type Sender = (ctx: HandlerContext, id: string, fields: FieldValues<'member'>) => Promise<void>;

/** The calls that send a member's fields, one per `via` of its table. */
const SENDERS: { readonly [V in MemberVia]: Sender } = {
  patch: async (ctx, id, fields) => {
    const body = bodyOf<MemberPatch>(MEMBER_FIELDS, fields, PATCH_KEYS);
    if (!isEmpty(body)) await updateMember(ctx.client, ctx.organization, id, body);
  },
};

/**
 * Members' roles: PATCH the role; delete removes the member (seed, "Members"). A removal
 * the API answers 202 is a request sent to the organization's admins: reported as
 * pending approval, not as done or failed (official `removeMemberFromOrganizationById`).
 */
export const memberHandler: KindHandler<'member'> = {
  update: async (change, ctx) => {
    await SENDERS.patch(ctx, change.id, changedFields(change));
  },
  delete: async (change, ctx) => {
    const outcome = await removeMember(ctx.client, ctx.organization, change.id);
    if (outcome === 'pending-approval') {
      ctx.pending("the API sent the removal to the organization's admins for approval");
    }
  },
};
