import { z } from 'zod';
import type {
  LiveGroup,
  LiveSection,
  LiveSiteSpace,
  LiveStructure,
  LiveStructureItem,
} from '../../model/live.js';
import { parseBody } from './parse.js';
import { opt } from './wire.js';

/** Wire shapes of the site structure (official notes 3, 5) and their mapping to the model. */
export const siteSpaceSchema = z.looseObject({
  id: z.string(),
  path: z.string(),
  space: z.looseObject({ id: z.string() }),
  default: opt(z.boolean()),
  condition: opt(z.string()),
  hidden: opt(z.boolean()),
});

export const sectionSchema = z.looseObject({
  object: z.literal('site-section'),
  id: z.string(),
  title: z.string(),
  icon: opt(z.string()),
  description: opt(z.string()),
  path: z.string(),
  condition: opt(z.string()),
  default: opt(z.boolean()),
  siteSpaces: z.array(z.unknown()),
});

export const groupSchema = z.looseObject({
  object: z.literal('site-section-group'),
  id: z.string(),
  title: z.string(),
  icon: opt(z.string()),
  /** `children` is current; the deprecated `sections` is the fallback. */
  children: opt(z.array(z.unknown())),
  sections: opt(z.array(z.unknown())),
});

export const structureSchema = z.union([
  z.looseObject({ type: z.literal('sections'), structure: z.array(z.unknown()) }),
  z.looseObject({ type: z.literal('siteSpaces'), structure: z.array(z.unknown()) }),
]);

/** Where a parse failure points: the request that fetched the structure. */
export interface Origin {
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
 * Sections and groups in order. External links (official 2.10) are not managed by
 * docform and are left out.
 */
function toItems(nodes: readonly unknown[], origin: Origin): LiveStructureItem[] {
  const items: LiveStructureItem[] = [];
  for (const node of nodes) {
    const kind = (node as { object?: unknown } | null)?.object;
    if (kind === 'site-section') items.push(toLiveSection(node, origin));
    else if (kind === 'site-section-group') items.push(toLiveGroup(node, origin));
  }
  return items;
}

export function toLiveSection(node: unknown, origin: Origin): LiveSection {
  const s = parseBody(sectionSchema, node, origin.method, origin.path);
  return {
    type: 'section',
    id: s.id,
    title: s.title,
    icon: s.icon ?? null,
    description: s.description ?? null,
    path: s.path,
    condition: s.condition ?? null,
    default: s.default ?? false,
    spaces: s.siteSpaces.map((x) => toLiveSiteSpace(x, origin)),
  };
}

export function toLiveGroup(node: unknown, origin: Origin): LiveGroup {
  const g = parseBody(groupSchema, node, origin.method, origin.path);
  return {
    type: 'group',
    id: g.id,
    title: g.title,
    icon: g.icon ?? null,
    items: toItems(g.children ?? g.sections ?? [], origin),
  };
}

export function toLiveSiteSpace(node: unknown, origin: Origin): LiveSiteSpace {
  const s = parseBody(siteSpaceSchema, node, origin.method, origin.path);
  return {
    id: s.id,
    spaceId: s.space.id,
    path: s.path,
    condition: s.condition ?? null,
    default: s.default ?? false,
    hidden: s.hidden ?? false,
  };
}
