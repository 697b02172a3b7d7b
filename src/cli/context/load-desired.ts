import type { ConfigResult, ConfigSource } from '../../config/load.js';
import { loadConfig } from '../../config/load.js';
import { noDefaultConfig, resolveConfigPath } from '../../config/default-path.js';
import { parseConfigSources } from '../../config/parse-sources.js';
import { hasErrors } from '../../model/diagnostic.js';
import type { DesiredState } from '../../model/desired.js';
import { ConfigError } from '../../model/errors.js';
import { localPath } from '../io.js';

export interface LoadedDesired {
  readonly desired: DesiredState;
  readonly sources: readonly ConfigSource[];
}

/** CONFIG as given (or the default), and the directory it is relative to (CliIo.cwd). */
export interface ConfigArgument {
  readonly path: string | undefined;
  readonly cwd?: string | undefined;
}

/** The CONFIG path to open: as given, else `./docform.yaml`, else `./docform/`. */
export function configPath({ path, cwd }: ConfigArgument): string {
  return path === undefined ? resolveConfigPath(undefined, cwd ?? '.') : localPath({ cwd }, path);
}

/**
 * The desired state from CONFIG (or the default path), or from the sources stored in a
 * saved plan. Invalid config throws ConfigError carrying every problem (exit 1).
 */
export async function loadDesired(
  from: ConfigArgument | { readonly sources: readonly ConfigSource[] },
  env: Readonly<Record<string, string | undefined>>,
): Promise<LoadedDesired> {
  const loaded =
    'sources' in from ? parseConfigSources([...from.sources], { env }) : await loadFrom(from, env);
  if (loaded.desired === undefined || hasErrors(loaded.diagnostics)) {
    throw new ConfigError(loaded.diagnostics);
  }
  return { desired: loaded.desired, sources: loaded.sources };
}

/**
 * The config at CONFIG; with none given and no default either, the problem names both
 * defaults (`./docform.yaml`, `./docform/`) instead of the file alone.
 */
export async function loadFrom(
  from: ConfigArgument,
  env: Readonly<Record<string, string | undefined>>,
): Promise<ConfigResult> {
  const missing = from.path === undefined ? noDefaultConfig(from.cwd ?? '.') : undefined;
  if (missing !== undefined) return { diagnostics: [missing], sources: [] };
  return loadConfig(configPath(from), { env });
}
