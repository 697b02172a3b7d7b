import type { Diagnostic } from '../model/diagnostic.js';
import { isObject } from '../model/is-object.js';
import type { ConfigFacts } from './config-facts.js';
import { error } from './diagnostics.js';
import { didYouMean } from './did-you-mean.js';
import type { YamlPath } from './position-index.js';

/** `--env all` plans every environment: it cannot be an environment's name. */
export const ALL_ENVIRONMENTS = 'all';
export const ENVIRONMENTS_KEY = 'environments';

/** Where the environment was asked for: the `--env` flag or the DOCFORM_ENV variable. */
export type EnvironmentSource = '--env' | 'DOCFORM_ENV';

/**
 * The choice as the user made it, `--env NAME` or `DOCFORM_ENV=NAME`: a message about
 * it names what to change, not a flag the user never gave.
 */
export function shownChoice(name: string, from: EnvironmentSource): string {
  return from === '--env' ? `--env ${name}` : `DOCFORM_ENV=${name}`;
}

/** How to ask for no environment, as it was asked for. */
export function leaveOutChoice(from: EnvironmentSource): string {
  return from === '--env' ? 'leave out --env' : 'unset DOCFORM_ENV';
}

const NAME = /^[A-Za-z0-9][A-Za-z0-9_-]*$/;
const ENTRY_KEYS = ['organization', 'vars', 'overrides'];

export type Mapping = Record<string, unknown>;

/** The shape of `environments:`, checked before anything is chosen. */
export function checkEnvironments(
  doc: Mapping,
  facts: ConfigFacts,
  diagnostics: Diagnostic[],
): boolean {
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
  if (!isObject(environments) || Object.keys(environments).length === 0) {
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
    if (!isObject(entry)) {
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
    if (entry.overrides !== undefined && !isObject(entry.overrides)) {
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
  if (!isObject(vars)) {
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
  }
}
