import { memberEmail } from '../model/address.js';
import type { AttentionValue, UnwordedItem } from '../model/attention-item.js';
import { isObject } from '../model/is-object.js';
import type { ResourceKind } from '../model/kinds.js';
import type { Change, FieldChange, FieldName } from '../model/plan.js';
import { isActive, isShareLink, shareLinkName } from '../model/schema/share-links.js';
import { isSecret, MASK } from '../model/secret.js';
import { urlHost } from '../model/url-host.js';
import type { AttentionContext } from './attention-roles.js';
import { grantItems, memberHolder, roleItems, roleText, sidesOf } from './attention-roles.js';
import { teamOwnerItems } from './attention-team-owners.js';
import { serializeValue } from './serialize.js';

/** What one changed field of a change needs a reviewer to see. */
type FieldRule = (ax: AttentionContext, change: Change, field: FieldChange) => UnwordedItem[];

/**
 * The fields that raise privilege, widen access or move trust, by kind and field name
 * (the names of the kinds' field tables: a misspelt one does not compile). A field not
 * listed needs no attention of its own; a secret written inline is found in any field
 * (attention.ts), and deletes by their action.
 */
export const FIELD_RULES: {
  readonly [K in ResourceKind]: { readonly [F in FieldName<K>]?: FieldRule };
} = {
  member: {
    role: (ax, change, field) => {
      const email = memberEmail(change.address);
      const holder = memberHolder(ax, email);
      const items = roleItems(ax, change.address, holder, undefined, field.before, field.after);
      // an invite below edit is a new person in the organization all the same
      const below = change.action === 'invite' && !items.some((i) => i.category === 'privilege');
      if (below && ax.mode === 'plan') {
        const role = roleText(field.after) ?? 'none';
        items.unshift({
          category: 'access',
          reason: 'invite',
          address: change.address,
          email,
          role,
        });
      }
      return items;
    },
  },
  settings: {
    defaultRole: (ax, change, field) =>
      roleItems(ax, change.address, { type: 'new-members' }, undefined, field.before, field.after),
    emailDomains: (ax, change, field) =>
      added(ax, field).map((domain) => ({
        category: 'access',
        reason: 'email-domain',
        address: change.address,
        domain: String(domain),
      })),
    inviteLinks: widened(['false', 'true'], 'false'),
  },
  saml: {
    defaultRole: (ax, change, field) =>
      roleItems(
        ax,
        change.address,
        { type: 'sso-members', provider: change.address },
        undefined,
        field.before,
        field.after,
      ),
    ssoURL: (ax, change, field) => hostItems(ax, change, field),
    entityID: (ax, change, field) => hostItems(ax, change, field),
  },
  openapi: {
    visibility: widened(['private', 'public'], 'private'),
  },
  collection: {
    defaultLevel: defaultLevel,
    permissions: grantItems,
  },
  space: {
    defaultLevel: defaultLevel,
    permissions: grantItems,
  },
  site: {
    // the API's visibilities from the fewest readers to the most; a new site that asks
    // every visitor to sign in opens nothing
    visibility: widened(['visitor-auth', 'share-link', 'unlisted', 'public'], 'visitor-auth'),
    published: widened(['false', 'true'], 'false'),
    defaultLevel: defaultLevel,
    permissions: grantItems,
    shareLinks: shareLinkItems,
    visitorAuth: (_ax, change, field) => leafItems(change, field),
    // each change of a Git Sync installation's settings queues a sync the way its
    // priority says: the repository's content imported into the site, or the site's
    // exported to the repository
    gitSync: (_ax, change, field) => leafItems(change, field),
  },
  team: {
    owners: teamOwnerItems,
  },
  // no field of these kinds is watched of its own (their deletes and inline secrets are,
  // in attention.ts)
  section: {},
  group: {},
  'site-space': {},
  link: {},
  redirect: {},
};

/**
 * Share links a plan adds or switches on (anyone with the URL reads the site), and links
 * the change deletes, in either mode: a link only in the live org is one apply deletes,
 * so drift lists it as a delete, not as access beside it. A link switched off stays, and
 * narrows access: no item. Links are compared by name (`{ name, active: false }` is one
 * switched off).
 */
function shareLinkItems(ax: AttentionContext, change: Change, field: FieldChange): UnwordedItem[] {
  const [fromSide, toSide] = sidesOf(field, ax.mode);
  const [from, to] = [linkStates(fromSide), linkStates(toSide)];
  const kept = linkStates(field.after);
  const removed = [...linkStates(field.before).keys()].filter((n) => !kept.has(n));
  const opened = [...to].filter(([name, on]) => on && from.get(name) !== true);
  // drift lists a link only the live org holds as a delete; one it holds on, as access
  const shown = ax.mode === 'plan' ? opened : opened.filter(([name]) => from.has(name));
  return [
    ...shown.map(([name]): UnwordedItem => ({
      category: 'access',
      reason: 'share-link',
      address: change.address,
      name,
      ...(from.has(name) ? { switchedOn: true as const } : {}),
    })),
    ...removed.map((name): UnwordedItem => ({
      category: 'delete',
      reason: 'share-link-removed',
      address: change.address,
      on: change.address,
      name: String(name),
    })),
  ];
}

