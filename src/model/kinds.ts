import { GROUP } from './kinds/group.js';
import type { KindRecord } from './kinds/kind-record.js';
import { LINK } from './kinds/link.js';
import { MEMBER } from './kinds/member.js';
import { OPENAPI } from './kinds/openapi.js';
import { REDIRECT } from './kinds/redirect.js';
import { SAML } from './kinds/saml.js';
import { SECTION } from './kinds/section.js';
import { SETTINGS } from './kinds/settings.js';
import { SITE_SPACE } from './kinds/site-space.js';
import { SITE } from './kinds/site.js';
import { SPACE } from './kinds/space.js';
import { TEAM } from './kinds/team.js';

export type { KeyRule, KindRecord, RefKind } from './kinds/kind-record.js';
// the API's enumerations, long exported from here beside the kinds
export {
  AGENTS_CONTEXTS,
  EDIT_MODES,
  isKnown,
  OPENAPI_VISIBILITIES,
  ROLES,
  SITE_TYPES,
  SITE_VISIBILITIES,
} from './enumerations.js';
export type {
  AgentsContext,
  DefaultLevel,
  EditMode,
  Open,
  OpenApiVisibility,
  Role,
  SiteType,
  SiteVisibility,
} from './enumerations.js';

/**
 * The registry's own checks: each record is keyed by its kind, and names a registered
 * kind as its parent.
 */
function registry<
  const T extends {
    readonly [K in keyof T]: KindRecord & { readonly kind: K; readonly parent?: keyof T };
  },
>(kinds: T): T {
  return kinds;
}

/**
 * Every kind of object docform manages, one record each (src/model/kinds/<kind>.ts), in
 * the order the config lists them: the settings, the top-level collections, then what
 * a site holds. Every list of kinds is made from it, and each layer keeps what it does
 * with a kind in a record keyed by kind: a kind added here is a list of compile errors
 * (docs/architecture.md, "How to add a kind").
 */
export const KINDS = registry({
  settings: SETTINGS,
  member: MEMBER,
  team: TEAM,
  saml: SAML,
  openapi: OPENAPI,
  space: SPACE,
  site: SITE,
  section: SECTION,
  group: GROUP,
  'site-space': SITE_SPACE,
  link: LINK,
  redirect: REDIRECT,
});

type Kinds = typeof KINDS;

/** Every kind of object docform manages. Closed union: switch on it exhaustively. */
export type ResourceKind = keyof Kinds;

/** Every kind, in the registry's order. */
export const RESOURCE_KINDS = Object.keys(KINDS) as readonly ResourceKind[];

/** A kind's record, as the common type (for the fields some records leave out). */
export function kindRecordOf(kind: ResourceKind): KindRecord {
  return KINDS[kind];
}

/** The kinds whose record is an `R`: `KindWhere<{ readonly siblings: 'nodes' }>`. */
export type KindWhere<R> = { [K in ResourceKind]: Kinds[K] extends R ? K : never }[ResourceKind];

/** The kinds whose record passes `test`, in the registry's order. */
function kindsWhere<K extends ResourceKind>(test: (record: KindRecord) => boolean): readonly K[] {
  return RESOURCE_KINDS.filter((kind) => test(KINDS[kind])) as K[];
}

/** The kinds of a site's structure: sections, groups, external links and site spaces. */
export type StructureKind = KindWhere<{ readonly siblings: 'nodes' | 'spaces' }>;
export const STRUCTURE_KINDS = kindsWhere<StructureKind>((r) => r.siblings !== undefined);

/** The kinds that share one ordered list per parent: sections, groups and external links. */
export type NodeKind = KindWhere<{ readonly siblings: 'nodes' }>;
export const NODE_KINDS = kindsWhere<NodeKind>((r) => r.siblings === 'nodes');

/** The kinds of no parent, whose addresses start with their word (`settings`, `team.<key>`). */
export type TopLevelKind = KindWhere<{ readonly kind: string; readonly parent?: undefined }>;
export const TOP_LEVEL_KINDS = kindsWhere<TopLevelKind>((r) => r.parent === undefined);

