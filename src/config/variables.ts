import type { Diagnostic } from '../model/diagnostic.js';
import type { ConfigFacts, DeferredScalar } from './config-facts.js';
import { error } from './diagnostics.js';
import { variableNames, type Variables } from './env-interpolation.js';
import { ENVIRONMENTS_KEY } from './environment-checks.js';
import { childKey } from './position-index.js';
import type { ScalarInterpolator, SecretLeaf, SelectedEnvironment } from './scalar-interpolator.js';
import { withValueAt } from './value-at.js';

const SEPARATOR = childKey('a', 'b').slice(1, -1);

type Scalars = Map<string, [key: string, scalar: DeferredScalar][]>;

/**
 * The variables of environment `name`, resolved: a variable may read others
 * (`${var:NAME}` in its value, at any depth), which are resolved first; one that refers
 * to itself, directly or through others, is an error where the loop closes
 * (`variable-cycle`), and its uses say nothing more. A variable holding a secret at any
 * depth (`${env:...}`, or another variable's secret) keeps it: `secretsOf` tells where
 * its secrets are, so that every value built from it is a secret too (docs/security.md,
 * "Secrets"). `facts` are the environment's own (ConfigFacts.forEnvironment).
 */
export function readVariables(
  name: string,
  vars: Variables,
  facts: ConfigFacts,
  interpolator: ScalarInterpolator,
  diagnostics: Diagnostic[],
): SelectedEnvironment {
  const prefix = childKey(childKey(ENVIRONMENTS_KEY, name), 'vars');
  const scalars = scalarsOf(prefix, facts);
  const values: Record<string, unknown> = { ...vars };
  const broken = new Set<string>();
  const leaves = new Map<string, SecretLeaf[]>();
  const secretsOf = (variable: string): SecretLeaf[] => {
    let found = leaves.get(variable);
    if (found === undefined) {
      found = secretsUnder(childKey(prefix, variable), facts);
      leaves.set(variable, found);
    }
    return found;
  };
  const selected: SelectedEnvironment = { name, vars: values, secretsOf, broken };
  const done = new Set<string>();
  const reading: string[] = [];
  const read = (variable: string): void => {
    if (done.has(variable) || reading.includes(variable)) return;
    reading.push(variable);
    const own = scalars.get(variable) ?? [];
    for (const [, scalar] of own) {
      for (const used of variableNames(scalar.text)) {
        if (!Object.hasOwn(vars, used)) continue;
        const from = reading.indexOf(used);
        if (from === -1) read(used);
        else loop(reading.slice(from), scalar, broken, diagnostics);
      }
    }
    reading.pop();
    done.add(variable);
    if (broken.has(variable)) {
      delete values[variable];
      for (const [key] of own) facts.unresolved.add(key);
      return;
    }
    const base = childKey(prefix, variable);
    let value = values[variable];
    for (const [key, scalar] of own) {
      const resolved = interpolator.resolveDeferred(scalar, key, selected, facts);
      const below = key === base ? [] : key.slice(base.length + 1).split(SEPARATOR);
      value = withValueAt(value, below, resolved);
    }
    values[variable] = value;
  };
  for (const variable of Object.keys(vars)) read(variable);
  return selected;
}

/** The deferred scalars (those reading `${var:...}`) inside each variable, by variable. */
function scalarsOf(prefix: string, facts: ConfigFacts): Scalars {
  const out: Scalars = new Map();
  const start = `${prefix}${SEPARATOR}`;
  for (const [key, scalar] of facts.deferred) {
    if (!key.startsWith(start)) continue;
    const variable = key.slice(start.length).split(SEPARATOR)[0] ?? '';
    const list = out.get(variable) ?? [];
    list.push([key, scalar]);
    out.set(variable, list);
  }
  return out;
}

/** The secrets at `key` and below it, each with the rest of its path key. */
function secretsUnder(key: string, facts: ConfigFacts): SecretLeaf[] {
  const out: SecretLeaf[] = [];
  const below = `${key}${SEPARATOR}`;
  for (const [at, origin] of facts.secrets) {
    if (at === key || at.startsWith(below)) out.push([at.slice(key.length), origin]);
  }
  return out;
}

/** A loop of variables (`cycle`, the first one read again), closed by `scalar`. */
function loop(
  cycle: readonly string[],
  scalar: DeferredScalar,
  broken: Set<string>,
  diagnostics: Diagnostic[],
): void {
  for (const variable of cycle) broken.add(variable);
  const first = cycle[0] ?? '';
  const message =
    cycle.length === 1
      ? `variable ${first} refers to itself`
      : `variables refer to each other in a loop: ${[...cycle, first].join(' -> ')}`;
  diagnostics.push(
    error('variable-cycle', message, scalar.at(), {
      hint: 'a variable may read other variables, never itself, directly or through others',
    }),
  );
}
