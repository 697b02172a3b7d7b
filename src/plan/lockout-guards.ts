import type { Address } from '../model/address.js';
import type { DesiredState } from '../model/desired.js';
import type { Diagnostic } from '../model/diagnostic.js';
import type { LiveState } from '../model/live.js';
import type { Change } from '../model/plan.js';
import { count } from '../model/count.js';
import { isIdRef } from '../model/id-ref.js';
import { ownGrantGuard } from './grant-lockout.js';

/**
 * Plans that would lock the organization out, refused as errors with the address and
 * the way out. No flag overrides a guard: only a change of the config does. Each guard
 * judges the organization the plan leaves (today's, with the plan's changes applied):
 * 1. no admin left: every live admin demoted or removed, and no member made admin;
 * 2. the token's own admin role taken away, which fails every write after it;
 * 3. every SAML provider deleted while SSO is on;
 * 4. the site `settings.defaultContent` names deleted;
 * 5. the token's own grant on a site or space removed or lowered (grant-lockout.ts).
 */
export function lockoutGuards(
  changes: readonly Change[],
  live: LiveState,
  desired?: DesiredState,
): Diagnostic[] {
  return [
    ...adminGuards(changes, live),
    ...ssoGuard(changes, live),
    ...defaultContentGuard(changes, live),
    ...ownGrantGuard(changes, live, desired),
  ];
}

/** The member changes that take the admin role away, by the member's user id. */
function demotions(changes: readonly Change[]): Map<string, Change> {
  const out = new Map<string, Change>();
  for (const c of changes) {
    if (c.kind !== 'member') continue;
    if (c.action === 'delete') out.set(c.id, c);
    const role = c.fields?.find((f) => f.path === 'role');
    if (c.action === 'update' && role !== undefined && role.after !== 'admin') out.set(c.id, c);
  }
  return out;
}

/** True when a change of the plan gives some member the admin role. */
function promotesAnyone(changes: readonly Change[]): boolean {
  return changes.some(
    (c) =>
      c.kind === 'member' &&
      c.action === 'update' &&
      c.fields?.some((f) => f.path === 'role' && f.after === 'admin') === true,
  );
}

function adminGuards(changes: readonly Change[], live: LiveState): Diagnostic[] {
  const out: Diagnostic[] = [];
  const demoted = demotions(changes);
  if (demoted.size === 0) return out;
  const caller = live.caller;
  const own = caller === undefined ? undefined : demoted.get(caller.id);
  if (own !== undefined && caller?.role === 'admin') {
    out.push(
      guard(
        own.address,
        'lockout-own-admin',
        `${own.address} is the user whose token runs docform: taking away their admin role fails every write after it and every later apply with this token`,
        'keep `admin` for this member in the config, or have another admin make this change',
      ),
    );
  }
  // judged on the organization the plan leaves: a member this plan makes admin counts
  const admins = (live.members ?? []).filter((m) => m.role === 'admin');
  if (admins.length > 0 && !promotesAnyone(changes) && admins.every((m) => demoted.has(m.id))) {
    for (const m of admins) {
      const change = demoted.get(m.id);
      if (change === undefined) continue;
      out.push(
        guard(
          change.address,
          'lockout-last-admin',
          `this plan leaves the organization without an admin: ${change.address} ${admins.length === 1 ? 'is its only admin' : `is among its last ${count(admins.length, 'admin')}`}`,
          'keep at least one member `admin` under `members:`',
        ),
      );
    }
  }
  return out;
}

function ssoGuard(changes: readonly Change[], live: LiveState): Diagnostic[] {
  const planned = plannedSetting(changes, 'sso');
  const sso = planned.changed ? planned.after === true : (live.organization.sso ?? false);
  const providers = live.saml ?? [];
  if (!sso || providers.length === 0) return [];
  if (changes.some((c) => c.kind === 'saml' && (c.action === 'create' || c.action === 'replace'))) {
    return [];
  }
  const deleted = changes.filter((c) => c.kind === 'saml' && c.action === 'delete');
  if (!providers.every((p) => deleted.some((c) => c.id === p.id))) return [];
  return deleted.map((c) =>
    guard(
      c.address,
      'lockout-sso-without-saml',
      `single sign-on is on and this plan deletes every SAML provider (${c.address} among them): members who sign in with SSO could no longer sign in`,
      'keep a provider under `saml:`, or set `settings.sso: false` first',
    ),
  );
}

function defaultContentGuard(changes: readonly Change[], live: LiveState): Diagnostic[] {
  const planned = plannedSetting(changes, 'defaultContent');
  const named: { address?: Address; id?: string } = !planned.changed
    ? { id: live.organization.defaultContent?.site }
    : isIdRef(planned.after)
      ? { address: planned.after.ref, id: planned.after.id }
      : {};
  return changes
    .filter(
      (c) =>
        c.kind === 'site' &&
        c.action === 'delete' &&
        ((named.id !== undefined && c.id === named.id) || c.address === named.address),
    )
    .map((c) =>
      guard(
        c.address,
        'lockout-default-content',
        `${c.address} is the organization's default content (settings.defaultContent): deleting it leaves visitors of the organization's address nowhere to land`,
        'point `settings.defaultContent` at another site, or set it to null, then delete this one',
      ),
    );
}

/**
 * The value a settings field has once the plan is applied, when the plan changes it:
 * a change left out by `--target` or `policy.ignore` leaves today's value.
 */
function plannedSetting(
  changes: readonly Change[],
  path: 'sso' | 'defaultContent',
): { changed: boolean; after?: unknown } {
  for (const c of changes) {
    if (c.kind !== 'settings') continue;
    const field = c.fields?.find((f) => f.path === path);
    if (field !== undefined) return { changed: true, after: field.after };
  }
  return { changed: false };
}

function guard(address: Address, code: string, message: string, hint: string): Diagnostic {
  return { severity: 'error', code, address, message, hint };
}
