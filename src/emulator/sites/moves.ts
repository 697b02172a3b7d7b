import { badRequest } from '../api-error.js';
import type { SiteNodeRecord, SiteSpaceRecord, World } from '../world.js';
import { reorder } from './site-tree.js';

/** One side of a move: place the item right before or right after a sibling. */
export interface Anchor {
  readonly side: 'before' | 'after';
  readonly type: string;
  readonly id: string;
}

/** How an endpoint spells its pointers: allowed `type`s and the key holding the id. */
export interface PointerShape {
  readonly types: readonly string[];
  readonly idKey: string;
}

/**
 * Reads `position` as exactly one of `before` / `after`, a pointer of an allowed type.
 * Anything else (neither, both, a wrong shape) is a 400 with the endpoint's message
 * (seed, Errors: "Invalid move site section position"). The official spec's "no
 * position moves to the end" is not accepted (docs/emulator-sites.md, "Moves").
 */
export function readAnchor(position: unknown, shape: PointerShape, message: string): Anchor {
  if (!isObject(position)) throw badRequest(message);
  const sides = (['before', 'after'] as const).filter((side) => position[side] !== undefined);
  const side = sides[0];
  if (sides.length !== 1 || side === undefined) throw badRequest(message);
  const pointer = position[side];
  if (!isObject(pointer)) throw badRequest(message);
  const { type } = pointer;
  const id = pointer[shape.idKey];
  if (typeof type !== 'string' || !shape.types.includes(type) || typeof id !== 'string') {
    throw badRequest(message);
  }
  return { side, type, id };
}

const NODE_TYPES: Record<string, SiteNodeRecord['type']> = {
  'site-section': 'section',
  'site-section-group': 'group',
  'site-external-link': 'link',
};

/** Moves a section, group or external link next to a sibling of those; 400 unless a sibling. */
export function moveNode(
  world: World,
  node: SiteNodeRecord,
  anchor: Anchor,
  message: string,
): void {
  const target = world.siteNodes.find(
    (n) => n.site === node.site && n.id === anchor.id && n.type === NODE_TYPES[anchor.type],
  );
  if (!target || target === node || target.parent !== node.parent) throw badRequest(message);
  reorder(world.siteNodes, node, anchor.side === 'before' ? { before: target } : { after: target });
}

/** Moves a site space next to a sibling site space (same section, or both at the root). */
export function moveSiteSpace(
  world: World,
  siteSpace: SiteSpaceRecord,
  anchor: Anchor,
  message: string,
): void {
  const target = world.siteSpaces.find(
    (s) => s.site === siteSpace.site && s.id === anchor.id && anchor.type === 'site-space',
  );
  if (!target || target === siteSpace || target.section !== siteSpace.section) {
    throw badRequest(message);
  }
  reorder(
    world.siteSpaces,
    siteSpace,
    anchor.side === 'before' ? { before: target } : { after: target },
  );
}

function isObject(value: unknown): value is Record<string, unknown> {
  return value !== null && typeof value === 'object' && !Array.isArray(value);
}
