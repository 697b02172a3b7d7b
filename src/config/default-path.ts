import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { Diagnostic } from '../model/diagnostic.js';

export const DEFAULT_CONFIG_FILE = 'docform.yaml';
export const DEFAULT_CONFIG_DIR = 'docform';

/**
 * The CONFIG default (DESIGN, "The command line"): `./docform.yaml`, else the
 * directory `./docform/`. When neither exists the file is named, so that the error
 * says what was looked for.
 */
export function defaultConfigPath(
  cwd = '.',
  exists: (path: string) => boolean = existsSync,
): string {
  const file = join(cwd, DEFAULT_CONFIG_FILE);
  if (exists(file)) return file;
  const dir = join(cwd, DEFAULT_CONFIG_DIR);
  return exists(dir) ? dir : file;
}

/** The CONFIG argument as given, or the default. */
export function resolveConfigPath(given: string | undefined, cwd = '.'): string {
  return given ?? defaultConfigPath(cwd);
}

/**
 * With no CONFIG given and neither default in `cwd`: the problem, naming both places
 * looked at and the ways out (issue 13, finding 12). Undefined when one exists.
 */
export function noDefaultConfig(
  cwd = '.',
  exists: (path: string) => boolean = existsSync,
): Diagnostic | undefined {
  if (exists(join(cwd, DEFAULT_CONFIG_FILE)) || exists(join(cwd, DEFAULT_CONFIG_DIR))) {
    return undefined;
  }
  return {
    severity: 'error',
    code: 'config-not-found',
    message: `no config found: neither ./${DEFAULT_CONFIG_FILE} nor ./${DEFAULT_CONFIG_DIR}/ exists here`,
    hint: 'pass CONFIG (a file, or a directory of *.yaml files), or run docform init to write a starter docform.yaml',
  };
}
