import type { Address } from '../../model/address.js';
import type { Diagnostic } from '../../model/diagnostic.js';
import type { LiveSite } from '../../model/live.js';
import type { DesiredVisitorAuth } from '../../model/schema/visitor-auth.js';
import type { FieldPair } from '../compare-fields.js';
import type { DeclaredPair } from '../field-pairs.js';
import { unreadPair } from './unread-pair.js';

/**
 * A declared `visitorAuth`'s pair: a live site whose settings the token may not read (a
 * read-only token: the answer holds the signing key) is not compared, with a warning,
 * rather than planned from nothing.
 */
export function visitorAuthPair(
  address: Address,
  pair: DeclaredPair<'site', 'visitorAuth', DesiredVisitorAuth>,
  live: LiveSite | undefined,
  notes: Diagnostic[],
): FieldPair<'site'> {
  if (live === undefined || live.visitorAuth !== undefined) return pair;
  return unreadPair(pair, notes, {
    code: 'visitor-auth-unreadable',
    address,
    verb: 'read',
    what: 'the visitor authentication',
    it: 'it',
  });
}
