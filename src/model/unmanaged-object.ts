import type { Address } from './address.js';
import type { ResourceKind } from './kinds.js';

/**
 * An unmanaged entry that is part of a declared site, space or team rather than an object
 * of its own kind: a grant of its `permissions`, a site's share link, a team's member.
 */
export const UNMANAGED_PARTS = ['grant', 'share-link', 'team-member'] as const;
export type UnmanagedPart = (typeof UNMANAGED_PARTS)[number];

/**
 * A live object that no declaration matches and no prune rule deletes, with what it
 * grants or its state where the plan read it (docs/plan-format.md, "unmanaged").
 */
export interface UnmanagedObject {
  readonly address: Address;
  /** Its kind; for a part, the kind of the object it is part of (`on`). */
  readonly kind: ResourceKind;
  /** Its live id; a grant's or team member's: the subject's; a share link's: its name. */
  readonly id: string;
  /** Its title; a member's or team member's: their name; a grant's: its role. */
  readonly title: string;
  /** What it is part of, for an entry that is not an object of its own kind. */
  readonly part?: UnmanagedPart;
  /** A part's: the address of the site, space or team it is part of. */
  readonly on?: Address;
  /**
   * The role it gives: a member's in the organization, a grant's on its site or space, a
   * SAML provider's to the people who sign in with it, a team member's team role (`owner`,
   * where the team's `owners:` is not declared). null: guest.
   */
  readonly role?: string | null;
  /** The role is admin, the most a member, grant or provider can give: flagged in every format. */
  readonly admin?: true;
  /** A share link's state: false while it is switched off (its URL opens nothing). */
  readonly active?: boolean;
  /** A redirect's destination: a URL, the path of the site that serves it, or the official kind and id. */
  readonly destination?: string;
  /** Who may read an undeclared site: its visibility (`public`, `share-link`...). */
  readonly access?: string;
  /**
   * A space `prune: [spaces]` keeps because live sites the config does not declare
   * publish it: those sites' addresses. Absent otherwise.
   */
  readonly publishedBy?: readonly Address[];
}
