import type { Diagnostic } from '../model/diagnostic.js';
import { isObject } from '../model/is-object.js';
import type { ConfigFacts } from './config-facts.js';
import { error } from './diagnostics.js';
import { didYouMeanOneOf } from './did-you-mean.js';
import type { Variables } from './env-interpolation.js';
import {
  checkEnvironments,
  type EnvironmentSource,
  ENVIRONMENTS_KEY,
  leaveOutChoice,
  type Mapping,
  shownChoice,
} from './environment-checks.js';
import { applyOverrides } from './environment-overrides.js';
import { childKey, type YamlPath } from './position-index.js';
import type { ScalarInterpolator, SelectedEnvironment } from './scalar-interpolator.js';
import { withValueAt } from './value-at.js';
import { readVariables } from './variables.js';

/**
 * `environments:`: one config serving several organizations. Each entry names
 * its `organization`, its `vars` (read by `${var:NAME}` anywhere in the config) and its
 * `overrides` (deep-merged over the config; lists replace). Choosing one turns the config
 * into the single-organization form the schema reads: `organization:` set, the
 * variables resolved, the overrides applied. Every problem is at its `file:line:col` and
 * names the environment.
 */

export { ALL_ENVIRONMENTS, ENVIRONMENTS_KEY } from './environment-checks.js';
export type { EnvironmentSource } from './environment-checks.js';

/** The environment names a config declares, or undefined when it has none. */
export function environmentNames(doc: unknown): string[] | undefined {
  if (!isObject(doc) || !isObject(doc[ENVIRONMENTS_KEY])) return undefined;
  return Object.keys(doc[ENVIRONMENTS_KEY]);
}

export interface Selection {
  /** The config in its single-organization form, for the schema. */
  readonly doc: Mapping;
  readonly facts: ConfigFacts;
}

/**
 * The config for environment `name` (undefined for a config without environments), asked
 * for `from` the flag or the variable. Returns undefined, with the problems in
 * `diagnostics`, when it cannot be chosen.
 */
export function selectEnvironment(
  doc: unknown,
  name: string | undefined,
  facts: ConfigFacts,
  interpolator: ScalarInterpolator,
  diagnostics: Diagnostic[],
  from: EnvironmentSource = '--env',
): Selection | undefined {
  if (!isObject(doc)) return { doc: {}, facts };
  const environments = doc[ENVIRONMENTS_KEY];
  if (environments === undefined) {
    if (name !== undefined) {
      diagnostics.push(
        error(
          'no-environments',
          `${shownChoice(name, from)}: the config declares no environments`,
          undefined,
          { hint: `${leaveOutChoice(from)}, or declare \`environments:\` in the config` },
        ),
      );
      return undefined;
    }
    if (facts.deferred.size > 0) resolveVariables(doc, facts, interpolator, undefined, diagnostics);
    return { doc, facts };
  }
  if (!checkEnvironments(doc, facts, diagnostics)) return undefined;
  const entries = environments as Record<string, Mapping>;
  if (name === undefined) {
    diagnostics.push(
      error(
        'environment-required',
        `the config declares environments: choose one with --env`,
        facts.index.key([ENVIRONMENTS_KEY]),
        {
          hint: `--env ${Object.keys(entries).join(', --env ')} (or DOCFORM_ENV)`,
        },
      ),
    );
    return undefined;
  }
  const entry = entries[name];
  if (entry === undefined) {
    const known = Object.keys(entries);
    diagnostics.push(
      error(
        'unknown-environment',
        `${shownChoice(name, from)}: the config has no environment ${name}`,
        facts.index.key([ENVIRONMENTS_KEY]),
        {
          hint: didYouMeanOneOf(name, known) ?? `its environments: ${known.join(', ')}`,
        },
      ),
    );
    return undefined;
  }
  const vars: Variables = isObject(entry.vars) ? entry.vars : {};
  // this environment's own facts: its variables' secrets are not another environment's
  const own = facts.forEnvironment();
  const selected = readVariables(name, vars, own, interpolator, diagnostics);
  const resolved = resolveVariables(doc, own, interpolator, selected, diagnostics);
  const { [ENVIRONMENTS_KEY]: all, ...base } = resolved;
  const chosenEntry = (all as Record<string, Mapping>)[name] ?? entry;
  const chosen: Mapping = { ...base, organization: chosenEntry.organization };
  const aliases: [YamlPath, YamlPath][] = [
    [['organization'], [ENVIRONMENTS_KEY, name, 'organization']],
  ];
  if (isObject(chosenEntry.overrides)) {
    applyOverrides(chosen, chosenEntry.overrides, [], [ENVIRONMENTS_KEY, name, 'overrides'], {
      name,
      facts: own,
      aliases,
      diagnostics,
    });
  }
  // an unknown variable or override is an error, and the schema and rules still read the
  // rest (the values it could not resolve are marked, so no problem is said twice)
  return { doc: chosen, facts: own.redirected(aliases) };
}

/**
 * Every deferred scalar (one that reads `${var:NAME}`) of the config and of the chosen
 * environment's overrides, resolved with its variables; the other environments' scalars
 * are left alone. Without an environment, `${var:...}` is an error at each scalar.
 */
function resolveVariables(
  doc: Mapping,
  facts: ConfigFacts,
  interpolator: ScalarInterpolator,
  selected: SelectedEnvironment | undefined,
  diagnostics: Diagnostic[],
): Mapping {
  let out = doc;
  const envPrefix = childKey('', ENVIRONMENTS_KEY);
  const ownPrefix =
    selected === undefined ? undefined : childKey(childKey(envPrefix, selected.name), 'overrides');
  for (const [key, scalar] of facts.deferred) {
    const inEnvironments = key === envPrefix || key.startsWith(childKey(envPrefix, ''));
    if (
      inEnvironments &&
      (ownPrefix === undefined || !(key === ownPrefix || key.startsWith(childKey(ownPrefix, ''))))
    ) {
      continue;
    }
    if (selected === undefined) {
      diagnostics.push(
        error(
          'variable-without-environment',
          `${scalar.text.slice(0, 60)} reads a variable, and the config declares no environments`,
          scalar.at(),
          {
            hint: 'declare `environments:` with their `vars:`, or write the value itself',
          },
        ),
      );
      continue;
    }
    const value = interpolator.resolveDeferred(scalar, key, selected, facts);
    out = withValueAt(out, key.split(PATH_SEPARATOR), value) as Mapping;
  }
  return out;
}

const PATH_SEPARATOR = childKey('a', 'b').slice(1, -1);
