import { orgForAdmin } from '../access.js';
import { badRequest } from '../api-error.js';
import { objectBody, optionalBoolean } from '../body.js';
import { onlyFields, roleField } from '../checks.js';
import type { Handler, RequestContext, Route } from '../handler.js';
import type { OrganizationRecord, RoleValue, UserRecord } from '../world.js';

/** A plain address check: something@domain.tld, no spaces, at most 254 characters. */
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

interface Invitee {
  readonly email: string;
  readonly role: RoleValue | null | undefined;
}

/**
 * POST /orgs/{organizationId}/invites (inviteUsersToOrganization), admins only. The
 * official answer counts "users who were added to the organization", so an invite makes
 * members at once (docs/emulator.md, "Invites"): each email becomes a member with its
 * own `role`, else the body's `role`, else the organization's `defaultRole`, else
 * `read`. An unknown email becomes a new user; an email that already belongs to a member
 * changes nothing and is not counted. With `sso: true` the new members are SSO members,
 * except users already in another organization (`failedSSOEmails`, as documented).
 */
const inviteUsers: Handler = (ctx) => {
  const { org } = orgForAdmin(ctx);
  const body = objectBody(ctx.body);
  onlyFields(body, ['emails', 'role', 'sso']);
  const fallback = roleField(body, 'role');
  const sso = optionalBoolean(body, 'sso') ?? false;
  const invitees = readInvitees(body.emails);
  const users: string[] = [];
  const failedSSOEmails: string[] = [];
  for (const invitee of invitees) {
    const user = userFor(ctx, invitee.email);
    if (ctx.world.members.some((m) => m.organization === org.id && m.user === user.id)) continue;
    const elsewhere = ctx.world.members.some((m) => m.user === user.id);
    if (sso && elsewhere) failedSSOEmails.push(invitee.email);
    ctx.world.members.push({
      organization: org.id,
      user: user.id,
      role: roleOf(org, invitee.role, fallback),
      joinedAt: ctx.now(),
      disabled: false,
      sso: sso && !elsewhere,
    });
    users.push(user.id);
  }
  return {
    status: 200,
    body: { users, invited: users.length, ...(sso ? { failedSSOEmails } : {}) },
  };
};

function roleOf(
  org: OrganizationRecord,
  own: RoleValue | null | undefined,
  fallback: RoleValue | null | undefined,
): RoleValue | null {
  if (own !== undefined) return own;
  if (fallback !== undefined) return fallback;
  return org.defaultRole ?? 'read';
}

/** `emails`: strings, or `{email, role}` objects (official `InviteUsersToOrganization`). */
function readInvitees(value: unknown): Invitee[] {
  if (!Array.isArray(value)) throw badRequest('Field "emails" must be an array');
  const seen = new Set<string>();
  return value.flatMap((item, i): Invitee[] => {
    const invitee = readInvitee(item, `emails.${i}`);
    const key = invitee.email.toLowerCase();
    if (seen.has(key)) return [];
    seen.add(key);
    return [invitee];
  });
}

function readInvitee(item: unknown, at: string): Invitee {
  if (typeof item === 'string') return { email: checkedEmail(item, at), role: undefined };
  const entry = objectBody(item);
  onlyFields(entry, ['email', 'role']);
  if (typeof entry.email !== 'string') throw badRequest(`Field "${at}.email" is required`);
  if (entry.role === undefined) throw badRequest(`Field "${at}.role" is required`);
  return { email: checkedEmail(entry.email, `${at}.email`), role: roleField(entry, 'role') };
}

function checkedEmail(email: string, at: string): string {
  if (email.length > 254 || !EMAIL.test(email)) {
    throw badRequest(`Field "${at}" must be an email address`);
  }
  return email;
}

/** The user with that email (case-insensitive), or a new one named after it. */
function userFor(ctx: RequestContext, email: string): UserRecord {
  const lower = email.toLowerCase();
  const known = ctx.world.users.find((u) => u.email.toLowerCase() === lower);
  if (known) return known;
  const user: UserRecord = {
    id: ctx.newId('usr'),
    displayName: email.slice(0, email.indexOf('@')),
    email,
  };
  ctx.world.users.push(user);
  return user;
}

export const inviteRoutes: Route[] = [
  { method: 'POST', pattern: '/orgs/:organizationId/invites', handler: inviteUsers },
];
