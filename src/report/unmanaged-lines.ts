import type { UnmanagedObject } from '../model/plan.js';

/**
 * An unmanaged entry as the text and Markdown lines say it, in pieces each renderer
 * escapes and joins its own way: `ADDRESS (WHAT) "TITLE": STATE [admin] (REASON)`.
 */
interface UnmanagedLine {
  /** What it is: `team team_1`, `member usr_carol on site.portal`, `share link on site.portal`. */
  readonly what: string;
  /** Its title, when the address and state do not say it already. */
  readonly title?: string;
  /** What it grants or its state: `role admin`, `role edit`, `active`, `to /guides`. */
  readonly state?: string;
  /** An admin (a member, a grant, a SAML provider's default role): flagged. */
  readonly admin: boolean;
  /** Why a prune keeps it (a space that undeclared sites publish). */
  readonly reason?: string;
}

/** The flag of an unmanaged admin, in text and Markdown. */
export const ADMIN_FLAG = '[admin]';

/** The pieces of one unmanaged entry's line. */
export function unmanagedLine(u: UnmanagedObject): UnmanagedLine {
  const reason = unmanagedReason(u);
  return {
    ...partOf(u),
    admin: u.admin === true,
    ...(reason === undefined ? {} : { reason }),
  };
}

/** What the entry is, its title when shown, and its state, by what it is part of. */
function partOf(u: UnmanagedObject): Pick<UnmanagedLine, 'what' | 'title' | 'state'> {
  switch (u.part) {
    case 'grant':
      // a grant's title is its role, said as a member's is: `...: role edit`, so an
      // admin grant reads `role admin [admin]`, never the bare `admin [admin]`
      return { what: `${grantSubject(u)} ${u.id} on ${u.on ?? '?'}`, state: `role ${u.title}` };
    case 'share-link':
      return {
        what: `share link on ${u.on ?? '?'}`,
        state: u.active === false ? 'switched off' : 'active',
      };
    case 'team-member':
      // an owner whose role the team does not declare (no `owners:`) says so
      return {
        what: `member ${u.id} of ${u.on ?? '?'}`,
        title: u.title,
        ...(u.role === 'owner' ? { state: 'owner' } : {}),
      };
    case undefined: {
      const state = objectState(u);
      return {
        what: `${u.kind} ${u.id}`,
        title: u.title,
        ...(state === undefined ? {} : { state }),
      };
    }
  }
}

/**
 * What an object of its own kind grants or is: a member's role, a SAML provider's role
 * for who signs in with it, a redirect's destination, a site's visibility.
 */
function objectState(u: UnmanagedObject): string | undefined {
  const role = u.role === undefined ? undefined : (u.role ?? 'guest');
  if (role !== undefined) return u.kind === 'saml' ? `default role ${role}` : `role ${role}`;
  if (u.destination !== undefined) return `to ${u.destination}`;
  if (u.access !== undefined) return `visibility ${u.access}`;
  return undefined;
}

/** `member` or `team`: the segment after `.permissions.` in a grant's address. */
function grantSubject(u: UnmanagedObject): string {
  const rest = u.address.slice(`${u.on ?? ''}.permissions.`.length);
  return rest.startsWith('team.') ? 'team' : 'member';
}

/**
 * Why `prune: [spaces]` keeps a space, as the plan's line ends with it: `not pruned:
 * published by site.blog, which the config does not declare`. Undefined for any other
 * unmanaged object.
 */
export function unmanagedReason(u: UnmanagedObject): string | undefined {
  const sites = u.publishedBy;
  if (sites === undefined || sites.length === 0) return undefined;
  return `not pruned: published by ${sites.join(', ')}, which the config does not declare`;
}
