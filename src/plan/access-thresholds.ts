import type { Address } from '../model/address.js';
import { segment } from '../model/address.js';
import { count } from '../model/count.js';
import type { CountThreshold, Policy } from '../model/desired.js';
import type { Diagnostic } from '../model/diagnostic.js';
import { ADMIN_GRANT_THRESHOLD, INVITE_THRESHOLD } from '../model/gate-codes.js';
import { holdsGrants } from '../model/kinds.js';
import type { Change } from '../model/plan.js';

/**
 * The gates on access a plan gives, beside the delete and update thresholds
 * (safety.ts): more people invited than `policy.inviteThreshold.count`, or more grants of
 * `admin` than `policy.adminGrantThreshold.count`, needs --force. A config that invites
 * 300 people as admins is a pasted list or a hostile pull request until a reviewer says
 * otherwise. Each says the numbers, the first few names and the way out.
 */
export function accessThresholds(changes: readonly Change[], policy: Policy): Diagnostic[] {
  const invites = changes.filter((c) => c.action === 'invite').map((c) => c.address);
  return [
    ...overCount(invites, policy.inviteThreshold, INVITES),
    ...overCount(adminGrants(changes), policy.adminGrantThreshold, ADMIN_GRANTS),
  ];
}

/**
 * Who the plan makes an admin, one entry per grant: a member whose role becomes `admin`
 * (an update, or an invite as admin), and each team or member a site's, space's or
 * collection's
 * `permissions` grants `admin` that did not hold it on that object
 * (`site.portal.permissions.team.eng`). A grant that stays admin is none.
 */
export function adminGrants(changes: readonly Change[]): Address[] {
  const out: Address[] = [];
  for (const change of changes) {
    if (change.action === 'delete') continue;
    for (const field of change.fields ?? []) {
      if (change.kind === 'member' && field.path === 'role') {
        if (field.after === ADMIN && field.before !== ADMIN) out.push(change.address);
      } else if (holdsGrants(change.kind) && field.path === 'permissions') {
        out.push(...grantsOfAdmin(change.address, field.before, field.after));
      }
    }
  }
  return out;
}

const ADMIN = 'admin';

/** The subjects of a `permissions` value (`{teams, members}`) given admin by the change. */
function grantsOfAdmin(owner: Address, before: unknown, after: unknown): Address[] {
  const out: Address[] = [];
  for (const [group, subject] of [
    ['teams', 'team'],
    ['members', 'member'],
  ] as const) {
    const was = grantsIn(before, group);
    for (const [key, role] of Object.entries(grantsIn(after, group))) {
      if (role !== ADMIN || was[key] === ADMIN) continue;
      // as a grant is named where it is unmanaged: a member's email unquoted, as in `member.<email>`
      out.push(`${owner}.permissions.${subject}.${subject === 'team' ? segment(key) : key}`);
    }
  }
  return out;
}

function grantsIn(value: unknown, group: string): Readonly<Record<string, unknown>> {
  if (typeof value !== 'object' || value === null) return {};
  const grants = (value as Readonly<Record<string, unknown>>)[group];
  return typeof grants === 'object' && grants !== null
    ? (grants as Readonly<Record<string, unknown>>)
    : {};
}

interface CountGate {
  readonly code: string;
  /** `invite`, `admin grant`. */
  readonly noun: string;
  readonly policy: string;
}

const INVITES: CountGate = { code: INVITE_THRESHOLD, noun: 'invite', policy: 'inviteThreshold' };
const ADMIN_GRANTS: CountGate = {
  code: ADMIN_GRANT_THRESHOLD,
  noun: 'admin grant',
  policy: 'adminGrantThreshold',
};

/** `12 admin grants > threshold 3: a, b, c, d, e, and 7 more`, when over the count. */
function overCount(
  addresses: readonly Address[],
  threshold: CountThreshold,
  gate: CountGate,
): Diagnostic[] {
  if (addresses.length <= threshold.count) return [];
  const shown = addresses.slice(0, 5).join(', ');
  const more = addresses.length > 5 ? `, and ${addresses.length - 5} more` : '';
  return [
    {
      severity: 'warning',
      code: gate.code,
      message: `${count(addresses.length, gate.noun)} > threshold ${threshold.count}: ${shown}${more}`,
      hint: `rerun with --force if this is intended (or raise policy.${gate.policy})`,
    },
  ];
}
