import { constants, type Dirent, type Stats } from 'node:fs';
import { open, readdir, readlink, stat } from 'node:fs/promises';
import { join } from 'node:path';
import type { Diagnostic } from '../model/diagnostic.js';
import { confinedRealPath } from './confined-path.js';
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

interface FileList {
  readonly files: string[];
  readonly diagnostics: Diagnostic[];
}

/**
 * The config files of a directory (one level, in name order). A symbolic link to a
 * file of the repository is read like the file (a shared file linked into `docform/`
 * must not vanish, or `policy.prune` deletes what it declared); a link out of the
 * repository is an error, said before its target is looked at. Nothing is skipped
 * without a word: a broken link, a link loop, or a `*.yaml` entry that is not a regular
 * file is an error at its path, and a subdirectory holding `*.yaml` files (not read:
 * directory mode reads one level) is a warning.
 */
export async function listConfigFiles(dir: string): Promise<FileList> {
  const entries = await readdir(dir, { withFileTypes: true });
  entries.sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
  const files: string[] = [];
  const diagnostics: Diagnostic[] = [];
  for (const entry of entries) {
    const path = join(dir, entry.name);
    if (entry.isSymbolicLink()) {
      const out = linkedOut(path);
      // a link of another name out of the repository is not followed: nothing reads it
      if (out !== undefined && isConfigFile(entry.name)) diagnostics.push(out);
      if (out !== undefined) continue;
    }
    const target = await followed(entry, path, diagnostics);
    if (target === undefined) continue;
    if (!isConfigFile(entry.name)) {
      if (target.isDirectory()) await warnIfHoldsConfig(path, diagnostics);
      continue;
    }
    if (!target.isFile()) diagnostics.push(notAFile(path, target, entry.isSymbolicLink()));
    else files.push(path);
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
 * Why a config file, or the path a command is given, may not be read: it leads out of
 * its repository (repository-root.ts) or into the repository's `.git`, through a
 * symbolic link. The path given on the command line is the user's choice, but a file it
 * names, or a file of the directory it names, comes with the pull request, and could
 * be a link to any file of the machine that runs the plan, whose keys an error about it
 * would quote (docs/security.md, "Files a config may read"). Undefined when it may.
 */
export function linkedOut(path: string, root = repositoryRoot(path)): Diagnostic | undefined {
  const at = confinedRealPath(path, root);
  return 'outside' in at ? leadsOut(path, at.outside, root) : undefined;
}

/** `path` leads to `outside` (the first place out of `root`, or in its `.git`). */
function leadsOut(path: string, outside: string, root: string): Diagnostic {
  const where = isInside(root, outside)
    ? `into the repository's .git directory (${outside})`
    : `to ${outside}, outside the config's repository (${root})`;
  return error(
    'link-outside-repository',
    `${path} leads through a symbolic link ${where}: it is not read`,
    undefined,
    {
      hint: 'a config is read only from files of its own repository (the nearest Git work tree, else its directory): link only files of the repository into it',
    },
  );
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

type ReadResult = { readonly source: ConfigSource } | { readonly problem: Diagnostic };

/**
 * One config file's text, when it is a regular file of its repository (`linkedOut`).
 * Opened by its real path without blocking or following a link, and checked on the open
 * handle, so that a FIFO or a device is refused at once instead of hanging; larger than
 * MAX_FILE_BYTES is refused before or while it is read; invalid UTF-8 is refused at its
 * place. A file that leads nowhere throws, as opening it would.
 */
export async function readConfigFile(file: string): Promise<ReadResult> {
  const root = repositoryRoot(file);
  const at = confinedRealPath(file, root);
  if ('unresolved' in at) throw at.unresolved;
  if ('outside' in at) return { problem: leadsOut(file, at.outside, root) };
  const flags = constants.O_RDONLY | (constants.O_NONBLOCK ?? 0) | (constants.O_NOFOLLOW ?? 0);
  const handle = await open(at.real, flags);
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
