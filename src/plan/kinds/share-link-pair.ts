import type { Address } from '../../model/address.js';
import type { Diagnostic } from '../../model/diagnostic.js';
import { DELETE_NEEDS_ALLOW_DELETE } from '../../model/gate-codes.js';
import type { LiveSite } from '../../model/live.js';
import type { FieldPair } from '../compare-fields.js';

/**
 * A site's `shareLinks` pair, with what the plan must say beside it: a live link the list
 * no longer names is deleted (its URL stops working), so each is a delete the
 * `--allow-delete` gate holds, named `site.<key>.shareLink."<name>"`; a site whose links
 * the token may not list (a read-only token: the list holds the links' keys) is not
 * compared, with a warning, rather than planned from nothing.
 */
export function shareLinkPair(
  address: Address,
  pair: FieldPair<'site'>,
  live: LiveSite | undefined,
  notes: Diagnostic[],
): FieldPair<'site'> {
  if (!Array.isArray(pair.after) || live === undefined) return pair;
  if (live.shareLinks === undefined) {
    notes.push({
      severity: 'warning',
      code: 'share-links-unreadable',
      address,
      message: `the token may not list the share links of ${address}: docform leaves them out of this plan`,
      hint: 'plan with a token of an organization admin to compare them',
    });
    return { ...pair, after: undefined };
  }
  const kept = new Set(pair.after.map(String));
  for (const name of live.shareLinks) {
    if (kept.has(name)) continue;
    notes.push({
      severity: 'warning',
      code: DELETE_NEEDS_ALLOW_DELETE,
      address: `${address}.shareLink.${JSON.stringify(name)}`,
      message: `deletes the share link "${name}" of ${address}: its URL stops working`,
      hint: 'apply with --allow-delete once reviewed',
    });
  }
  return pair;
}