/** A list of share links as name -> active (a name alone is an active link). */
function linkStates(value: unknown): Map<string, boolean> {
  const links = Array.isArray(value) ? value.filter(isShareLink) : [];
  return new Map(links.map((link) => [shareLinkName(link), isActive(link)]));
}

function defaultLevel(ax: AttentionContext, change: Change, field: FieldChange): UnwordedItem[] {
  return roleItems(
    ax,
    change.address,
    { type: 'every-member' },
    change.address,
    field.before,
    field.after,
  );
}

/** The elements of a list only on the wider side (email domains). */
function added(ax: AttentionContext, field: FieldChange): unknown[] {
  const [from, to] = sidesOf(field, ax.mode);
  const had = new Set(Array.isArray(from) ? from : []);
  return (Array.isArray(to) ? to : []).filter((x) => !had.has(x));
}

/**
 * A setting ranked from the narrowest value to the widest (`order`), read as text: an
 * item when the wider side ranks higher. No value ranks as `none` (a create), below
 * every value unless given; a value this version does not know ranks above all.
 */
function widened(order: readonly string[], none?: string): FieldRule {
  const rankOf = (value: unknown): number => {
    if (value === undefined || value === null) return none === undefined ? -1 : order.indexOf(none);
    const i = order.indexOf(String(value));
    return i < 0 ? order.length : i;
  };
  return (ax, change, field) => {
    const [from, to] = sidesOf(field, ax.mode);
    if (rankOf(to) <= rankOf(from)) return [];
    return [setting(change, field.path, field.before, field.after)];
  };
}

function setting(change: Change, path: string, before: unknown, after: unknown): UnwordedItem {
  const [b, a] = [plain(before), plain(after)];
  return {
    category: 'access',
    reason: 'setting',
    address: change.address,
    field: path,
    ...(b === undefined ? {} : { before: b }),
    ...(a === undefined ? {} : { after: a }),
  };
}

/** Visitor authentication, Git Sync settings: every leaf that differs, whichever way, with both values. */
function leafItems(change: Change, field: FieldChange): UnwordedItem[] {
  const before: Readonly<Record<string, unknown>> = isObject(field.before) ? field.before : {};
  const after: Readonly<Record<string, unknown>> = isObject(field.after) ? field.after : {};
  const keys = new Set([...Object.keys(before), ...Object.keys(after)]);
  return [...keys]
    .filter(
      (k) => JSON.stringify(serializeValue(before[k])) !== JSON.stringify(serializeValue(after[k])),
    )
    .map((k) => setting(change, `${field.path}.${k}`, before[k], after[k]));
}

/** A value as an item may hold it: masked when secret, a scalar, else its JSON. */
function plain(value: unknown): AttentionValue | undefined {
  if (value === undefined) return undefined;
  const shown = serializeValue(value);
  if (shown === null || ['string', 'number', 'boolean'].includes(typeof shown))
    return shown as AttentionValue;
  return JSON.stringify(shown);
}

/**
 * A SAML provider's URL whose host changes, or that a new provider trusts. A value from
 * the environment is the runner's, not the config's: no item when the wider side is one;
 * on the other side its host cannot be shown, and reads `(sensitive)`. A value that is no
 * URL is its own host.
 */
function hostItems(ax: AttentionContext, change: Change, field: FieldChange): UnwordedItem[] {
  if (change.action === 'delete') return [];
  const [from, to] = sidesOf(field, ax.mode);
  if (to === undefined || to === null || isSecret(to)) return [];
  const hostOf = (value: unknown): string | undefined => {
    if (isSecret(value)) return MASK;
    return typeof value === 'string' ? (urlHost(value) ?? value) : undefined;
  };
  const [fromHost, toHost] = [hostOf(from), hostOf(to)];
  if (fromHost !== undefined && fromHost === toHost) return [];
  const [before, after] = [plain(field.before), plain(field.after)];
  const [beforeHost, afterHost] = ax.mode === 'plan' ? [fromHost, toHost] : [toHost, fromHost];
  return [
    {
      category: 'trust',
      reason: 'host',
      address: change.address,
      field: field.path,
      ...(typeof before === 'string' ? { before } : {}),
      ...(typeof after === 'string' ? { after } : {}),
      ...(beforeHost === undefined ? {} : { beforeHost }),
      ...(afterHost === undefined ? {} : { afterHost }),
    },
  ];
}
