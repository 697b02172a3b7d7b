import { existsSync } from 'node:fs';
import { join } from 'node:path';

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
