import { constants, type Dirent, type Stats } from 'node:fs';
import { open, readdir, readlink, realpath, stat } from 'node:fs/promises';
import { join } from 'node:path';
import type { Diagnostic } from '../model/diagnostic.js';
import { decodeUtf8 } from './decode-utf8.js';
import { error, warning } from './diagnostics.js';
import { MAX_FILE_BYTES } from './limits.js';
import { kindOf, readBounded } from './read-bounded.js';
import { isInside, repositoryRoot } from './repository-root.js';
import { tooLarge, type ConfigSource } from './yaml-source.js';

/** Files of a config directory: `*.yaml` (and `*.yml`), merged in name order. */
export function isConfigFile(name: string): boolean {
  return name.endsWith('.yaml') || name.endsWith('.yml');
}

export interface FileList {
  readonly files: string[];
  readonly diagnostics: Diagnostic[];
}

/**
 * The config files of a directory (one level, in name order). A symbolic link to a
 * file of the repository is read like the file (a shared file linked into `docform/`
 * must not vanish, or `policy.prune` deletes what it declared);
 * a link out of the repository is an error. Nothing is
 * skipped without a word: a broken link, a link loop, or a `*.yaml` entry that is not a
 * regular file is an error at its path, and a subdirectory holding `*.yaml` files (not
 * read: directory mode reads one level) is a warning.
 */
export async function listConfigFiles(dir: string): Promise<FileList> {
  const entries = await readdir(dir, { withFileTypes: true });
  entries.sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
  const files: string[] = [];
  const diagnostics: Diagnostic[] = [];
  for (const entry of entries) {
    const path = join(dir, entry.name);
    const target = await followed(entry, path, diagnostics);
    if (target === undefined) continue;
    if (!isConfigFile(entry.name)) {
      if (target.isDirectory()) await warnIfHoldsConfig(path, diagnostics);
      continue;
    }
    if (!target.isFile()) diagnostics.push(notAFile(path, target, entry.isSymbolicLink()));
    else if (!entry.isSymbolicLink()) files.push(path);
    else if (await linksInside(path, diagnostics)) files.push(path);
  }
  return { files, diagnostics };
}

/** The entry's own stats, or its target's for a symbolic link (undefined when broken). */
async function followed(
  entry: Dirent,
  path: string,
  diagnostics: Diagnostic[],
): Promise<Stats | undefined> {
  try {
    return await stat(path);
  } catch (cause) {
    const code = (cause as NodeJS.ErrnoException).code;
    // Only links to what is not there are reported: other entries are not ours.
    if (!entry.isSymbolicLink() || !isConfigFile(entry.name)) return undefined;
    const to = await readlink(path).catch(() => '?');
    const [what, why] =
      code === 'ELOOP'
        ? ['symlink-loop', `${path} is a symbolic link that loops (${path} -> ${to} -> ...)`]
        : ['broken-symlink', `${path} is a symbolic link to ${to}, which does not exist`];
    diagnostics.push(
      error(what, why, undefined, { hint: 'fix the link or remove it: it is never skipped' }),
    );
    return undefined;
  }
}

/**
 * A linked file of the directory is read only when its real path lies inside the
 * config's repository (repository-root.ts): the directory is the command line's choice,
 * its entries are not, and a pull request could link `docform/x.yaml` to any file of the
 * machine that runs the plan (docs/security.md, "Files a config may read").
 */
async function linksInside(path: string, diagnostics: Diagnostic[]): Promise<boolean> {
  const root = repositoryRoot(path);
  const real = await realpath(path);
  if (isInside(root, real)) return true;
  diagnostics.push(
    error(
      'link-outside-repository',
      `${path} is a symbolic link to ${real}, outside the config's repository (${root})`,
      undefined,
      { hint: 'link only files of the repository into the config directory' },
    ),
  );
  return false;
}

async function warnIfHoldsConfig(dir: string, diagnostics: Diagnostic[]): Promise<void> {
  const names = await readdir(dir).catch(() => [] as string[]);
  const count = names.filter(isConfigFile).length;
  if (count === 0) return;
  diagnostics.push(
    warning(
      'skipped-directory',
      `${dir} holds ${count === 1 ? '1 *.yaml file that is' : `${count} *.yaml files that are`} not read: directory mode reads the files of one directory, not its subdirectories`,
      undefined,
      { hint: 'move the files up, or link each file into the config directory' },
    ),
  );
}

function notAFile(path: string, stats: Stats, link: boolean): Diagnostic {
  const what = link ? `a symbolic link to ${kindOf(stats)}` : kindOf(stats);
  return error('not-a-file', `${path} is ${what}, not a regular file`, undefined, {
    hint: 'a config is a regular *.yaml file (or a link to one)',
  });
}

export type ReadResult = { readonly source: ConfigSource } | { readonly problem: Diagnostic };

/**
 * One config file's text. Opened without blocking and checked on the open handle, so
 * that a FIFO or a device is refused at once instead of hanging; larger than
 * MAX_FILE_BYTES is refused before or while it is read; invalid UTF-8 is refused at its place.
 */
export async function readConfigFile(file: string): Promise<ReadResult> {
  const handle = await open(file, constants.O_RDONLY | (constants.O_NONBLOCK ?? 0));
  try {
    const stats = await handle.stat();
    if (!stats.isFile()) return { problem: notAFile(file, stats, false) };
    if (stats.size > MAX_FILE_BYTES) return { problem: tooLarge(file) };
    // bounded while reading: a file of /proc claims size 0 and reads gigabytes
    const bytes = readBounded(handle.fd, MAX_FILE_BYTES);
    if (bytes === undefined) return { problem: tooLarge(file) };
    const decoded = decodeUtf8(file, bytes);
    if ('text' in decoded) return { source: { file, text: decoded.text } };
    const { location, byte } = decoded.invalid;
    const hex = byte.toString(16).toUpperCase().padStart(2, '0');
    return {
      problem: error('invalid-utf8', `invalid UTF-8 (byte 0x${hex}) in ${file}`, location, {
        hint: 'config files are UTF-8: save the file as UTF-8',
      }),
    };
  } finally {
    await handle.close();
  }
}
