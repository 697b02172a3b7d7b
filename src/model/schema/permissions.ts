import * as z from 'zod';
import type { Role } from '../enumerations.js';
import { email, role } from './fields.js';

/**
 * Who may do what on a site or a space (official `inviteToSite` / `inviteToSpace` and the
 * team and user forms): a role by team (a key under `teams:`, or a live team id) and by
 * member email. `null` removes the grant of a declared key.
 */
export const permissions = z.strictObject({
  teams: z.record(z.string().min(1), role.nullable()).optional(),
  members: z.record(email, role.nullable()).optional(),
});

/** The declared grants: role by team key (or id) and by email; null removes one. */
export interface DesiredPermissions {
  readonly teams?: Readonly<Record<string, Role | null>>;
  readonly members?: Readonly<Record<string, Role | null>>;
}

/**
 * The grants the API lists on a site or space, by team id and by user id, with the
 * member's email when the answer gives it. A role as answered (null: the guest role of
 * a site grant).
 */
export interface LivePermissions {
  readonly teams: Readonly<Record<string, string | null>>;
  readonly members: Readonly<Record<string, string | null>>;
  readonly emails: Readonly<Record<string, string>>;
}

/** Roles by grant key (a team key or id, an email or user id), as a plan holds them. */
export type GrantRoles<R extends string = string> = Readonly<Record<string, R | null>>;

/**
 * A `permissions` field of a plan, before or after: the grants of the declared lists,
 * teams by key (or id) and members by email (or user id). Its `after` holds declared
 * roles (`DeclaredGrants`), its `before` the roles the API answered.
 */
export interface PlannedGrants<R extends string = string> {
  readonly teams?: GrantRoles<R>;
  readonly members?: GrantRoles<R>;
}

/** The grants a plan sets: the declared roles, by team key (or id) and email. */
export type DeclaredGrants = PlannedGrants<Role>;
