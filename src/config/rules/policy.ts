import { parseAddress } from '../../model/address.js';
import { patternProblem } from '../../model/address-pattern.js';
import { KINDS, TOP_LEVEL_KINDS } from '../../model/kinds.js';
import { didYouMean } from '../did-you-mean.js';
import type { RuleContext } from './rule-context.js';

/** The words an address starts with: those of the kinds of no parent. */
const ROOTS: readonly string[] = TOP_LEVEL_KINDS.map((kind) => KINDS[kind].word);

/**
 * `policy.protect` and `policy.ignore` hold addresses (docs/config.md, "Addresses"), in
 * which `*` matches within a segment (model/address-pattern.ts): an entry that is no
 * address, or uses a wildcard docform does not take, is refused at its place.
 */
export function policyAddresses(ctx: RuleContext): void {
  for (const list of ['protect', 'ignore'] as const) {
    ctx.desired.policy[list].forEach((address, i) => {
      const path = ['policy', list, i];
      let root: string | undefined;
      try {
        root = parseAddress(address)[0];
      } catch {
        ctx.error('invalid-address', `"${address}" is not an address: unterminated quote`, path);
        return;
      }
      const problem = patternProblem(address);
      if (problem !== undefined) {
        ctx.error('invalid-address', `"${address}" is not an address pattern: ${problem}`, path);
        return;
      }
      if (root === undefined || ROOTS.includes(root)) return;
      ctx.error(
        'invalid-address',
        `"${address}" is not an address: it must start with one of ${ROOTS.join(', ')}`,
        path,
        didYouMean(root, ROOTS),
      );
    });
  }
}
