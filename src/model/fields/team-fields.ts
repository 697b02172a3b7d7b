import * as z from 'zod';
import { email, text } from '../schema/fields.js';
import type { IdRef } from '../plan.js';
import type { MaybeSecret } from '../secret.js';
import { field, type FieldTable } from './field-row.js';

/**
 * The calls that send a team's fields (src/apply/handlers/team.ts): the official
 * `updateTeamInOrganizationById` PATCH, and the bulk membership PUT
 * (`updateMembersInOrganizationTeam`: `{add, remove, memberships}`, the last setting the
 * team roles `owner` and `member`).
 */
export type TeamVia = 'patch' | 'members';

/** A team's fields (seed, "Teams"; official `createOrganizationTeam`), in docs/config.md's order. */
export const TEAM_FIELDS = {
  title: field<MaybeSecret, string>()({
    doc: 'the team title (1-64 characters); matches the live team',
    yaml: text(1, 64),
    required: true,
    strings: 'text',
    wire: { schema: z.string(), required: true },
    via: 'patch',
    inCreate: true,
  }),
  // planned as member IdRefs, sorted (src/plan/kinds/team-kind.ts)
  members: field<readonly string[], readonly string[], readonly IdRef[], readonly IdRef[]>()({
    doc: 'member emails, compared as a set; omitted = membership not managed',
    yaml: z.array(email).describe('member emails; omitted = membership not managed'),
    strings: 'plain',
    // read by a call of its own, the team's members, as user ids
    compare: 'ref',
    refTo: 'member',
    via: 'members',
    renameEvidence: true,
  }),
  // planned as member IdRefs, sorted; each must be in `members` (src/config/rules/team-owners.ts)
  owners: field<readonly string[], readonly string[], readonly IdRef[], readonly IdRef[]>()({
    doc: 'member emails with the team role owner (each one of `members`); the others are members',
    yaml: z.array(email).describe('member emails with the team role owner; each one of members'),
    strings: 'plain',
    // read with the members, from each one's team role
    compare: 'ref',
    refTo: 'member',
    via: 'members',
  }),
} as const satisfies FieldTable<TeamVia>;
