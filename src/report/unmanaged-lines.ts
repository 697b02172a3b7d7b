import type { UnmanagedObject } from '../model/plan.js';

/** A grant's address: the site or space it is on, `.permissions.`, then its subject. */
const GRANT = /^((?:site|space)\.(?:"(?:[^"\\]|\\.)*"|[^.]+))\.permissions\.(member|team)\./;

/**
 * What an unmanaged object is, as the plan's lines say it: `team team_1` for an object
 * (its kind and live id), and for a grant made outside the config
 * (`site.portal.permissions.member.carol@acme.example`) its subject and what it is on,
 * `member usr_carol on site.portal` (`grant` true: its title is its role).
 */
export function unmanagedWhat(u: UnmanagedObject): { what: string; grant: boolean } {
  const grant = GRANT.exec(u.address);
  if (grant === null || (u.kind !== 'site' && u.kind !== 'space')) {
    return { what: `${u.kind} ${u.id}`, grant: false };
  }
  return { what: `${grant[2]} ${u.id} on ${grant[1]}`, grant: true };
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
