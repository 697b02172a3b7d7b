import type { PermissionRecord, RoleValue, World } from '../world.js';

/*
 * Grants of a role on a site or a space to a team or a user, in `world.permissions`.
 * Order is the order of the grants' creation, so lists are stable; a grant that changes
 * role keeps its place.
 */

export type GrantTarget = PermissionRecord['on'];
export type GrantSubject = PermissionRecord['subject'];

/** The grants on one site or space, of one kind of subject, in creation order. */
export function grantsOn(
  world: World,
  on: GrantTarget,
  target: string,
  subject: GrantSubject,
): PermissionRecord[] {
  return world.permissions.filter(
    (g) => g.on === on && g.target === target && g.subject === subject,
  );
}

export function findGrant(
  world: World,
  on: GrantTarget,
  target: string,
  subject: GrantSubject,
  subjectId: string,
): PermissionRecord | undefined {
  return world.permissions.find(
    (g) => g.on === on && g.target === target && g.subject === subject && g.subjectId === subjectId,
  );
}

/** Grants `role`, or changes the role of the grant already there. */
export function setGrant(
  world: World,
  grant: Omit<PermissionRecord, 'role'>,
  role: RoleValue | null,
): void {
  const found = findGrant(world, grant.on, grant.target, grant.subject, grant.subjectId);
  if (found) found.role = role;
  else world.permissions.push({ ...grant, role });
}

/** Removes one grant; whether it existed. */
export function removeGrant(world: World, grant: PermissionRecord): boolean {
  const index = world.permissions.indexOf(grant);
  if (index < 0) return false;
  world.permissions.splice(index, 1);
  return true;
}

/*
 * What goes with a deleted object: a team's grants with the team, a member's grants on
 * the organization's sites, spaces and collections with the membership, a site's or a
 * collection's grants with it. A space in the trash keeps its grants, so a restore
 * brings them back.
 */

export function forgetTeamGrants(world: World, team: string): void {
  dropGrants(world, (g) => g.subject === 'team' && g.subjectId === team);
}

export function forgetSiteGrants(world: World, site: string): void {
  dropGrants(world, (g) => g.on === 'site' && g.target === site);
}

export function forgetCollectionGrants(world: World, collection: string): void {
  dropGrants(world, (g) => g.on === 'collection' && g.target === collection);
}

export function forgetMemberGrants(world: World, organization: string, user: string): void {
  const ids = (records: readonly { organization: string; id: string }[]): Set<string> =>
    new Set(records.filter((r) => r.organization === organization).map((r) => r.id));
  const targets = {
    site: ids(world.sites),
    space: ids(world.spaces),
    collection: ids(world.collections),
  };
  dropGrants(
    world,
    (g) => g.subject === 'user' && g.subjectId === user && targets[g.on].has(g.target),
  );
}

function dropGrants(world: World, gone: (grant: PermissionRecord) => boolean): void {
  if (!world.permissions.some(gone)) return;
  world.permissions = world.permissions.filter((g) => !gone(g));
}
