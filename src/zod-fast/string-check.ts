import type { Schema } from './check.js';

/**
 * The length (zod counts code points) and pattern checks of a string schema, as one
 * test; undefined when a check is of another kind.
 */
export function stringCheck(checks: readonly Schema[]): ((value: string) => boolean) | undefined {
  const tests: ((value: string) => boolean)[] = [];
  for (const check of checks) {
    const def = check._zod.def;
    const exact = exactCheck(check);
    if (def.check === 'min_length' && def.minimum !== undefined) {
      const min = def.minimum;
      // fewer units than `min` are fewer code points; twice as many units are enough
      tests.push((v) => (v.length < min ? false : v.length >= 2 * min || exact(v)));
    } else if (def.check === 'max_length' && def.maximum !== undefined) {
      const max = def.maximum;
      tests.push((v) => v.length <= max || exact(v));
    } else if (
      def.check === 'string_format' &&
      (def.format === 'regex' || def.format === 'email') &&
      def.pattern !== undefined
    ) {
      const pattern = def.pattern;
      tests.push((v) => {
        pattern.lastIndex = 0;
        return pattern.test(v);
      });
    } else return undefined;
  }
  return (value) => {
    for (const test of tests) if (!test(value)) return false;
    return true;
  };
}

/** A check as zod runs it, for the rare values a shortcut cannot decide. */
function exactCheck(check: Schema): (value: unknown) => boolean {
  return (value) => {
    const payload = { value, issues: [] as unknown[] };
    check._zod.check?.(payload);
    return payload.issues.length === 0;
  };
}
