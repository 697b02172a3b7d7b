import { sortStructure } from '../../api/resources/site-structure.js';
import { addressKind } from '../../model/address.js';
import { DocformError } from '../../model/errors.js';
import { STRUCTURE_KINDS, type StructureKind } from '../../model/kinds.js';
import { positionSide } from '../../model/plan.js';
import type { HandlerContext, Placement } from '../handler.js';
import { POINTER_TYPES, siteAt } from './locate.js';

type Pointer = { type: (typeof POINTER_TYPES)[keyof typeof POINTER_TYPES]; id: string };

function pointerOf(address: string, id: string | undefined): Pointer {
  const kind = addressKind(address);
  if (!isStructureKind(kind) || id === undefined) {
    throw new DocformError(`${address} cannot be a move position`);
  }
  return { type: POINTER_TYPES[kind], id };
}

function isStructureKind(kind: string | undefined): kind is StructureKind {
  return STRUCTURE_KINDS.some((structure) => structure === kind);
}

/**
 * Places a section, group, external link or site space before or after a sibling of the same level
 * with the official `PATCH .../structure/sort` (the `/move` operations are deprecated:
 * docs/api-differences.md, "Reorders").
 */
export async function sortChild(
  change: Placement<StructureKind>,
  ctx: HandlerContext,
): Promise<void> {
  const { side, ref } = positionSide(change.position);
  await sortStructure(ctx.client, siteAt(change, ctx), {
    item: pointerOf(change.address, change.id),
    position: { [side]: pointerOf(ref.ref, ref.id) },
  });
}
