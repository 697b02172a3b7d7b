import type { Address } from '../../model/address.js';
import type { Diagnostic } from '../../model/diagnostic.js';
import type { LiveSite } from '../../model/live.js';
import type { FieldPair } from '../compare-fields.js';

/**
 * A site's `visitorAuth` pair: a live site whose settings the token may not read (a
 * read-only token: the answer holds the signing key) is not compared, with a warning,
 * rather than planned from nothing.
 */
export function visitorAuthPair(
  address: Address,
  pair: FieldPair<'site'>,
  live: LiveSite | undefined,
  notes: Diagnostic[],
): FieldPair<'site'> {
  if (pair.after === undefined || live === undefined || live.visitorAuth !== undefined) {
    return pair;
  }
  notes.push({
    severity: 'warning',
    code: 'visitor-auth-unreadable',
    address,
    message: `the token may not read the visitor authentication of ${address}: docform leaves it out of this plan`,
    hint: 'plan with a token of an organization admin to compare it',
  });
  return { ...pair, after: undefined };
}
