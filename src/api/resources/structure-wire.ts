import * as z from 'zod';
import type {
  LiveGroup,
  LiveLink,
  LiveSection,
  LiveSiteSpace,
  LiveStructure,
  LiveStructureItem,
} from '../../model/live.js';
import { parseBody } from './parse.js';
import { opt } from './wire.js';
import { liveFields, wireShape, type OwnPart } from './read-fields.js';
import { GROUP_FIELDS } from '../../model/fields/group-fields.js';
import { LINK_FIELDS } from '../../model/fields/link-fields.js';
import { SECTION_FIELDS } from '../../model/fields/section-fields.js';
import { SITE_SPACE_FIELDS } from '../../model/fields/site-space-fields.js';
import { checkedId } from '../path-segment.js';

/** Wire shapes of the site structure (official `SiteStructure`) and their mapping to the model. */
export const siteSpaceSchema = z.looseObject({
  ...wireShape(SITE_SPACE_FIELDS),
  id: z.string(),
  space: z.looseObject({ id: z.string() }),
  createdAt: opt(z.string()),
  /** The section it is in (official `SiteSpace.section`), null at the root. */
  section: opt(z.string()),
});

const sectionSchema = z.looseObject({
  ...wireShape(SECTION_FIELDS),
  object: z.literal('site-section'),
  id: z.string(),
  createdAt: opt(z.string()),
  siteSpaces: z.array(z.unknown()),
});

const groupSchema = z.looseObject({
  ...wireShape(GROUP_FIELDS),
  object: z.literal('site-section-group'),
  id: z.string(),
  createdAt: opt(z.string()),
  /** `children` is current; the deprecated `sections` is the fallback. */
  children: opt(z.array(z.unknown())),
  sections: opt(z.array(z.unknown())),
});

const externalLinkSchema = z.looseObject({
  ...wireShape(LINK_FIELDS),
  object: z.literal('site-external-link'),
  id: z.string(),
});

const structureSchema = z.union([
  z.looseObject({ type: z.literal('sections'), structure: z.array(z.unknown()) }),
  z.looseObject({ type: z.literal('siteSpaces'), structure: z.array(z.unknown()) }),
]);

/** Where a parse failure points: the request that fetched the structure. */
interface Origin {
  readonly method: string;
  readonly path: string;
}

export function toLiveStructure(body: unknown, origin: Origin): LiveStructure {
  const s = parseBody(structureSchema, body, origin.method, origin.path);
  if (s.type === 'siteSpaces') {
    return { kind: 'spaces', spaces: s.structure.map((x) => toLiveSiteSpace(x, origin)) };
  }
  return { kind: 'sections', items: toItems(s.structure, origin) };
}

/**
 * Sections, groups and external links (official `SiteExternalLink`) in order. An item of a
 * kind this version does not know is skipped: reads never fail on what a newer API adds.
 */
function toItems(nodes: readonly unknown[], origin: Origin): LiveStructureItem[] {
  const items: LiveStructureItem[] = [];
  for (const node of nodes) {
    const kind = (node as { object?: unknown } | null)?.object;
    if (kind === 'site-section') items.push(toLiveSection(node, origin));
    else if (kind === 'site-section-group') items.push(toLiveGroup(node, origin));
    else if (kind === 'site-external-link') items.push(toLiveLink(node, origin));
  }
  return items;
}

/**
 * Into one object, not spreads: a read converts every section of every site. Its title
 * and path are rows the API always answers (`liveFields` writes them).
 */
export function toLiveSection(node: unknown, origin: Origin): LiveSection {
  const s = parseBody(sectionSchema, node, origin.method, origin.path);
  const own: OwnPart<LiveSection, typeof SECTION_FIELDS> = {
    type: 'section',
    id: checkedId(s.id, 'site section', s.title),
    default: s.default === true,
    spaces: s.siteSpaces.map((x) => toLiveSiteSpace(x, origin)),
  };
  if (s.createdAt) own.createdAt = s.createdAt;
  return liveFields(SECTION_FIELDS, s, own);
}

/** Into one object, as a section is. Its title is a row the API always answers. */
export function toLiveGroup(node: unknown, origin: Origin): LiveGroup {
  const g = parseBody(groupSchema, node, origin.method, origin.path);
  const own: OwnPart<LiveGroup, typeof GROUP_FIELDS> = {
    type: 'group',
    id: checkedId(g.id, 'section group', g.title),
    items: toItems(g.children ?? g.sections ?? [], origin),
  };
  if (g.createdAt) own.createdAt = g.createdAt;
  return liveFields(GROUP_FIELDS, g, own);
}

export function toLiveLink(node: unknown, origin: Origin): LiveLink {
  const l = parseBody(externalLinkSchema, node, origin.method, origin.path);
  const id = checkedId(l.id, 'external link', l.title);
  return liveFields(LINK_FIELDS, l, { type: 'link', id });
}

/**
 * Into one object, not a spread per optional field: a read converts every site space.
 * Its path is a row the API always answers (`liveFields` writes it).
 */
export function toLiveSiteSpace(node: unknown, origin: Origin): LiveSiteSpace {
  const s = parseBody(siteSpaceSchema, node, origin.method, origin.path);
  const own: OwnPart<LiveSiteSpace, typeof SITE_SPACE_FIELDS> = {
    id: checkedId(s.id, 'site space', s.path),
    spaceId: s.space.id,
    default: s.default === true,
  };
  if (s.createdAt) own.createdAt = s.createdAt;
  return liveFields(SITE_SPACE_FIELDS, s, own);
}
