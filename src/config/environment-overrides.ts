import type { Diagnostic } from '../model/diagnostic.js';
import { isObject } from '../model/is-object.js';
import type { ConfigFacts } from './config-facts.js';
import { error } from './diagnostics.js';
import { didYouMean } from './did-you-mean.js';
import { ENVIRONMENTS_KEY, type Mapping } from './environment-checks.js';
import type { YamlPath } from './position-index.js';

/** Top-level keys an override cannot change: each environment names its organization. */
const FIXED_KEYS = ['version', 'organization', ENVIRONMENTS_KEY];

export interface OverrideScope {
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
export function applyOverrides(
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
    if (isObject(value)) {
      if (!isObject(held)) {
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
