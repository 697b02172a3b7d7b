import type { Address } from '../model/address.js';
import {
  groupAddress,
  linkAddress,
  parseAddress,
  sectionAddress,
  siteSpaceAddress,
} from '../model/address.js';
import {
  STRUCTURE_KINDS,
  type RefKind,
  type ResourceKind,
  type TopLevelKind,
} from '../model/kinds.js';
import type { LiveKey } from '../model/live-key.js';
import { keyOf, liveKey } from '../model/live-key.js';
import type { LiveSite, LiveSiteSpace, LiveState, LiveStructureItem } from '../model/live.js';
import type { Change, DeletedChild, FieldChange, IdRef } from '../model/plan.js';
import type { KindTable } from './field-pairs.js';
import { kindRows } from './field-pairs.js';
import { fieldChange } from '../model/field-change.js';
import { fieldValue } from '../model/fields/field-row.js';
import { GROUP_FIELDS } from '../model/fields/group-fields.js';
import { LINK_FIELDS } from '../model/fields/link-fields.js';
import { SECTION_FIELDS } from '../model/fields/section-fields.js';
import { SITE_SPACE_FIELDS } from '../model/fields/site-space-fields.js';
import { SPACE_FIELDS } from '../model/fields/space-fields.js';
import { COLLECTION_FIELDS } from '../model/fields/collection-fields.js';
import { MEMBER_FIELDS } from '../model/fields/member-fields.js';
import { TEAM_FIELDS } from '../model/fields/team-fields.js';
import { SAML_FIELDS } from '../model/fields/saml-fields.js';
import { OPENAPI_FIELDS } from '../model/fields/openapi-fields.js';
import { SITE_FIELDS } from '../model/fields/site-fields.js';
import type { Refs } from './refs.js';
import { sortRefs } from './kinds/team-kind.js';

/** The kinds that live in a site's structure. */
const STRUCTURE: ReadonlySet<ResourceKind> = new Set(STRUCTURE_KINDS);

/** A live object a delete may name, by kind. */
type Held =
  | { readonly kind: 'site'; readonly site: LiveSite }
  | { readonly kind: 'other'; readonly fields: Fields };

type Fields = readonly FieldChange[];

/**
 * Every delete shows what the live object holds (its title and settings, as `before`
 * fields), so that a reviewer of a plan or a drift report sees that the team pruned is
 * the one titled "Made by hand"; a site's delete also lists its sections, groups and
 * site spaces, which the API deletes with it (`children`), so the plan, its summary and
 * the delete threshold count them. Values are those the plan shows elsewhere (members
 * and spaces by address); the rows marked `inDeleteSummary: false` are
 * left out (long, and no reviewer reads them), and so is a value the object does not have.
 */
export function withDeleteContents(
  changes: readonly Change[],
  live: LiveState,
  refs: Refs,
): Change[] {
  if (!changes.some((c) => c.action === 'delete')) return [...changes];
  const deleted = new Set<LiveKey>(
    changes.flatMap((c) => (c.action === 'delete' ? [keyOf(c)] : [])),
  );
  // a site's structure is walked only for a plan that deletes part of one
  const items = changes.some((c) => c.action === 'delete' && STRUCTURE.has(c.kind));
  const index = liveIndex(live, refs, deleted, items);
  return changes.map((change) => {
    if (change.action !== 'delete') return change;
    const held = index.get(keyOf(change));
    if (held === undefined) return change;
    if (held.kind === 'site') {
      const children = siteChildren(held.site, change.address, refs);
      return {
        ...change,
        fields: present(siteFields(held.site)),
        ...(children.length > 0 ? { children } : {}),
      };
    }
    return { ...change, fields: present(held.fields) };
  });
}

/** Only the fields with a value: a delete shows what is there. */
function present(fields: Fields): Fields {
  return fields.filter(
    (f) =>
      f.before !== undefined &&
      f.before !== null &&
      !(Array.isArray(f.before) && f.before.length === 0),
  );
}

/**
 * The live objects the plan deletes, by kind and id, with what each holds: only those,
 * since a plan of a 12,000-object org that deletes a few would otherwise summarize them
 * all.
 */
function liveIndex(
  live: LiveState,
  refs: Refs,
  deleted: ReadonlySet<LiveKey>,
  items: boolean,
): Map<LiveKey, Held> {
  const index = new Map<LiveKey, Held>();
  // the object of `kind` with `id`, when the plan deletes it
  const add: Add = (kind, id, held) => {
    const key = liveKey(kind, id);
    if (deleted.has(key)) index.set(key, held());
  };
  for (const indexer of Object.values(INDEXERS)) indexer(live, refs, add, items);
  return index;
}

/** Adds the live object of `kind` with `id` to the index, made by `held` when deleted. */
type Add = (kind: ResourceKind, id: string, held: () => Held) => void;

/** Indexes a top-level kind's live objects; `items` when a site's structure is walked. */
type Indexer = (live: LiveState, refs: Refs, add: Add, items: boolean) => void;

function other(fields: Fields): Held {
  return { kind: 'other', fields };
}

/**
 * What a delete shows of each top-level kind's live objects, by kind (a site's, of what
 * it holds too): a kind added to the registry (src/model/kinds.ts) asks for it here.
 */
