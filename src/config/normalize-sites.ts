import {
  fieldLocationKey,
  groupAddress,
  sectionAddress,
  siteAddress,
  siteSpaceAddress,
  type Address,
} from '../model/address.js';
import type {
  DesiredGroup,
  DesiredSection,
  DesiredSite,
  DesiredSiteSpace,
  DesiredStructure,
  DesiredStructureItem,
} from '../model/desired.js';
import { GROUP_FIELDS, type GroupFieldName } from '../model/fields/group-fields.js';
import { SECTION_FIELDS, type SectionFieldName } from '../model/fields/section-fields.js';
import { SITE_FIELDS, type SiteFieldName } from '../model/fields/site-fields.js';
import { SITE_SPACE_FIELDS, type SiteSpaceFieldName } from '../model/fields/site-space-fields.js';
import { normalizeFields } from './field-rows.js';
import { shareLink } from '../model/schema/share-links.js';
import { normalizeLink } from './normalize-links.js';
import { normalizeRedirects } from './normalize-redirects.js';
import type { YamlPath } from './position-index.js';
import type { NormalizeContext } from './normalize-context.js';
import type {
  GroupConfig,
  SectionConfig,
  SiteConfig,
  SiteSpaceConfig,
  StructureItemConfig,
} from './schema-sites.js';

type SpaceIds = ReadonlyMap<string, string>;

/** `sites:` with their structure; a site space's `space` resolves through `spaces:` keys. */
export function normalizeSites(
  sites: Record<string, SiteConfig>,
  spaceIds: SpaceIds,
  ctx: NormalizeContext,
): DesiredSite[] {
  return Object.entries(sites).map(([key, site]) => normalizeSite(key, site, spaceIds, ctx));
}

function normalizeSite(
  key: string,
  site: SiteConfig,
  spaceIds: SpaceIds,
  ctx: NormalizeContext,
): DesiredSite {
  const path = ['sites', key];
  const address = siteAddress(key);
  ctx.declare(address, path);
  ctx.declareValue(address, 'id', [...path, 'id'], site.id);
  const out: Writable<SiteBase> = {
    address,
    key,
    previously: ctx.plainList(ctx.field(path, 'previously'), site.previously) ?? [],
  };
  if (site.id !== undefined) out.id = ctx.plain(ctx.field(path, 'id'), site.id);
  const structure = structureOf(address, path, site, spaceIds, ctx);
  if (structure !== undefined) out.structure = structure;
  if (site.redirects !== undefined) {
    out.redirects = normalizeRedirects(address, [...path, 'redirects'], site.redirects, ctx);
  }
  // a link written `{ name }` or `{ name, active: true }` is the link by name
  return normalizeFields(ctx, address, path, SITE_FIELDS, site, out, undefined, {
    shareLinks: (links) => links.map(shareLink),
  });
}

function structureOf(
  address: Address,
  path: YamlPath,
  site: SiteConfig,
  spaceIds: SpaceIds,
  ctx: NormalizeContext,
): DesiredStructure | undefined {
  // Both `sections` and `spaces` is refused by a rule (rules/structure.ts); sections win here.
  // The key's place: a plan refuses a structure Git Sync drives there.
  if (site.sections || site.spaces) {
    const key = site.sections ? 'sections' : 'spaces';
    ctx.declare(fieldLocationKey(address, key), path, key);
  }
  if (site.sections) {
    return {
      kind: 'sections',
      items: items(address, [...path, 'sections'], site.sections, spaceIds, ctx),
    };
  }
  if (site.spaces) {
    return {
      kind: 'spaces',
      spaces: siteSpaces(address, [...path, 'spaces'], site.spaces, spaceIds, ctx),
    };
  }
  return undefined;
}

function items(
  parent: Address,
  path: YamlPath,
  list: readonly StructureItemConfig[],
  spaceIds: SpaceIds,
  ctx: NormalizeContext,
): DesiredStructureItem[] {
  return list.map((item, i) =>
    'group' in item
      ? group(parent, [...path, i], item, spaceIds, ctx)
      : 'link' in item
        ? normalizeLink(parent, [...path, i], item, ctx)
        : section(parent, [...path, i], item, spaceIds, ctx),
  );
}

