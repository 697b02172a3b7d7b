import type { Address } from '../model/address.js';
import type { PolicyAddressList } from '../model/desired.js';
import { policyEntryKey } from '../model/desired.js';
import type { Diagnostic } from '../model/diagnostic.js';
import { isAddressPattern } from '../model/address-pattern.js';
import { closestAddress, matchesAny, patternMatchesAny } from './known-addresses.js';
import type { PlanContext } from './plan-context.js';

const POLICY_MATCHES_NOTHING = 'policy-matches-nothing';

const LISTS: readonly PolicyAddressList[] = ['protect', 'ignore'];

/**
 * `policy.protect` and `policy.ignore` match addresses (or patterns of them: `site.*`),
 * not titles or ids. An entry that matches no declared and no live object does nothing,
 * and would do so silently: a typo (`site.doc`), or the address of a site whose
 * declaration was removed, which is now the key `docform export` gives it
 * (`site.acme-docs` for "Acme Docs"), so protect no longer covers it. Each such entry is
 * a warning at its place in the config, with a "did you mean" when an address the plan
 * knows is close (for an address; a pattern is told what `*` matches). Run on the draft,
 * before ignore, protect and --target drop anything. `known` gives the knownAddresses.
 */
export function unmatchedPolicyEntries(
  ctx: PlanContext,
  known: () => readonly Address[],
): Diagnostic[] {
  const { policy } = ctx.desired;
  if (policy.protect.length === 0 && policy.ignore.length === 0) return [];
  const out: Diagnostic[] = [];
  for (const list of LISTS) {
    policy[list].forEach((entry, i) => {
      const pattern = isAddressPattern(entry);
      if (pattern ? patternMatchesAny(entry, known()) : matchesAny(entry, known())) return;
      // an edit distance to a pattern says little: a pattern gets no "did you mean"
      const close = pattern ? undefined : closestAddress(entry, known());
      const location = ctx.desired.locations.get(policyEntryKey(list, i));
      out.push({
        severity: 'warning',
        code: POLICY_MATCHES_NOTHING,
        message: `policy.${list} lists ${entry}, which matches no declared or live object: it ${list === 'protect' ? 'protects' : 'ignores'} nothing`,
        hint: `${close === undefined ? '' : `did you mean "${close}"? `}${HOW}${pattern ? WILDCARD : ''}`,
        ...(location === undefined ? {} : { location }),
      });
    });
  }
  return out;
}

const WILDCARD =
  '; in a pattern, `*` matches any characters within one segment (`site.*`, `team.s*`), not across a `.`';

const HOW =
  'protect and ignore match addresses; a live object that no declaration owns is addressed by the key `docform export` gives it (`docform plan` lists it so)';
