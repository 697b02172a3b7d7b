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

/** The first reserved key found in a tree of objects and lists, at any depth. */
export function reservedKeyIn(value: unknown): string | undefined {
  if (Array.isArray(value)) {
    for (const item of value) {
      const found = reservedKeyIn(item);
      if (found !== undefined) return found;
    }
    return undefined;
  }
  if (typeof value !== 'object' || value === null) return undefined;
  for (const [key, item] of Object.entries(value)) {
    if (isReservedKey(key)) return key;
    const found = reservedKeyIn(item);
    if (found !== undefined) return found;
  }
  return undefined;
}
