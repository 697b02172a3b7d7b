import type { Diagnostic } from '../model/diagnostic.js';
import { INSUFFICIENT_ROLE } from '../model/gate-codes.js';
import type { LiveState } from '../model/live.js';
import type { Change } from '../model/plan.js';
import { count } from '../model/count.js';

/**
 * Every change docform makes needs the admin role in the organization (settings, roles,
 * teams, SAML providers, OpenAPI specs, sites and space settings: seed, "Role"). A
 * token whose user is not an admin still plans (a plan job on a pull request often runs
 * with a read-only token, on purpose): one warning names the role needed, and apply
 * refuses such a plan before any write (a `permission` gate, src/model/gates.ts).
 */
export function permissionWarnings(
  changes: readonly Change[],
  live: LiveState,
  organization: string,
): Diagnostic[] {
  const caller = live.caller;
  if (caller === undefined || changes.length === 0 || caller.role === 'admin') return [];
  const who = caller.email ?? caller.id;
  const role = caller.role === null ? 'no role (not a member)' : `role ${caller.role}`;
  return [
    {
      severity: 'warning',
      code: INSUFFICIENT_ROLE,
      message: `the token belongs to ${who}, who has ${role} in ${organization}; ${changes.length === 1 ? 'this change needs' : `these ${count(changes.length, 'change')} need`} the admin role`,
      hint: 'review the plan with this token; apply it with the token of an admin',
    },
  ];
}
