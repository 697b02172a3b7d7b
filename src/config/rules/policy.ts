import { parseAddress } from '../../model/address.js';
import { didYouMean } from '../did-you-mean.js';
import type { RuleContext } from './rule-context.js';

const ROOTS = ['settings', 'member', 'team', 'saml', 'openapi', 'space', 'site'];

/** `policy.protect` and `policy.ignore` hold addresses (DESIGN, "The command line"). */
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
