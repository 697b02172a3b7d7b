import type { Address } from '../../model/address.js';
import type { Diagnostic } from '../../model/diagnostic.js';
import type { LiveSite } from '../../model/live.js';
import type { DesiredVisitorAuth } from '../../model/schema/visitor-auth.js';
import type { FieldPair } from '../compare-fields.js';
import type { DeclaredPair } from '../field-pairs.js';

/**
 * A declared `visitorAuth`'s pair: a live site whose settings the token may not read (a
 * read-only token: the answer holds the signing key) is not compared, with a warning,
 * rather than planned from nothing.
 */
export function visitorAuthPair(
  address: Address,
  pair: DeclaredPair<'site', DesiredVisitorAuth>,
  live: LiveSite | undefined,
  notes: Diagnostic[],
): FieldPair<'site'> {
  if (live === undefined || live.visitorAuth !== undefined) return pair;
  notes.push({
    severity: 'warning',
    code: 'visitor-auth-unreadable',
    address,
    message: `the token may not read the visitor authentication of ${address}: docform leaves it out of this plan`,
    hint: 'plan with a token of an organization admin to compare it',
  });
  return { ...pair, after: undefined };
}
