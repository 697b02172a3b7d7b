import * as z from 'zod';
import type { LiveRole } from '../live.js';
import { ROLES, type Role } from '../enumerations.js';
import { roleOrGuest } from '../schema/fields.js';
import { field, type FieldTable } from './field-row.js';

/** A role as the API answers it: an open string, or null (a guest); for every kind's rows. */
export const LIVE_ROLE = z.string().nullable();

/** The call that sends a member's fields: the official `updateMemberInOrganizationById`. */
export type MemberVia = 'patch';

/**
 * A member's fields (seed, "Members"; official `updateMemberInOrganizationById`): the
 * role alone. Members are never created: they are invited outside docform.
 */
export const MEMBER_FIELDS = {
  role: field<Role | null, LiveRole>()({
    doc: "the member's role in the organization; null is a guest",
    yaml: roleOrGuest,
    required: true,
    wire: { schema: LIVE_ROLE, required: true, absentAsNull: true },
    via: 'patch',
    known: ROLES,
  }),
} as const satisfies FieldTable<MemberVia>;