const INDEXERS: { readonly [K in TopLevelKind]: Indexer } = {
  // the settings are never deleted
  settings: () => undefined,
  space: (live, refs, add) => {
    for (const s of live.spaces ?? [])
      add('space', s.id, () => other(summaryFields<'space'>(SPACE_FIELDS, s, refs)));
  },
  collection: (live, refs, add) => {
    for (const c of live.collections ?? [])
      add('collection', c.id, () => other(summaryFields<'collection'>(COLLECTION_FIELDS, c, refs)));
  },
  member: (live, refs, add) => {
    for (const m of live.members ?? [])
      add('member', m.id, () => other(summaryFields<'member'>(MEMBER_FIELDS, m, refs)));
  },
  team: (live, refs, add) => {
    for (const t of live.teams ?? [])
      add('team', t.id, () => other(summaryFields<'team'>(TEAM_FIELDS, t, refs)));
  },
  saml: (live, refs, add) => {
    for (const s of live.saml ?? [])
      add('saml', s.id, () => other(summaryFields<'saml'>(SAML_FIELDS, s, refs)));
  },
  openapi: (live, refs, add) => {
    for (const o of live.openapi ?? []) {
      // a spec's source is shown by its URL (a text is too long to read)
      const source = o.sourceURL === undefined ? undefined : { url: o.sourceURL };
      add('openapi', o.id, () =>
        other(
          summaryFields<'openapi'>(OPENAPI_FIELDS, o, refs).map((f) =>
            f.path === 'source' ? { ...f, before: source } : f,
          ),
        ),
      );
    }
  },
  site: (live, refs, add, items) => {
    for (const site of live.sites ?? []) {
      add('site', site.id, () => ({ kind: 'site', site }));
      if (!items) continue;
      forEachItem(site, (item) => add(item.type, item.id, () => other(itemFields(item))));
      for (const s of siteSpacesOf(site)) {
        add('site-space', s.id, () => other(siteSpaceFields(s, refs)));
      }
    }
  },
};

/** A site's settings. */
function siteFields(site: LiveSite): Fields {
  return summaryFields<'site'>(SITE_FIELDS, site);
}

function itemFields(item: LiveStructureItem): Fields {
  switch (item.type) {
    case 'group':
      return summaryFields<'group'>(GROUP_FIELDS, item);
    case 'link':
      return summaryFields<'link'>(LINK_FIELDS, item);
    case 'section':
      return summaryFields<'section'>(SECTION_FIELDS, item);
  }
}

function siteSpaceFields(s: LiveSiteSpace, refs: Refs): Fields {
  return [
    { path: 'space', before: refs.space(s.spaceId) },
    ...summaryFields<'site-space'>(SITE_SPACE_FIELDS, s),
  ];
}

/**
 * What a live object holds, by the rows of its table that a delete summary shows: a
 * value that is only the API's default (`absentIs`: a flag not set) says nothing.
 */
function summaryFields<K extends ResourceKind>(
  table: KindTable<K>,
  object: object,
  refs?: Refs,
): FieldChange<K>[] {
  const out: FieldChange<K>[] = [];
  for (const [name, row] of kindRows(table)) {
    if (row.inDeleteSummary === false) continue;
    const value = fieldValue(object, name);
    const shown =
      row.refTo === undefined || refs === undefined ? value : shownRef(row.refTo, value, refs);
    const before = shown === row.absentIs ? undefined : shown;
    // the live value of the row, a reference shown as its IdRef: the row's before type
    out.push(fieldChange<K>(name, undefined, before));
  }
  return out;
}

/** A reference as the plan shows it elsewhere: by address, a list of them sorted. */
function shownRef(kind: RefKind, value: unknown, refs: Refs): unknown {
  const byIds: Record<RefKind, (id: string) => IdRef> = {
    team: refs.teamById,
    site: refs.siteById,
    member: refs.memberById,
    collection: refs.collectionById,
  };
  const byId = byIds[kind];
  if (typeof value === 'string') return byId(value);
  return Array.isArray(value) ? sortRefs(value.map((id) => byId(String(id)))) : undefined;
}

/** Every section, group and external link of a site, depth first. */
function forEachItem(site: LiveSite, visit: (item: LiveStructureItem) => void): void {
  const walk = (items: readonly LiveStructureItem[]): void => {
    for (const item of items) {
      visit(item);
      if (item.type === 'group') walk(item.items);
    }
  };
  if (site.structure?.kind === 'sections') walk(site.structure.items);
}

function siteSpacesOf(site: LiveSite): LiveSiteSpace[] {
  const structure = site.structure;
  if (structure === undefined) return [];
  if (structure.kind === 'spaces') return [...structure.spaces];
  const out: LiveSiteSpace[] = [];
  forEachItem(site, (item) => {
    if (item.type === 'section') out.push(...item.spaces);
  });
  return out;
}

/**
 * What goes with a deleted site, in the site's order, parents first: its sections and
 * groups by title, their site spaces by space (addressed as a live site's children are,
 * by title under the site's address).
 */
function siteChildren(site: LiveSite, address: Address, refs: Refs): DeletedChild[] {
  const out: DeletedChild[] = [];
  const child = (kind: ResourceKind, at: Address, id: string, title: string): void => {
    out.push({ address: at, kind, id, title });
  };
  const spaces = (parent: Address, list: readonly LiveSiteSpace[]): void => {
    for (const s of list) {
      const key = parseAddress(refs.space(s.spaceId).ref)[1] ?? s.spaceId;
      child('site-space', siteSpaceAddress(parent, key), s.id, key);
    }
  };
  const walk = (parent: Address, items: readonly LiveStructureItem[]): void => {
    for (const item of items) {
      if (item.type === 'group') {
        const at = groupAddress(parent, item.title);
        child('group', at, item.id, item.title);
        walk(at, item.items);
      } else if (item.type === 'link') {
        child('link', linkAddress(parent, item.title), item.id, item.title);
      } else {
        const at = sectionAddress(parent, item.title);
        child('section', at, item.id, item.title);
        spaces(at, item.spaces);
      }
    }
  };
  const structure = site.structure;
  if (structure?.kind === 'sections') walk(address, structure.items);
  if (structure?.kind === 'spaces') spaces(address, structure.spaces);
  return out;
}
