import { sortStructure } from '../../api/resources/site-structure.js';
import { DocformError } from '../../model/errors.js';
import { positionSide } from '../../model/plan.js';
import type { HandlerContext, Placement } from '../handler.js';
import { POINTER_TYPES, kindOfAddress, siteAt } from './locate.js';

type Pointer = { type: (typeof POINTER_TYPES)[keyof typeof POINTER_TYPES]; id: string };

function pointerOf(address: string, id: string | undefined): Pointer {
  const kind = kindOfAddress(address);
  if (kind === 'site' || kind === 'other' || id === undefined) {
    throw new DocformError(`${address} cannot be a move position`);
  }
  return { type: POINTER_TYPES[kind], id };
}

/**
 * Places a section, group, external link or site space before or after a sibling of the same level
 * with the official `PATCH .../structure/sort` (the `/move` operations are deprecated:
 * docs/api-differences.md, "Reorders").
 */
export async function sortChild(
  change: Placement<'section' | 'group' | 'link' | 'site-space'>,
  ctx: HandlerContext,
): Promise<void> {
  const { side, ref } = positionSide(change.position);
  await sortStructure(ctx.client, siteAt(change, ctx), {
    item: pointerOf(change.address, change.id),
    position: { [side]: pointerOf(ref.ref, ref.id) },
  });
}
