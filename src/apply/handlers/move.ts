import { DocformError } from '../../model/errors.js';
import type { Change, IdRef } from '../../model/plan.js';
import type { HandlerContext } from '../handler.js';
import { enc, kindOfAddress, needId, sitePath } from './paths.js';

/** The pointer types of the move endpoints (docs/emulator-sites.md, "Moves"). */
function pointerType(ref: IdRef): 'site-section' | 'site-section-group' | 'site-space' {
  const kind = kindOfAddress(ref.ref);
  if (kind === 'section') return 'site-section';
  if (kind === 'group') return 'site-section-group';
  if (kind === 'space') return 'site-space';
  throw new DocformError(`${ref.ref} cannot be a move position`);
}

function side(change: Change): { key: 'before' | 'after'; ref: IdRef } {
  const { before, after } = change.position ?? {};
  if (before) return { key: 'before', ref: before };
  if (after) return { key: 'after', ref: after };
  throw new DocformError(`${change.address}: a move without a position`);
}

/**
 * Moves a section, group or site space before or after a sibling with the seed's
 * `/move` endpoints; a section next to a group (which the section pointer cannot
 * name) uses the official structure sort.
 */
export async function moveChild(change: Change, ctx: HandlerContext): Promise<void> {
  const id = needId(change);
  const { key, ref } = side(change);
  const sibling = ref.id as string;
  const type = pointerType(ref);
  const site = sitePath(change, ctx);
  if (change.kind === 'site-space') {
    await ctx.api.send('POST', `${site}/site-spaces/${enc(id)}/move`, {
      position: { [key]: { type, siteSpace: sibling } },
    });
  } else if (change.kind === 'group') {
    await ctx.api.send('POST', `${site}/section-groups/${enc(id)}/move`, {
      position: { [key]: { type, id: sibling } },
    });
  } else if (type === 'site-section') {
    await ctx.api.send('POST', `${site}/sections/${enc(id)}/move`, {
      position: { [key]: { type, siteSection: sibling } },
    });
  } else {
    await ctx.api.send('PATCH', `${site}/structure/sort`, {
      item: { type: 'site-section', id },
      position: { [key]: { type, id: sibling } },
    });
  }
}

type Action = (change: Change, ctx: HandlerContext) => Promise<void>;

/**
 * The move action of a kind: a move may carry `fields` (docs/plan-format.md, "update
 * them, then move"), e.g. a section both reordered and given a new icon. Without this
 * the fields were dropped and the apply ended "not converged" (issue 8, found by two
 * applies at once).
 */
export function updateThenMove(update: () => Action | undefined): Action {
  return async (change, ctx) => {
    const fields = change.fields ?? [];
    if (fields.length > 0) await update()?.(change, ctx);
    await moveChild(change, ctx);
  };
}
