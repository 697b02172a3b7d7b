import type { ConfigResult, ConfigSource } from '../../config/load.js';
import { loadConfig } from '../../config/load.js';
import { noDefaultConfig, resolveConfigPath } from '../../config/default-path.js';
import type { EnvironmentSource } from '../../config/environments.js';
import { ALL_ENVIRONMENTS } from '../../config/environments.js';
import type { ParseOptions } from '../../config/parse-sources.js';
import { parseConfigSources } from '../../config/parse-sources.js';
import { restoreSources, type SavedSource } from '../../config/saved-sources.js';
import { hasErrors } from '../../model/diagnostic.js';
import type { DesiredState } from '../../model/desired.js';
import { ConfigError } from '../../model/errors.js';
import { localPath } from '../io.js';

export interface LoadedDesired {
  readonly desired: DesiredState;
  readonly sources: readonly ConfigSource[];
  /** The files the config names, by full path, as read (a saved plan keeps their digests). */
  readonly files: readonly ReadFile[];
}

export interface ReadFile {
  readonly path: string;
  readonly text: string;
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
 * saved plan, for `environment` (asked for by `--env` or DOCFORM_ENV, `environmentFrom`,
 * which its problems name). Invalid config throws ConfigError carrying every problem
 * (exit 1).
 */
export async function loadDesired(
  from: ConfigArgument | { readonly sources: readonly SavedSource[] },
  env: Readonly<Record<string, string | undefined>>,
  environment?: string,
  environmentFrom?: EnvironmentSource,
): Promise<LoadedDesired> {
  const loaded =
    'sources' in from
      ? await fromSaved(from.sources, parseOptions(env, environment, environmentFrom))
      : await loadFrom(from, env, environment, environmentFrom);
  if (loaded.desired === undefined || hasErrors(loaded.diagnostics)) {
    throw new ConfigError(loaded.diagnostics);
  }
  return { desired: loaded.desired, sources: loaded.sources, files: loaded.files ?? [] };
}

/** A saved plan's sources, a file withheld for its inline secret read again and checked. */
async function fromSaved(
  saved: readonly SavedSource[],
  options: ParseOptions,
): Promise<ConfigResult> {
  const restored = await restoreSources(saved);
  if (restored.diagnostics.length > 0) return { diagnostics: restored.diagnostics, sources: [] };
  return parseConfigSources(restored.sources, options);
}

export interface LoadedEnvironments {
  readonly environments: readonly { readonly name: string; readonly desired: DesiredState }[];
  readonly sources: readonly ConfigSource[];
}

/**
 * Every environment of CONFIG (`--env all`, or DOCFORM_ENV=all: `environmentFrom`; issue
 * 16), each with its desired state; an invalid one throws ConfigError carrying every
 * problem of every environment.
 */
export async function loadEnvironments(
  from: ConfigArgument,
  env: Readonly<Record<string, string | undefined>>,
  environmentFrom?: EnvironmentSource,
): Promise<LoadedEnvironments> {
  const loaded = await loadFrom(from, env, ALL_ENVIRONMENTS, environmentFrom);
  const environments = loaded.environments ?? [];
  if (hasErrors(loaded.diagnostics) || environments.length === 0) {
    throw new ConfigError(loaded.diagnostics);
  }
  return {
    environments: environments.flatMap((e) =>
      e.desired ? [{ name: e.name, desired: e.desired }] : [],
    ),
    sources: loaded.sources,
  };
}

/**
 * The config at CONFIG; with none given and no default either, the problem names both
 * defaults (`./docform.yaml`, `./docform/`) instead of the file alone.
 */
export async function loadFrom(
  from: ConfigArgument,
  env: Readonly<Record<string, string | undefined>>,
  environment?: string,
  environmentFrom?: EnvironmentSource,
): Promise<ConfigResult> {
  const missing = from.path === undefined ? noDefaultConfig(from.cwd ?? '.') : undefined;
  if (missing !== undefined) return { diagnostics: [missing], sources: [] };
  return loadConfig(configPath(from), parseOptions(env, environment, environmentFrom));
}

function parseOptions(
  env: Readonly<Record<string, string | undefined>>,
  environment: string | undefined,
  environmentFrom: EnvironmentSource | undefined,
): ParseOptions {
  return {
    env,
    ...(environment === undefined ? {} : { environment }),
    ...(environmentFrom === undefined ? {} : { environmentFrom }),
  };
}
