import type { ConfigSource } from '../../config/load.js';
import { loadConfig } from '../../config/load.js';
import { resolveConfigPath } from '../../config/default-path.js';
import { parseConfigSources } from '../../config/parse-sources.js';
import { hasErrors } from '../../model/diagnostic.js';
import type { DesiredState } from '../../model/desired.js';
import { ConfigError } from '../../model/errors.js';

export interface LoadedDesired {
  readonly desired: DesiredState;
  readonly sources: readonly ConfigSource[];
}

/**
 * The desired state from CONFIG (or the default path), or from the sources stored in a
 * saved plan. Invalid config throws ConfigError carrying every problem (exit 1).
 */
export async function loadDesired(
  from: { readonly path: string | undefined } | { readonly sources: readonly ConfigSource[] },
  env: Readonly<Record<string, string | undefined>>,
): Promise<LoadedDesired> {
  const loaded =
    'sources' in from
      ? parseConfigSources([...from.sources], { env })
      : await loadConfig(resolveConfigPath(from.path), { env });
  if (loaded.desired === undefined || hasErrors(loaded.diagnostics)) {
    throw new ConfigError(loaded.diagnostics);
  }
  return { desired: loaded.desired, sources: loaded.sources };
}
