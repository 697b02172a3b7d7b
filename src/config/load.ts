import { readdir, readFile, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { error } from './diagnostics.js';
import { parseConfigSources, type ConfigResult, type ParseOptions } from './parse-sources.js';
import type { ConfigSource } from './yaml-source.js';

export type { ConfigResult, ConfigSource } from './parse-sources.js';

/** Files of a config directory: `*.yaml` (and `*.yml`), merged in name order. */
export function isConfigFile(name: string): boolean {
  return name.endsWith('.yaml') || name.endsWith('.yml');
}

/**
 * Reads a config file, or a directory of `*.yaml` files merged together (DESIGN, "The
 * configuration"), and parses it. Never throws for a missing or unreadable path: that
 * is a diagnostic like any other.
 */
export async function loadConfig(path: string, options: ParseOptions): Promise<ConfigResult> {
  let isDirectory: boolean;
  try {
    isDirectory = (await stat(path)).isDirectory();
  } catch {
    return failed('config-not-found', `${path} does not exist`, 'pass a config file or directory');
  }
  try {
    const files = isDirectory ? await configFiles(path) : [path];
    if (files.length === 0) {
      return failed('no-config-files', `${path} holds no *.yaml files`);
    }
    const sources: ConfigSource[] = await Promise.all(
      files.map(async (file) => ({ file, text: await readFile(file, 'utf8') })),
    );
    return parseConfigSources(sources, options);
  } catch (cause) {
    const reason = cause instanceof Error ? cause.message : String(cause);
    return failed('read-error', `cannot read ${path}: ${reason}`);
  }
}

async function configFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile() && isConfigFile(entry.name))
    .map((entry) => entry.name)
    .sort()
    .map((name) => join(dir, name));
}

function failed(code: string, message: string, hint?: string): ConfigResult {
  return { diagnostics: [error(code, message, undefined, { hint })], sources: [] };
}
