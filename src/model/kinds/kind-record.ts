import type { FieldTable } from '../fields/field-row.js';

/**
 * What matches a declared object to a live one when it pins no id: its natural key, unique
 * among its siblings (docs/config.md, "Identity").
 */
export interface KeyRule {
  /**
   * The field of the desired and the live object that holds the key: a `title`, a SAML
   * provider's `label`, an OpenAPI spec's `slug`, a member's `email`, a site space's
   * `spaceId` (its space, within its section), a redirect's `source`.
   */
  readonly field: string;
  /**
   * The config key the object's mapping writes it under (`title:`, a group's `group:`,
   * a site space's `space:`): the key an `id:` follows (`docform pin`, `fmt`). Absent
   * when the natural key is the object's key in its collection (a member's email, an
   * OpenAPI spec's slug, a redirect's source).
   */
  readonly written?: string;
  /** A `previously:` title renames a live object in place. */
  readonly previously: boolean;
}

/**
 * One kind of object docform manages, as one record: what is the kind's own, from which
 * every list of kinds is made (src/model/kinds.ts). Each layer keeps what it does with
 * a kind in a record keyed by kind, which the compiler holds exhaustive
 * (docs/architecture.md, "How to add a kind").
 */
export interface KindRecord {
  /** The kind's name: the key of its record in `KINDS`, and a change's `kind`. */
  readonly kind: string;
  /** What a message calls one object of the kind (`SAML provider`, `section group`). */
  readonly noun: string;
  /** The kind's table of fields (src/model/fields/<kind>-fields.ts). */
  readonly fields: FieldTable;
  /**
   * The top-level collection that declares an object of the kind under its key: a key
   * of the config (`teams:`), of the desired state and of the live state. Absent for
   * the settings, and for what a site holds.
   */
  readonly collection?: string;
  /**
   * The word before the object's key in its address (`team.<key>`; a site space is
   * `<section>.space.<space>`): for a kind with a `parent`, inside its parent's
   * address. The settings' address is the word alone.
   */
  readonly word: string;
  /** The object's natural key; absent for the settings, of which there is one. */
  readonly key?: KeyRule;
  /** The kind whose object holds it: declares it, holds its address, takes it when deleted. */
  readonly parent?: string;
  /**
   * The ordered list of a site's structure it belongs to, among its siblings: sections,
   * groups and external links share one (`nodes`), a section's site spaces have theirs
   * (`spaces`). Absent for what is not in a site's structure.
   */
  readonly siblings?: 'nodes' | 'spaces';
  /**
   * The order of deletes: lower first. A site's children go before the site, a SAML
   * provider before the team it names, a team before the members it holds.
   */
  readonly deleteRank: number;
  /** `docform pin` writes the live id of a matched object into the YAML. */
  readonly pinned: boolean;
  /** `policy.prune` may name its collection, whose undeclared live objects are deleted. */
  readonly prunable: boolean;
  /**
   * Deleting every live object of the kind needs `--force` however few there are (a
   * site's children go with their site, and are counted there).
   */
  readonly emptiable: boolean;
  /**
   * A planned create beside a close delete (or an unmanaged live object) of the kind is
   * flagged as a rename, until a `previously:` or an `id:` says which it is.
   */
  readonly renameHints: boolean;
}

/**
 * The kinds a field may name by key (a SAML provider's default team, the settings'
 * default site, a team's members by email, a space's or collection's collection), compared by live id: each has a resolver in
 * the planner's references (src/plan/refs.ts).
 */
export type RefKind = 'team' | 'site' | 'member' | 'collection';

/** A kind's record, with the literal types of its values kept (`kind: 'team'`). */
export function kindRecord<const R extends KindRecord>(record: R): R {
  return record;
}

/**
 * The record of a node of a site's structure list (a section, a section group, an
 * external link), whose address word is its kind: held by its site and deleted before
 * it, matched among its siblings by title (a `previously:` title renames it), pinned by
 * `docform pin`, and neither pruned nor emptied on its own (it goes with its site).
 * `written`: the config key of the title, the kind's name unless said.
 */
export function structureNode<
  const R extends Pick<KindRecord, 'kind' | 'noun' | 'fields' | 'renameHints'> & {
    readonly written?: string;
  },
>(node: R) {
  const { written = node.kind, ...own } = node;
  return kindRecord({
    ...(own as Omit<R, 'written'>),
    word: node.kind as R['kind'],
    key: { field: 'title', written, previously: true },
    parent: 'site',
    siblings: 'nodes',
    deleteRank: 0,
    pinned: true,
    prunable: false,
    emptiable: false,
  });
}
