import type { RequestBody } from '../../api/call-operation.js';
import {
  inviteMembers,
  listMembers,
  removeMember,
  updateMember,
} from '../../api/resources/members.js';
import { memberEmail } from '../../model/address.js';
import { DocformError } from '../../model/errors.js';
import type { InviteChange } from '../../model/plan.js';
import { MEMBER_FIELDS } from '../../model/fields/member-fields.js';
import type { HandlerContext, KindHandler } from '../handler.js';
import { sendLoop, type Senders } from '../senders.js';
import { bodyOf, changedFields, isEmpty, sentKeys } from '../wire.js';

type MemberPatch = RequestBody<'updateMemberInOrganizationById'>;

// typed as the official body's keys: a row sent under a key it lacks is a compile error
const PATCH_KEYS: readonly (keyof MemberPatch)[] = sentKeys(MEMBER_FIELDS, 'patch');

/** The calls that send a member's fields, one per `via` of its table. */
const SENDERS: Senders<typeof MEMBER_FIELDS, 'member', string> = {
  patch: async (ctx, id, fields) => {
    const body = bodyOf<MemberPatch>(MEMBER_FIELDS, fields, PATCH_KEYS);
    if (!isEmpty(body)) await updateMember(ctx.client, ctx.organization, id, body);
  },
};

const send = sendLoop(SENDERS);

/**
 * Members' roles: PATCH the role; delete removes the member (seed, "Members"). A removal
 * the API answers 202 is a request sent to the organization's admins: reported as
 * pending approval, not as done or failed (official `removeMemberFromOrganizationById`).
 */
export const memberHandler: KindHandler<'member'> = {
  invite: (change, ctx) => inviteMember(change, ctx),
  update: async (change, ctx) => {
    await send(ctx, change.id, changedFields(change), change);
  },
  delete: async (change, ctx) => {
    const outcome = await removeMember(ctx.client, ctx.organization, change.id);
    if (outcome === 'pending-approval') {
      ctx.pending("the API sent the removal to the organization's admins for approval");
    }
  },
};

/**
 * Invites one email with its role, one call per person so each invite has its own result
 * (the API's 400 names no email of a list). The answer names the user it added; an email
 * that is a member already (the answer to a retry whose first attempt landed, or someone
 * invited by hand meanwhile) adds no one, and the member is found by email instead, its
 * role set when it differs, so the invite ends as declared and nobody is invited twice.
 */
async function inviteMember(change: InviteChange<'member'>, ctx: HandlerContext): Promise<string> {
  const email = memberEmail(change.address);
  // the role as the official body types it (the same row the PATCH sends)
  const { role } = bodyOf<MemberPatch>(MEMBER_FIELDS, changedFields(change), PATCH_KEYS);
  if (role === undefined) throw new DocformError(`the invite of ${email} holds no role`);
  const body = { emails: [{ email, role }] };
  const [added] = await inviteMembers(ctx.client, ctx.organization, body);
  if (added !== undefined) return added;
  const lower = email.toLowerCase();
  const members = await listMembers(ctx.client, ctx.organization);
  const member = members.find((m) => m.email?.toLowerCase() === lower);
  if (member === undefined) {
    throw new DocformError(
      `the API added no member for ${email} and lists none with that email; plan again to see where it stands`,
    );
  }
  if (member.role !== role) await updateMember(ctx.client, ctx.organization, member.id, { role });
  return member.id;
}