/** The kinds declared in a top-level collection, under their key. */
export type CollectionKind = KindWhere<{ readonly collection: string }>;
export const COLLECTION_KINDS = kindsWhere<CollectionKind>((r) => r.collection !== undefined);

/**
 * The kinds of a top-level collection whose objects are named by a title (or a label)
 * written in their mapping, apart from their key in the collection: an export keys
 * their live objects by it.
 */
export type TitledKind = KindWhere<{
  readonly collection: string;
  readonly key: { readonly written: string };
}>;

/**
 * The kinds of a top-level collection that `docform pin` pins by id: two keys pinning
 * one id would claim the same live object.
 */
export type PinnedCollectionKind = KindWhere<{
  readonly collection: string;
  readonly pinned: true;
}>;
export const PINNED_COLLECTION_KINDS = kindsWhere<PinnedCollectionKind>(
  (r) => r.collection !== undefined && r.pinned,
);

/** The config's top-level keyed collections (`teams:`, `spaces:` ...). */
export type TopLevelCollection = Kinds[CollectionKind]['collection'];

/**
 * The top-level collection that declares each kind keyed there: an object of it is
 * addressed `<kind>.<key>`, `<key>` its key in that collection (so an environment's
 * overrides name it `<collection>.<key>`). Settings, and the kinds a site holds, have none.
 * In the registry's order, which is the config's: the config's `COLLECTION_KEYS`
 * (src/config/schema.ts) are these values, in this order.
 */
export const TOP_LEVEL_COLLECTION: { readonly [K in ResourceKind]?: TopLevelCollection } =
  Object.fromEntries(COLLECTION_KINDS.map((kind) => [kind, KINDS[kind].collection]));

/** The config's top-level keyed collections, in the registry's order (the config's). */
export const TOP_LEVEL_COLLECTIONS: readonly TopLevelCollection[] = COLLECTION_KINDS.map(
  (kind) => KINDS[kind].collection,
);

/** The collection of each kind declared in one, by kind. */
export function collectionOf<K extends CollectionKind>(kind: K): Kinds[K]['collection'] {
  return KINDS[kind].collection;
}

/**
 * Top-level collections that `policy.prune` may make authoritative (`spaces`: every live
 * space the config neither declares nor names is deleted); `permissions` makes
 * the grants of every site and space that declares `permissions:` authoritative.
 */
export type PrunableCollection =
  | Kinds[KindWhere<{ readonly collection: string; readonly prunable: true }>]['collection']
  | 'permissions';

export const PRUNABLE_COLLECTIONS: readonly PrunableCollection[] = [
  ...kindsWhere<CollectionKind>((r) => r.prunable && r.collection !== undefined).map(collectionOf),
  'permissions',
];

/** A top-level kind's key in the config: its collection (`teams:`), or its word (`settings:`). */
export type ConfigKeyOf<K extends TopLevelKind> = K extends unknown
  ? Kinds[K] extends { readonly collection: infer C }
    ? C
    : Kinds[K]['word']
  : never;

/** The config's keys that declare objects: the settings' and the collections'. */
export type ConfigKey = { [K in TopLevelKind]: ConfigKeyOf<K> }[TopLevelKind];

export function configKeyOf<K extends TopLevelKind>(kind: K): ConfigKeyOf<K> {
  const record = kindRecordOf(kind);
  return (record.collection ?? record.word) as ConfigKeyOf<K>;
}

/** The config's keys that declare objects, in the registry's order (the config's). */
export const CONFIG_KEYS: readonly ConfigKey[] = TOP_LEVEL_KINDS.map(configKeyOf);

/**
 * The config keys that name an object in its mapping (`title`, `label`, `group`,
 * `space`...: each kind's `key.written`), where `docform pin` puts the `id:` after.
 */
export const WRITTEN_KEYS: readonly string[] = [
  ...new Set(RESOURCE_KINDS.flatMap((kind) => kindRecordOf(kind).key?.written ?? [])),
];
