import type { Address } from '../../model/address.js';
import type { Diagnostic } from '../../model/diagnostic.js';
import type { FieldPair } from '../compare-fields.js';

/** What a site's field the token may not read is, for the warning that says so. */
export interface Unread {
  readonly code: string;
  readonly address: Address;
  /** How it is read: `read` (one setting) or `list` (a collection). */
  readonly verb: 'read' | 'list';
  /** What it is, before `of <address>`: `the share links`. */
  readonly what: string;
  /** The pronoun for it: `it` for one setting, `them` for a collection. */
  readonly it: 'it' | 'them';
}

/**
 * A declared field of a live site that the token may not read (a read-only token: the
 * answer holds a secret, a signing key or the links' keys): the pair is not compared,
 * with a warning, rather than planned from nothing.
 */
export function unreadPair(
  pair: FieldPair<'site'>,
  notes: Diagnostic[],
  unread: Unread,
): FieldPair<'site'> {
  const { code, address, verb, what, it } = unread;
  notes.push({
    severity: 'warning',
    code,
    address,
    message: `the token may not ${verb} ${what} of ${address}: docform leaves ${it} out of this plan`,
    hint: `plan with a token of an organization admin to compare ${it}`,
  });
  return { ...pair, after: undefined };
}
