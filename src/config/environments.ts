import type { Diagnostic } from '../model/diagnostic.js';
import type { ConfigFacts } from './config-facts.js';
import { error } from './diagnostics.js';
import { didYouMean } from './did-you-mean.js';
import type { Variables } from './env-interpolation.js';
import { childKey, pathKey, type YamlPath } from './position-index.js';
import type { ScalarInterpolator } from './scalar-interpolator.js';

/**
 * `environments:` (issue 16): one config serving several organizations. Each entry names
 * its `organization`, its `vars` (read by `${var:NAME}` anywhere in the config) and its
 * `overrides` (deep-merged over the config; lists replace). Choosing one turns the config
 * into the single-organization form the schema reads: `organization:` set, the
 * variables resolved, the overrides applied. Every problem is at its `file:line:col` and
 * names the environment.
 */

export const ENVIRONMENTS_KEY = 'environments';
/** `--env all` plans every environment: it cannot be an environment's name. */
export const ALL_ENVIRONMENTS = 'all';

const NAME = /^[A-Za-z0-9][A-Za-z0-9_-]*$/;
const ENTRY_KEYS = ['organization', 'vars', 'overrides'];
/** Top-level keys an override cannot change: each environment names its organization. */
const FIXED_KEYS = ['version', 'organization', ENVIRONMENTS_KEY];

type Mapping = Record<string, unknown>;

function isMapping(value: unknown): value is Mapping {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The environment names a config declares, or undefined when it has none. */
export function environmentNames(doc: unknown): string[] | undefined {
  if (!isMapping(doc) || !isMapping(doc[ENVIRONMENTS_KEY])) return undefined;
  return Object.keys(doc[ENVIRONMENTS_KEY]);
}

export interface Selection {
  /** The config in its single-organization form, for the schema. */
  readonly doc: Mapping;
  readonly facts: ConfigFacts;
}

/**
 * The config for environment `name` (undefined for a config without environments).
 * Returns undefined, with the problems in `diagnostics`, when it cannot be chosen.
 */
export function selectEnvironment(
  doc: unknown,
  name: string | undefined,
  facts: ConfigFacts,
  interpolator: ScalarInterpolator,
  diagnostics: Diagnostic[],
): Selection | undefined {
  if (!isMapping(doc)) return { doc: {}, facts };
  const environments = doc[ENVIRONMENTS_KEY];
  if (environments === undefined) {
    if (name !== undefined) {
      diagnostics.push(
        error('no-environments', `--env ${name}: the config declares no environments`, undefined, {
          hint: 'leave out --env, or declare `environments:` in the config',
        }),
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
        undefined,
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
        `the config has no environment ${name}`,
        facts.index.key([ENVIRONMENTS_KEY]),
        {
          hint: didYouMean(name, known) ?? `its environments: ${known.join(', ')}`,
        },
      ),
    );
    return undefined;
  }
  const vars: Variables = isMapping(entry.vars) ? entry.vars : {};
  const resolved = resolveVariables(doc, facts, interpolator, { name, vars }, diagnostics);
  const { [ENVIRONMENTS_KEY]: all, ...base } = resolved;
  const own = (all as Record<string, Mapping>)[name] ?? entry;
  const chosen: Mapping = { ...base, organization: own.organization };
  const aliases: [YamlPath, YamlPath][] = [
    [['organization'], [ENVIRONMENTS_KEY, name, 'organization']],
  ];
  if (isMapping(own.overrides)) {
    applyOverrides(chosen, own.overrides, [], [ENVIRONMENTS_KEY, name, 'overrides'], {
      name,
      facts,
      aliases,
      diagnostics,
    });
  }
  // an unknown variable or override is an error, and the schema and rules still read the
  // rest (the values it could not resolve are marked, so no problem is said twice)
  return { doc: chosen, facts: facts.redirected(aliases) };
}

/** The shape of `environments:`, checked before anything is chosen. */
function checkEnvironments(doc: Mapping, facts: ConfigFacts, diagnostics: Diagnostic[]): boolean {
  const before = diagnostics.length;
  const at = (path: YamlPath) => facts.index.key(path);
  if (doc.organization !== undefined) {
    diagnostics.push(
      error(
        'organization-and-environments',
        '`organization:` and `environments:` both given',
        at(['organization']),
        {
          hint: 'with environments, each names its organization: remove the top-level `organization:`',
        },
      ),
    );
  }
  const environments = doc[ENVIRONMENTS_KEY];
  if (!isMapping(environments) || Object.keys(environments).length === 0) {
    diagnostics.push(
      error(
        'invalid-environments',
        '`environments:` is a mapping of names to environments',
        at([ENVIRONMENTS_KEY]),
      ),
    );
    return false;
  }
  for (const [name, entry] of Object.entries(environments)) {
    const path = [ENVIRONMENTS_KEY, name];
    if (name === ALL_ENVIRONMENTS || !NAME.test(name)) {
      diagnostics.push(
        error(
          'invalid-environment-name',
          `${JSON.stringify(name)} cannot name an environment`,
          at(path),
          {
            hint: `letters, digits, - and _; "${ALL_ENVIRONMENTS}" is kept for --env ${ALL_ENVIRONMENTS}`,
          },
        ),
      );
    }
    if (!isMapping(entry)) {
      diagnostics.push(
        error('invalid-environment', `environment ${name} is not a mapping`, at(path)),
      );
      continue;
    }
    for (const key of Object.keys(entry)) {
      if (ENTRY_KEYS.includes(key)) continue;
      diagnostics.push(
        error('unknown-key', `environment ${name}: unknown key ${key}`, at([...path, key]), {
          hint: didYouMean(key, ENTRY_KEYS) ?? `an environment has ${ENTRY_KEYS.join(', ')}`,
        }),
      );
    }
    if (typeof entry.organization !== 'string' || entry.organization === '') {
      diagnostics.push(
        error(
          'missing-field',
          `environment ${name} names no organization`,
          at([...path, 'organization']),
          {
            hint: 'organization: <the organization id>',
          },
        ),
      );
    }
    checkVars(name, entry.vars, [...path, 'vars'], facts, diagnostics);
    if (entry.overrides !== undefined && !isMapping(entry.overrides)) {
      diagnostics.push(
        error(
          'invalid-type',
          `environment ${name}: overrides is a mapping over the config`,
          at([...path, 'overrides']),
        ),
      );
    }
  }
  return diagnostics.slice(before).every((d) => d.severity !== 'error');
}

function checkVars(
  name: string,
  vars: unknown,
  path: YamlPath,
  facts: ConfigFacts,
  diagnostics: Diagnostic[],
): void {
  if (vars === undefined) return;
  if (!isMapping(vars)) {
    diagnostics.push(
      error(
        'invalid-type',
        `environment ${name}: vars is a mapping of names to values`,
        facts.index.key(path),
      ),
    );
    return;
  }
  for (const key of Object.keys(vars)) {
    const at = [...path, key];
    if (!/^[A-Za-z_][A-Za-z0-9_]*$/.test(key)) {
      diagnostics.push(
        error(
          'invalid-key',
          `environment ${name}: ${key} cannot name a variable`,
          facts.index.key(at),
          {
            hint: 'letters, digits and _, not starting with a digit',
          },
        ),
      );
    }
    if (facts.secrets.has(pathKey(at))) {
      diagnostics.push(
        error(
          'secret-not-allowed',
          `environment ${name}: variable ${key} reads \${env:...}`,
          facts.index.value(at),
          {
            hint: 'variables are not secrets: write ${env:NAME} where the value is used',
          },
        ),
      );
    }
  }
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
  selected: { name: string; vars: Variables } | undefined,
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
    const value = interpolator.resolveDeferred(scalar.text, key, scalar.at, selected);
    out = withValueAt(out, key.split(PATH_SEPARATOR), value) as Mapping;
  }
  return out;
}

