import type { Diagnostic } from '../model/diagnostic.js';
import type { SourceLocation } from '../model/location.js';
import { error } from './diagnostics.js';

/**
 * A config from a pull request is untrusted input, so the readers refuse the keys
 * JavaScript reserves (`isReservedKey`, model/reserved-keys.ts) as keys anywhere, at the
 * key (docs/config.md, "Limits and what is read").
 */
export function reservedKey(name: string, at: SourceLocation): Diagnostic {
  return error('reserved-key', `\`${name}\` cannot be a key: JavaScript reserves it`, at, {
    hint: 'rename the key (a team, site or space key is any other word)',
  });
}
