import type { Diagnostic } from '../model/diagnostic.js';
import type { SourceLocation } from '../model/location.js';
import { error } from './diagnostics.js';

/**
 * Keys that name the machinery of JavaScript objects rather than data: `__proto__` set
 * on a plain object replaces its prototype (the entry vanishes, or pollutes every object
 * built after), and `constructor` and `prototype` read as inherited members wherever a
 * lookup forgets `Object.hasOwn`. A config from a pull request is untrusted input, so
 * the readers refuse them as keys anywhere, at the key (docs/config.md, "Limits and what is read").
 */
const RESERVED = new Set(['__proto__', 'constructor', 'prototype']);

export function isReservedKey(key: string): boolean {
  return RESERVED.has(key);
}

export function reservedKey(name: string, at: SourceLocation): Diagnostic {
  return error('reserved-key', `\`${name}\` cannot be a key: JavaScript reserves it`, at, {
    hint: 'rename the key (a team, site or space key is any other word)',
  });
}
