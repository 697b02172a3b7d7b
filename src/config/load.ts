import { readlink, stat } from 'node:fs/promises';
import type { Diagnostic } from '../model/diagnostic.js';
import { error } from './diagnostics.js';
import { parseConfigSources, type ConfigResult, type ParseOptions } from './parse-sources.js';
import { linkedOut, listConfigFiles, readConfigFile } from './read-config-files.js';
import { enclosingWorkTree } from './repository-root.js';
import type { ConfigSource } from './yaml-source.js';

export type { ConfigResult, ConfigSource } from './parse-sources.js';

/**
 * Reads a config file, or a directory of `*.yaml` files merged together (docs/config.md,
 * "Directory mode"), and parses it. Never throws for a missing or unreadable path: that
 * is a diagnostic like any other, and a file that cannot be read does not stop the
 * others from being checked.
 */
export async function loadConfig(path: string, options: ParseOptions): Promise<ConfigResult> {
  const read = await readConfigSources(path);
  if (read.sources.length === 0) return read;
  return parseConfigSources(read.sources, options, read.diagnostics);
}

/** The texts of a config's files, and the problems of those that cannot be read. */
interface ReadSources {
  readonly sources: ConfigSource[];
  readonly diagnostics: Diagnostic[];
}

/**
 * The config file, or the `*.yaml` files of the directory in name order, as `validate`
 * and `fmt` read them. The path given, inside a Git work tree, must not lead out of it
 * through a symbolic link (nor may any file read: read-config-files.ts): that is said
 * before anything is asked of what the link names.
 */
export async function readConfigSources(path: string): Promise<ReadSources> {
  const tree = enclosingWorkTree(path);
  const out = tree === undefined ? undefined : linkedOut(path, tree);
  if (out !== undefined) return { diagnostics: [out], sources: [] };
  let isDirectory: boolean;
  try {
    isDirectory = (await stat(path)).isDirectory();
  } catch {
    const link = await readlink(path).catch(() => undefined);
    if (link !== undefined) {
      return failed(
        'broken-symlink',
        `${path} is a symbolic link to ${link}, which does not exist`,
      );
    }
    return failed('config-not-found', `${path} does not exist`, 'pass a config file or directory');
  }
  try {
    const listed = isDirectory ? await listConfigFiles(path) : { files: [path], diagnostics: [] };
    const problems: Diagnostic[] = [...listed.diagnostics];
    if (listed.files.length === 0 && problems.length === 0) {
      return failed('no-config-files', `${path} holds no *.yaml files`);
    }
    const sources: ConfigSource[] = [];
    for (const read of await Promise.all(listed.files.map(readConfigFile))) {
      if ('source' in read) sources.push(read.source);
      else problems.push(read.problem);
    }
    return { diagnostics: problems, sources };
  } catch (cause) {
    const reason = cause instanceof Error ? cause.message : String(cause);
    return failed('read-error', `cannot read ${path}: ${reason}`);
  }
}

function failed(code: string, message: string, hint?: string): ReadSources {
  return { diagnostics: [error(code, message, undefined, { hint })], sources: [] };
}
