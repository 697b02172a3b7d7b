/**
 * Keys that name the machinery of JavaScript objects rather than data: `__proto__` set
 * on a plain object replaces its prototype (the entry vanishes, or pollutes every object
 * built after), and `constructor` and `prototype` read as inherited members wherever a
 * lookup forgets `Object.hasOwn`. The config's readers refuse them as keys anywhere
 * (src/config/reserved-keys.ts), so the keys docform derives from live titles avoid
 * them too (slug-keys.ts).
 */
const RESERVED = new Set(['__proto__', 'constructor', 'prototype']);

export function isReservedKey(key: string): boolean {
  return RESERVED.has(key);
}
