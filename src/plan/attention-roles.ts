import type { Address } from '../model/address.js';
import type { AttentionMode, RoleHolder, UnwordedItem } from '../model/attention-item.js';
import type { DesiredState } from '../model/desired.js';
import { grantRemovals } from '../model/grant-removals.js';
import type { LiveState } from '../model/live.js';
import type { Change, FieldChange } from '../model/plan.js';
import type { PlannedGrants } from '../model/schema/permissions.js';
import type { Refs } from './refs.js';

/** What the attention rules read besides the change: both states, the references, the mode. */
export interface AttentionContext {
  readonly desired: DesiredState;
  readonly live: LiveState;
  readonly refs: Refs;
  readonly mode: AttentionMode;
}

/**
 * The official `MemberRole` enumeration from the least to the most it allows (the spec
 * lists it `admin, create, edit, review, comment, read`). A guest (`null`) and `inherit`
 * are below every role; no role or grant at all below a guest. A role this version does
 * not know ranks above admin: a reviewer is shown what cannot be judged.
 */
const ROLE_ORDER: readonly string[] = ['read', 'comment', 'review', 'edit', 'create', 'admin'];

function rank(role: unknown): number {
  if (role === undefined) return -1;
  if (role === null || role === 'inherit') return 0;
  const i = ROLE_ORDER.indexOf(String(role));
  return i < 0 ? ROLE_ORDER.length + 1 : i + 1;
}

/** `edit` and above: what "raises privilege" means. */
const PRIVILEGED = rank('edit');

/** A role as an item holds it: `guest` for null, undefined for no role. */
export function roleText(role: unknown): string | undefined {
  if (role === undefined) return undefined;
  return role === null ? 'guest' : String(role);
}

/**
 * The side read as wider, and the other: a plan reads what applying the YAML gives
 * (`after`), a drift report what the live organization holds (`before`).
 */
export function sidesOf(field: FieldChange, mode: AttentionMode): [from: unknown, to: unknown] {
  return mode === 'plan' ? [field.before, field.after] : [field.after, field.before];
}

/**
 * The items of one role that may widen (a member's role, a default role or level, a
 * grant): privilege when the wider side is `edit` or above and higher than the other;
 * for a member by email, also one when the email is outside the live email domains and
 * the wider side gives any role the other does not.
 */
export function roleItems(
  ax: AttentionContext,
  address: Address,
  holder: RoleHolder,
  on: Address | undefined,
  before: unknown,
  after: unknown,
): UnwordedItem[] {
  const [from, to] = ax.mode === 'plan' ? [before, after] : [after, before];
  if (rank(to) <= rank(from)) return [];
  const items: UnwordedItem[] = [];
  const [b, a] = [roleText(before), roleText(after)];
  if (rank(to) >= PRIVILEGED) {
    items.push({
      category: 'privilege',
      reason: 'role',
      address,
      holder,
      ...(on === undefined ? {} : { on }),
      ...(b === undefined ? {} : { before: b }),
      ...(a === undefined ? {} : { after: a }),
    });
  }
  if (holder.type === 'member') items.push(...outsideDomains(ax, address, holder.email, to, on));
  return items;
}

function outsideDomains(
  ax: AttentionContext,
  address: Address,
  email: string,
  role: unknown,
  on: Address | undefined,
): UnwordedItem[] {
  // judged against the live organization's domains: a change that adds a domain must
  // not make its own invite look inside
  const domains = ax.live.organization.emailDomains ?? [];
  const at = email.lastIndexOf('@');
  if (domains.length === 0 || at < 0) return [];
  const domain = email.slice(at + 1).toLowerCase();
  if (domains.some((d) => d.toLowerCase() === domain)) return [];
  return [
    {
      category: 'access',
      reason: 'outside-domains',
      address,
      email,
      domains: [...domains],
      role: roleText(role) ?? 'none',
      ...(on === undefined ? {} : { on }),
    },
  ];
}

/** A team by the key the YAML gives it (or a live id), with the live team's title. */
export function teamHolder(ax: AttentionContext, key: string): RoleHolder {
  const id = ax.refs.team(key)?.id;
  const live = id === undefined ? undefined : ax.live.teams?.find((t) => t.id === id);
  return { type: 'team', key, ...(live === undefined ? {} : { liveTitle: live.title }) };
}

export function memberHolder(ax: AttentionContext, email: string): RoleHolder {
  const invited = ax.refs.member(email) === undefined && ax.refs.invited(email) !== undefined;
  return { type: 'member', email, ...(invited ? { invited: true } : {}) };
}

/**
 * The grants of a site's or space's `permissions` change, key by key: a grant raised or
 * given (roleItems), and a grant the change removes (set to null in the YAML, or pruned),
 * which is a delete in either mode.
 */
export function grantItems(
  ax: AttentionContext,
  change: Change,
  field: FieldChange,
): UnwordedItem[] {
  if (field.path !== 'permissions') return [];
  const before: PlannedGrants = field.before ?? {};
  const after: PlannedGrants = field.after ?? {};
  const items: UnwordedItem[] = [];
  // the rule the summary counts deletes by, so that the two agree
  const removed = new Set(grantRemovals(field).map((r) => `${r.group} ${r.key}`));
  for (const group of ['teams', 'members'] as const) {
    const b = before[group] ?? {};
    const a = after[group] ?? {};
    for (const key of new Set([...Object.keys(b), ...Object.keys(a)])) {
      const holder = group === 'teams' ? teamHolder(ax, key) : memberHolder(ax, key);
      const held = Object.hasOwn(b, key) ? b[key] : undefined;
      if (removed.has(`${group} ${key}`)) {
        const role = roleText(held) ?? 'guest';
        items.push({
          category: 'delete',
          reason: 'grant-removed',
          address: change.address,
          holder,
          on: change.address,
          role,
        });
        continue;
      }
      const given = Object.hasOwn(a, key) ? a[key] : undefined;
      items.push(...roleItems(ax, change.address, holder, change.address, held, given));
    }
  }
  return items;
}
