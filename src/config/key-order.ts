import { gitSync } from '../model/schema/git-sync.js';
import { visitorAuth } from '../model/schema/visitor-auth.js';
import { CONFIG_KEYS, configKeyOf, TOP_LEVEL_KINDS, type TopLevelKind } from '../model/kinds.js';
import type { FieldTable } from '../model/fields/field-row.js';
import { rowsOf } from '../model/fields/field-row.js';
import { GROUP_FIELDS } from '../model/fields/group-fields.js';
import { LINK_FIELDS } from '../model/fields/link-fields.js';
import { REDIRECT_FIELDS } from '../model/fields/redirect-fields.js';
import { SECTION_FIELDS } from '../model/fields/section-fields.js';
import { SITE_FIELDS } from '../model/fields/site-fields.js';
import { SITE_SPACE_FIELDS } from '../model/fields/site-space-fields.js';
import { SPACE_FIELDS } from '../model/fields/space-fields.js';
import { MEMBER_FIELDS } from '../model/fields/member-fields.js';
import { TEAM_FIELDS } from '../model/fields/team-fields.js';
import { SAML_FIELDS } from '../model/fields/saml-fields.js';
import { OPENAPI_FIELDS } from '../model/fields/openapi-fields.js';
import { SETTINGS_FIELDS } from '../model/fields/settings-fields.js';

/**
 * The canonical order of a config's keys: the one order `docform fmt` writes
 * (format-yaml.ts) and `docform export` writes (export/export-config.ts), so that an
 * export passes `fmt --check` as it is written. It reads as the README's tour of the
 * config does:
 *
 * - at the top, `version`, then `organization`, or `environments:` where `organization:`
 *   would be (each environment names its organization), then `settings`, the
 *   collections (`members`, `teams`, `saml`, `openapi`, `spaces`, `sites`) and `policy`;
 * - in an object, the field that names it first (`title`, `label`, `group`, `space`;
 *   a space's `id`), then `key`, `id` and `previously`, then its settings, and the
 *   ordered children (`sections`, `spaces`) last: the order of docs/config.md's tables.
 *
 * The user's own keys (team keys, emails, `vars`), every list, and the value of a field
 * whose row keeps its keys as written (a site's adaptive schema, its customization) keep
 * the order written. A key this table does not know (a typo) goes after the known ones.
 * test/config/key-order.test.ts holds the table to the schema: a field added there fails
 * until it has its place here.
 */
export interface KeyOrder {
  /** This object's keys in canonical order; empty where the order written is kept. */
  readonly keys: readonly string[];
  /** The order of the value under `segment` (a key or a list index), given its keys. */
  child(segment: string | number, keysThere: readonly string[]): KeyOrder;
}

/** The order below a key: fixed, or chosen by the keys found there (a section or a group). */
type Below = KeyOrder | ((keysThere: readonly string[]) => KeyOrder);

/** Keys kept as written, all the way down. */
const AS_WRITTEN: KeyOrder = { keys: [], child: () => AS_WRITTEN };

function object(keys: readonly string[], fields: Readonly<Record<string, Below>> = {}): KeyOrder {
  return {
    keys,
    child: (segment, keysThere) => {
      const below =
        typeof segment === 'string' && Object.hasOwn(fields, segment) ? fields[segment] : undefined;
      return resolve(below, keysThere);
    },
  };
}

/** A mapping of the user's keys, or a list: every value has the order of `item`. */
function each(item: Below): KeyOrder {
  return { keys: [], child: (_segment, keysThere) => resolve(item, keysThere) };
}

function resolve(below: Below | undefined, keysThere: readonly string[]): KeyOrder {
  if (below === undefined) return AS_WRITTEN;
  return typeof below === 'function' ? below(keysThere) : below;
}

/** A site space: the space it shows, its id, then the rows of its table. */
const SITE_SPACE = object(['space', 'id', ...yamlKeys(SITE_SPACE_FIELDS)]);

/** A section: its title, identity, the rows of its table, then its site spaces. */
const SECTION = object(
  ['title', 'key', 'id', 'previously', ...yamlKeys(SECTION_FIELDS), 'spaces'],
  { spaces: each(SITE_SPACE) },
);

/** A group: its title (`group:`), identity, the rows of its table, then its sections. */
const GROUP: KeyOrder = object(
  ['group', 'key', 'id', 'previously', ...yamlKeys(GROUP_FIELDS), 'sections'],
  { sections: each(structureItem) },
);

/** An external link: its title (`link:`), identity, then the rows of its table. */
const LINK: KeyOrder = object(['link', 'key', 'id', 'previously', ...yamlKeys(LINK_FIELDS)]);

/** The config keys of a table's rows, in its order; the first (the naming one) is placed apart. */
function yamlKeys(table: FieldTable): string[] {
  return rowsOf(table)
    .map(([name, row]) => row.yamlKey ?? name)
    .filter((key) => !['title', 'group', 'link'].includes(key));
}

/** An item of `sections:` is a group with `group:`, a link with `link:` (as the schema tells). */
function structureItem(keysThere: readonly string[]): KeyOrder {
  if (keysThere.includes('group')) return GROUP;
  return keysThere.includes('link') ? LINK : SECTION;
}

