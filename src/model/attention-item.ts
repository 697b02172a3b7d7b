import type { Address } from './address.js';
import type { ResourceKind } from './kinds.js';

/**
 * What a reviewer must see before approving a plan (docs/plan-format.md, "Needs
 * attention"): the planner lists one item per thing a change does that raises
 * privilege, widens access, moves trust, loosens a gate or deletes, and the renderers put
 * the list above everything else, never cut. An item is data, a union by `reason` (each
 * reason belongs to one `category`); `message` is the item worded whole, values never
 * cut (attention-words.ts), for readers of the JSON plan.
 */
export type AttentionItem =
  | PrivilegeItem
  | SettingItem
  | ShareLinkItem
  | EmailDomainItem
  | OutsideDomainsItem
  | InviteItem
  | HostItem
  | InlineSecretItem
  | PolicyItem
  | ObjectDeleteItem
  | GrantRemovedItem
  | ShareLinkRemovedItem;

export type AttentionCategory = AttentionItem['category'];
export type AttentionReason = AttentionItem['reason'];

/** The categories in the order the renderers list them. */
export const ATTENTION_CATEGORIES: readonly AttentionCategory[] = [
  'privilege',
  'access',
  'trust',
  'gate',
  'delete',
];

/**
 * What the list is read against: a plan lists what applying the YAML raises or widens; a
 * drift report what the live organization holds beyond the YAML (a role raised by hand),
 * since that is what changed without a review.
 */
export type AttentionMode = 'plan' | 'drift';

interface ItemBase {
  /** The address of the object whose change it is (`policy` for the policy). */
  readonly address: Address;
  /** The item worded whole, as the plan's mode reads it. */
  readonly message: string;
}

/**
 * Who a role goes to: a member by email (one the plan invites too), a team by its key in
 * the YAML (or live id) with its live title (`liveTitle`, absent for a team the plan
 * creates), or everyone a default reaches: every member (a site's or space's
 * `defaultLevel`), new members (`defaultRole`), members who sign in through a SAML
 * provider (its `defaultRole`).
 */
export type RoleHolder =
  | { readonly type: 'member'; readonly email: string; readonly invited?: true }
  | { readonly type: 'team'; readonly key: string; readonly liveTitle?: string }
  | { readonly type: 'every-member' }
  | { readonly type: 'new-members' }
  | { readonly type: 'sso-members'; readonly provider: Address };

/**
 * A role of `edit` or above (admin, create, edit: the official `MemberRole` order) that
 * a change raises: a member's role or invite, a site's or space's grant, a default role
 * or level; or a team's role `owner` given to a member (`on` the team). `before`/`after` as the change holds them (live, YAML): a role, `guest`, or
 * absent for none.
 */
export interface PrivilegeItem extends ItemBase {
  readonly category: 'privilege';
  readonly reason: 'role';
  readonly holder: RoleHolder;
  /** The site or space the role is on; absent: the organization. */
  readonly on?: Address;
  readonly before?: string;
  readonly after?: string;
}

/** A plain value of a setting, as the plan holds it (secrets already masked). */
export type AttentionValue = string | number | boolean | null;

/**
 * A setting that widens who can read or join, by its field name: a site's visibility,
 * whether it is published, its visitor authentication (one item per leaf,
 * `visitorAuth.<leaf>`), an OpenAPI spec's visibility, the organization's invite links
 * (src/plan/attention-fields.ts lists them). Absent side: no value.
 */
export interface SettingItem extends ItemBase {
  readonly category: 'access';
  readonly reason: 'setting';
  readonly field: string;
  readonly before?: AttentionValue;
  readonly after?: AttentionValue;
}

/**
 * A share link added to a site, or one kept switched off that a change turns on
 * (`switchedOn`): anyone with its URL reads the site.
 */
export interface ShareLinkItem extends ItemBase {
  readonly category: 'access';
  readonly reason: 'share-link';
  readonly name: string;
  readonly switchedOn?: true;
}

/** A domain added to the organization's `emailDomains`: anyone with an address there may join. */
export interface EmailDomainItem extends ItemBase {
  readonly category: 'access';
  readonly reason: 'email-domain';
  readonly domain: string;
}

/**
 * A member, an invite or a grant to an email outside the organization's email domains as
 * the live organization holds them (never the YAML's, which the same change may widen).
 */
export interface OutsideDomainsItem extends ItemBase {
  readonly category: 'access';
  readonly reason: 'outside-domains';
  readonly email: string;
  /** The live organization's email domains. */
  readonly domains: readonly string[];
  readonly role: string;
  /** The site or space of a grant; absent: the organization (a member's role, an invite). */
  readonly on?: Address;
}

/** An invite below `edit` (one of `edit` or above is a PrivilegeItem): a new person in the organization. */
export interface InviteItem extends ItemBase {
  readonly category: 'access';
  readonly reason: 'invite';
  readonly email: string;
  readonly role: string;
}

/**
 * A SAML provider's `ssoURL` or `entityID` whose host changes, or that a new provider
 * trusts: both values and both hosts whole (a value that is no URL is its own host).
 */
export interface HostItem extends ItemBase {
  readonly category: 'trust';
  readonly reason: 'host';
  readonly field: string;
  readonly before?: string;
  readonly after?: string;
  readonly beforeHost?: string;
  readonly afterHost?: string;
}

/** A secret written in the config instead of read from the environment (a SAML certificate). */
export interface InlineSecretItem extends ItemBase {
  readonly category: 'trust';
  readonly reason: 'inline-secret';
  readonly field: string;
}

/**
 * A `policy` value that is not the default (`path` such as `policy.deleteThreshold.count`),
 * found by comparing the normalized policy with the defaults key by key, so a policy key
 * added later is covered too. `value` and `default` are JSON values; absent: not set.
 */
export interface PolicyItem extends ItemBase {
  readonly category: 'gate';
  readonly reason: 'policy';
  readonly path: string;
  readonly value?: unknown;
  readonly default?: unknown;
}

/** A delete or replace of a live object: what goes, and how many children go with it. */
export interface ObjectDeleteItem extends ItemBase {
  readonly category: 'delete';
  readonly reason: 'object';
  readonly action: 'delete' | 'replace';
  readonly kind: ResourceKind;
  readonly id: string;
  /** Its title (label, slug) when the plan shows one. */
  readonly title?: string;
  readonly children: number;
}

/** A grant a site's or space's update removes (set to null, or pruned). */
export interface GrantRemovedItem extends ItemBase {
  readonly category: 'delete';
  readonly reason: 'grant-removed';
  readonly holder: RoleHolder;
  readonly on: Address;
  /** The role it held (`guest` for a site's guest grant). */
  readonly role: string;
}

/** A share link a site's update deletes: its URL stops working. */
export interface ShareLinkRemovedItem extends ItemBase {
  readonly category: 'delete';
  readonly reason: 'share-link-removed';
  readonly on: Address;
  readonly name: string;
}

/** An item without its message, as the planner finds it before wording it. */
export type UnwordedItem = WithoutMessage<AttentionItem>;

type WithoutMessage<T> = T extends unknown ? Omit<T, 'message'> : never;
