import type { Address } from '../model/address.js';
import type { DesiredState } from '../model/desired.js';
import type { Diagnostic } from '../model/diagnostic.js';
import { ROLES } from '../model/enumerations.js';
import { holdsGrants } from '../model/kinds.js';
import type { LiveState } from '../model/live.js';
import type { SourceLocation } from '../model/location.js';
import type { Change } from '../model/plan.js';
import type { GrantRoles } from '../model/schema/permissions.js';
import { atValue } from './field-locations.js';

/**
 * A plan that removes or lowers the grant of the token's own user on a site, space or
 * collection
 * (`permissions.members`): the token loses the access it had there, by surprise. An
 * error naming the grant, with the way out; no flag overrides it.
 */
export function ownGrantGuard(
  changes: readonly Change[],
  live: LiveState,
  desired?: DesiredState,
): Diagnostic[] {
  const email = live.caller?.email?.toLowerCase();
  if (email === undefined) return [];
  const out: Diagnostic[] = [];
  for (const c of changes) {
    if (!holdsGrants(c.kind)) continue;
    const field = c.fields?.find((f) => f.path === 'permissions');
    const before = membersOf(field?.before);
    const key = Object.keys(before).find((k) => k.toLowerCase() === email);
    if (field === undefined || key === undefined) continue;
    const held = before[key];
    const after = membersOf(field.after)[key];
    if (after !== undefined && rank(after) >= rank(held)) continue;
    const now = after === undefined ? 'removes it' : `lowers it to ${String(after)}`;
    out.push({
      severity: 'error',
      code: 'lockout-own-grant',
      address: c.address,
      ...(desired === undefined ? {} : grantAt(desired, c.address, key)),
      message: `${key} is the user whose token runs docform and holds ${String(held)} on ${c.address}: this plan ${now}, taking away the token's own access there`,
      hint: `keep \`${key}: ${String(held)}\` under ${c.address}'s permissions.members, or have another admin make this change`,
    });
  }
  return out;
}

/**
 * Where the grant is written: the member's own line, else (a grant pruned, not declared)
 * the `members:` key, else `permissions:`.
 */
function grantAt(
  desired: DesiredState,
  address: Address,
  key: string,
): { location?: SourceLocation } {
  for (const field of [`permissions.members.${key}`, 'permissions.members', 'permissions']) {
    const at = atValue(desired, address, field);
    if (at.location !== undefined) return at;
  }
  return {};
}

function membersOf(value: unknown): GrantRoles {
  if (typeof value !== 'object' || value === null) return {};
  const members = (value as { members?: unknown }).members;
  return typeof members === 'object' && members !== null ? (members as GrantRoles) : {};
}

/** Higher for more access: `admin` first in ROLES. */
function rank(role: unknown): number {
  const i = ROLES.indexOf(role as (typeof ROLES)[number]);
  return i < 0 ? -1 : ROLES.length - i;
}
