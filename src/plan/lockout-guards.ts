import type { Address } from '../model/address.js';
import type { DesiredState } from '../model/desired.js';
import type { Diagnostic } from '../model/diagnostic.js';
import type { LiveState } from '../model/live.js';
import type { Change } from '../model/plan.js';
import { count } from '../model/count.js';

/**
 * Plans that would lock the organization out (issue 17), refused as errors with the
 * address and the way out. No flag overrides a guard: only a change of the config does.
 * 1. no admin left: every live admin demoted or removed;
 * 2. the token's own admin role taken away, which fails every write after it;
 * 3. every SAML provider deleted while SSO is on;
 * 4. the site `settings.defaultContent` names deleted.
 */
export function lockoutGuards(
  changes: readonly Change[],
  desired: DesiredState,
  live: LiveState,
): Diagnostic[] {
  return [
    ...adminGuards(changes, live),
    ...ssoGuard(changes, desired, live),
    ...defaultContentGuard(changes, desired, live),
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
  const admins = (live.members ?? []).filter((m) => m.role === 'admin');
  if (admins.length > 0 && admins.every((m) => demoted.has(m.id))) {
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

function ssoGuard(
  changes: readonly Change[],
  desired: DesiredState,
  live: LiveState,
): Diagnostic[] {
  const sso = desired.settings?.sso ?? live.organization.sso ?? false;
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

function defaultContentGuard(
  changes: readonly Change[],
  desired: DesiredState,
  live: LiveState,
): Diagnostic[] {
  const declared = desired.settings?.defaultContent;
  const named: { address?: Address; id?: string } =
    declared === null
      ? {}
      : declared !== undefined
        ? siteNamed(desired, live, declared.site)
        : { id: live.organization.defaultContent?.site };
  return changes
    .filter(
      (c) =>
        c.kind === 'site' &&
        c.action === 'delete' &&
        (c.id === named.id || c.address === named.address),
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

function siteNamed(
  desired: DesiredState,
  live: LiveState,
  keyOrId: string,
): { address?: Address; id?: string } {
  const site = desired.sites.find((s) => s.key === keyOrId);
  if (site !== undefined) return { address: site.address, ...(site.id ? { id: site.id } : {}) };
  return (live.sites ?? []).some((s) => s.id === keyOrId) ? { id: keyOrId } : {};
}

function guard(address: Address, code: string, message: string, hint: string): Diagnostic {
  return { severity: 'error', code, address, message, hint };
}
