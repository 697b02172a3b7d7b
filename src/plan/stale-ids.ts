import type { Diagnostic } from '../model/diagnostic.js';
import type { KeySpec, MatchResult } from './match-keyed.js';

/** A declaration pinned to an id that is not live, and matched by nothing: created again. */
export const PINNED_ID_DELETED = 'pinned-id-deleted';
/** A declaration pinned to an id that is not live, matched by its key to another live object. */
export const PINNED_ID_STALE = 'pinned-id-stale';

const PIN_AFTER_APPLY =
  'after the apply, run `docform pin`: it writes the new id over the stale one';

/**
 * The warnings of the declarations pinned to an id that is not live (`result.stale`),
 * once their keys were tried, each at its `id:` (src/plan/field-locations.ts):
 * - matched by nothing: the object was deleted outside docform, and the plan creates it
 *   again (`pinned-id-deleted`): Terraform plans a create for a resource gone from the
 *   API the same way; the create keeps the gates of every create (a rename hint still
 *   holds it back without --allow-create);
 * - matched by its key to another live object (recreated by hand under the same title,
 *   or a site space replaced when it moved to another section): that object is managed,
 *   as an unpinned declaration would be (`pinned-id-stale`), rather than a second one
 *   built beside it;
 * - blocked (its key matches several live objects): the `ambiguous-match` error says so,
 *   and this says why the id did not settle it.
 * `inCreated` leaves out a declaration inside a parent this plan creates (a section of
 * a deleted site): it is created with its parent, whose own warning says why. `specOf`
 * gives a declaration's spec where one match holds several (sections, groups, links).
 */
export function staleIdNotes<D, L>(
  specOf: KeySpec<D, L> | ((d: D) => KeySpec<D, L>),
  result: MatchResult<D, L>,
  inCreated: (d: D) => boolean = () => false,
): Diagnostic[] {
  const out: Diagnostic[] = [];
  for (const [d, id] of result.stale) {
    const spec = typeof specOf === 'function' ? specOf(d) : specOf;
    const live = result.matched.get(d);
    if (live === undefined && !result.blocked.has(d) && inCreated(d)) continue;
    const address = spec.address(d);
    const pinned = `${spec.noun} ${address} is pinned to id ${id}, which is not live`;
    if (live !== undefined) {
      out.push({
        severity: 'warning',
        code: PINNED_ID_STALE,
        address,
        message: `${pinned} (deleted or replaced outside docform): matched by its ${spec.keyName} to the live one, id ${spec.liveId(live)}`,
        hint: 'run `docform pin`: it writes the live id over the stale one',
      });
    } else if (result.blocked.has(d)) {
      out.push({
        severity: 'warning',
        code: PINNED_ID_STALE,
        address,
        message: `${pinned} (deleted or replaced outside docform), and its ${spec.keyName} matches more than one live object`,
        hint: 'pin the id of the live one to manage',
      });
    } else {
      out.push({
        severity: 'warning',
        code: PINNED_ID_DELETED,
        address,
        message: `${pinned}: it was deleted outside docform, and this plan creates it again`,
        hint: PIN_AFTER_APPLY,
      });
    }
  }
  return out;
}