/**
 * A section's or group's natural key: its `key`, else its title (docs/architecture.md,
 * "Identity").
 */
function itemKey(
  path: YamlPath,
  titleField: string,
  title: string,
  key: string | undefined,
  ctx: NormalizeContext,
): string {
  if (key !== undefined) return key;
  return ctx.plain(ctx.field(path, titleField), title);
}

function section(
  parent: Address,
  path: YamlPath,
  item: SectionConfig,
  spaceIds: SpaceIds,
  ctx: NormalizeContext,
): DesiredSection {
  // 2,000 of them in the bench's config: no closure per section
  const key = itemKey(path, 'title', item.title, item.key, ctx);
  const address = sectionAddress(parent, key);
  ctx.declare(address, path);
  ctx.declareValue(address, 'id', [...path, 'id'], item.id);
  const out: Writable<Base<DesiredSection, SectionFieldName>> = {
    type: 'section',
    address,
    key,
    previously: ctx.plainList(ctx.field(path, 'previously'), item.previously) ?? [],
    spaces: [],
  };
  if (item.id !== undefined) out.id = ctx.plain(ctx.field(path, 'id'), item.id);
  const section = normalizeFields(ctx, address, path, SECTION_FIELDS, item, out);
  out.spaces = siteSpaces(address, [...path, 'spaces'], item.spaces, spaceIds, ctx);
  return section;
}

function group(
  parent: Address,
  path: YamlPath,
  item: GroupConfig,
  spaceIds: SpaceIds,
  ctx: NormalizeContext,
): DesiredGroup {
  const key = itemKey(path, 'group', item.group, item.key, ctx);
  const address = groupAddress(parent, key);
  ctx.declare(address, path);
  ctx.declareValue(address, 'id', [...path, 'id'], item.id);
  const out: Writable<Base<DesiredGroup, GroupFieldName>> = {
    type: 'group',
    address,
    key,
    previously: ctx.plainList(ctx.field(path, 'previously'), item.previously) ?? [],
    items: [],
  };
  if (item.id !== undefined) out.id = ctx.plain(ctx.field(path, 'id'), item.id);
  const group = normalizeFields(ctx, address, path, GROUP_FIELDS, item, out);
  out.items = items(address, [...path, 'sections'], item.sections, spaceIds, ctx);
  return group;
}

function siteSpaces(
  parent: Address,
  path: YamlPath,
  list: readonly SiteSpaceConfig[],
  spaceIds: SpaceIds,
  ctx: NormalizeContext,
): DesiredSiteSpace[] {
  // The most numerous object of a config (10,000 in the bench's): built into one object,
  // with no closure or intermediate object per item.
  const out: DesiredSiteSpace[] = [];
  for (let i = 0; i < list.length; i += 1) {
    const entry = list[i];
    if (entry === undefined) continue;
    const spaceRef = ctx.plain(ctx.field(path, i, 'space'), entry.space);
    const address = siteSpaceAddress(parent, spaceRef);
    ctx.declare(address, path, i);
    const item: Writable<Base<DesiredSiteSpace, SiteSpaceFieldName>> = {
      address,
      spaceRef,
      spaceId: spaceIds.get(spaceRef) ?? spaceRef,
    };
    if (entry.id !== undefined) {
      item.id = ctx.plain(ctx.field(path, i, 'id'), entry.id);
      ctx.declareValue(address, 'id', [...path, i, 'id'], entry.id);
    }
    out.push(normalizeFields(ctx, address, path, SITE_SPACE_FIELDS, entry, item, i));
  }
  return out;
}

type Writable<T> = { -readonly [K in keyof T]: T[K] };

/** An object without the fields of its table: what is built before the rows fill them. */
type Base<T, F extends string> = Omit<T, F>;

type SiteBase = Base<DesiredSite, SiteFieldName>;
