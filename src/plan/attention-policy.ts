import type { UnwordedItem } from '../model/attention-item.js';
import type { Policy } from '../model/desired.js';
import { isObject } from '../model/is-object.js';
import { canonicalJson } from './canonical-json.js';

/**
 * Every value of the normalized policy that is not the default, as one item per leaf
 * (`policy.deleteThreshold.count`), a list whole (`policy.prune`). The two are compared
 * key by key, whatever the keys are: a policy key added later is listed as soon as it
 * differs from its default, with no rule of its own here.
 */
export function policyItems(policy: Policy, defaults: Policy): UnwordedItem[] {
  return differences(policy, defaults, 'policy').map(({ path, value, base }) => ({
    category: 'gate',
    reason: 'policy',
    address: 'policy',
    path,
    ...(value === undefined ? {} : { value }),
    ...(base === undefined ? {} : { default: base }),
  }));
}

interface Difference {
  readonly path: string;
  readonly value: unknown;
  readonly base: unknown;
}

function differences(value: unknown, base: unknown, path: string): Difference[] {
  if (isObject(value) && isObject(base)) {
    const keys = new Set([...Object.keys(value), ...Object.keys(base)]);
    return [...keys].flatMap((key) => differences(value[key], base[key], `${path}.${key}`));
  }
  // JSON data on both sides; node:util's isDeepStrictEqual would load a module of Node's
  // after start-up on every plan (test/packaging/node-modules-before-flags.test.ts)
  const same =
    value === undefined
      ? base === undefined
      : base !== undefined && canonicalJson(value) === canonicalJson(base);
  return same ? [] : [{ path, value, base }];
}