const PATH_SEPARATOR = childKey('a', 'b').slice(1, -1);

/**
 * `node` with `value` at `path`, copying only the mappings and lists along the path: the
 * YAML's own value stays as read, for the next environment to resolve its own way.
 */
function withValueAt(node: unknown, path: readonly string[], value: unknown): unknown {
  const [head, ...rest] = path;
  if (head === undefined) return value;
  if (Array.isArray(node)) {
    const copy = [...(node as unknown[])];
    copy[Number(head)] = withValueAt(copy[Number(head)], rest, value);
    return copy;
  }
  if (isMapping(node)) return { ...node, [head]: withValueAt(node[head], rest, value) };
  return node;
}

interface OverrideScope {
  readonly name: string;
  readonly facts: ConfigFacts;
  readonly aliases: [YamlPath, YamlPath][];
  readonly diagnostics: Diagnostic[];
}

/**
 * Deep-merges `overrides` into `target` (copies, never the YAML's own objects): a
 * mapping merges key by key, anything else (a scalar, a list) replaces. An override of
 * a mapping the config does not have is an error: a typo would otherwise add nothing.
 * Each replaced value is located at the override (a path alias).
 */
function applyOverrides(
  target: Mapping,
  overrides: Mapping,
  at: YamlPath,
  from: YamlPath,
  scope: OverrideScope,
): void {
  for (const [key, value] of Object.entries(overrides)) {
    const path = [...at, key];
    const source = [...from, key];
    if (at.length === 0 && FIXED_KEYS.includes(key)) {
      scope.diagnostics.push(
        error(
          'unknown-override',
          `environment ${scope.name} overrides ${key}, which overrides cannot change`,
          scope.facts.index.key(source),
          {
            hint:
              key === 'organization'
                ? `set environments.${scope.name}.organization`
                : `${key} is the same for every environment`,
          },
        ),
      );
      continue;
    }
    const held = target[key];
    if (isMapping(value)) {
      if (!isMapping(held)) {
        scope.diagnostics.push(
          error(
            'unknown-override',
            `environment ${scope.name} overrides ${path.join('.')}, which the config does not have`,
            scope.facts.index.key(source),
            {
              hint:
                didYouMean(key, Object.keys(target)) ??
                'an override changes what the config declares; declare it first',
            },
          ),
        );
        continue;
      }
      const copy = { ...held };
      target[key] = copy;
      applyOverrides(copy, value, path, source, scope);
      continue;
    }
    target[key] = value;
    scope.aliases.push([path, source]);
  }
}
