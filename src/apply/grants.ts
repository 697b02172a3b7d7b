import type { GrantHolder } from '../api/resources/permissions.js';
import { inviteGrant, removeGrant, updateGrant } from '../api/resources/permissions.js';
import { memberAddress, teamAddress } from '../model/address.js';
import type { GrantKind } from '../model/kinds.js';
import type { FieldChange } from '../model/plan.js';
import type { DeclaredGrants, PlannedGrants } from '../model/schema/permissions.js';
import type { HandlerContext } from './handler.js';

const SUBJECTS = [
  ['teams', 'team', teamAddress],
  ['members', 'user', memberAddress],
] as const;

/**
 * The calls of a `permissions` change of a site, space or collection (src/plan/kinds/permissions-pair.ts):
 * for each key, an invite when it had no grant, a role change when its role differs, and
 * a removal when the plan leaves it none. A key is a team key or email whose id the plan
 * names (`refs`) or this run created, else a live id itself.
 */
export async function sendGrants(
  ctx: HandlerContext,
  holder: GrantHolder,
  field: FieldChange<GrantKind> | undefined,
): Promise<void> {
  if (field?.path !== 'permissions') return;
  const after: DeclaredGrants = field.after ?? {};
  const before: PlannedGrants = field.before ?? {};
  for (const [list, subject, address] of SUBJECTS) {
    const wanted = after[list] ?? {};
    const held = before[list] ?? {};
    const idOf = (key: string): string => ctx.idOf(address(key)) ?? key;
    for (const [key, role] of Object.entries(wanted)) {
      if (role === null || held[key] === role) continue;
      const send = Object.hasOwn(held, key) ? updateGrant : inviteGrant;
      await send(ctx.client, holder, subject, idOf(key), role);
    }
    for (const key of Object.keys(held)) {
      if (!Object.hasOwn(wanted, key)) await removeGrant(ctx.client, holder, subject, idOf(key));
    }
  }
}