/** A site's or space's grants: teams, then members; the keys under each as written. */
const PERMISSIONS = object(['teams', 'members']);

/** An official redirect destination: its kind, then what it names, as the spec lists them. */
const DESTINATION_KEYS = ['kind', 'siteSectionId', 'siteSpaceId', 'pageId', 'url'];
function destination(keysThere: readonly string[]): KeyOrder {
  return object(DESTINATION_KEYS.filter((k) => keysThere.includes(k)));
}

/** A redirect written as an object: the rows of its table (the short form is a string). */
const REDIRECT = object(yamlKeys(REDIRECT_FIELDS), { destination });

/** A site: its title, identity, the rows of its table, then its structure. */
const SITE = object(
  ['title', 'id', 'previously', ...yamlKeys(SITE_FIELDS), 'sections', 'spaces', 'redirects'],
  {
    ...keptAsWritten(SITE_FIELDS),
    permissions: PERMISSIONS,
    // the official settings' order: the backend, then its URLs
    visitorAuth: object(Object.keys(visitorAuth.shape)),
    // the official setup's order
    gitSync: object(Object.keys(gitSync.shape)),
    // a link written as an object: its name, then whether it is on
    shareLinks: each(object(['name', 'active'])),
    sections: each(structureItem),
    spaces: each(SITE_SPACE),
    // sources in the order written, as a team groups them
    redirects: each(REDIRECT),
  },
);

/** An object named by its `naming` row: that row, its identity, then its other rows. */
function named(naming: string, table: FieldTable): string[] {
  const rest = Object.keys(table).filter((name) => name !== naming);
  return [naming, 'id', 'previously', ...rest];
}

/** The rows written under an object's key (all but the key itself: `configKey`). */
function fieldsUnderKey(table: FieldTable): string[] {
  return rowsOf(table)
    .filter(([, row]) => row.configKey !== true)
    .map(([name]) => name);
}

/** The rows whose value keeps the order written (`keysAsWritten`: a free-form JSON Schema). */
function keptAsWritten(table: FieldTable): Record<string, KeyOrder> {
  const out: Record<string, KeyOrder> = {};
  for (const [name, row] of rowsOf(table)) if (row.keysAsWritten === true) out[name] = AS_WRITTEN;
  return out;
}

/** The organization's settings: the rows of their table; a merge rule's keys as the docs list them. */
const SETTINGS = object(Object.keys(SETTINGS_FIELDS), {
  mergeRules: object(['type', 'rules'], {
    rules: each(object(['rule', 'users', 'expression', 'message'])),
  }),
});

const THRESHOLD = object(['count', 'percent']);

const POLICY = object(
  [
    'prune',
    'deleteThreshold',
    'updateThreshold',
    'inviteThreshold',
    'adminGrantThreshold',
    'protect',
    'ignore',
    'redirectOnPathChange',
  ],
  {
    deleteThreshold: THRESHOLD,
    updateThreshold: THRESHOLD,
    inviteThreshold: THRESHOLD,
    adminGrantThreshold: THRESHOLD,
  },
);

/** An environment's overrides are a part of the config, in the config's order. */
const ENVIRONMENT = object(['organization', 'vars', 'overrides'], {
  overrides: () => CONFIG_ORDER,
});

/**
 * The order inside each top-level kind's key (`settings:`, an entry of `teams:`...), by
 * kind: a kind added to the registry asks for its order here.
 */
const TOP_LEVEL_ORDER: { readonly [K in TopLevelKind]: Below } = {
  settings: SETTINGS,
  member: each(object([...Object.keys(MEMBER_FIELDS), 'id'])),
  team: each(object(named('title', TEAM_FIELDS))),
  saml: each(object(named('label', SAML_FIELDS))),
  // the slug is the key under `openapi:`, not a field under it
  openapi: each(object(['id', ...fieldsUnderKey(OPENAPI_FIELDS)])),
  space: each(
    object(['id', 'owned', 'title', 'previously', ...yamlKeys(SPACE_FIELDS)], {
      permissions: PERMISSIONS,
    }),
  ),
  site: each(SITE),
};

/**
 * The order of a config file, from its top: the keys that declare objects in the
 * registry's order (src/model/kinds.ts), between where the organization is and `policy`.
 */
export const CONFIG_ORDER: KeyOrder = object(
  ['version', 'organization', 'environments', ...CONFIG_KEYS, 'policy'],
  {
    environments: each(ENVIRONMENT),
    ...Object.fromEntries(
      TOP_LEVEL_KINDS.map((kind) => [configKeyOf(kind), TOP_LEVEL_ORDER[kind]]),
    ),
    policy: POLICY,
  },
);

/** Compares keys by their place in `order`; keys it does not know go last, as they were. */
export function byKeyOrder(order: readonly string[]): (a: string, b: string) => number {
  const rank = (key: string): number => {
    const at = order.indexOf(key);
    return at === -1 ? order.length : at;
  };
  return (a, b) => rank(a) - rank(b);
}
