import { lstatSync, realpathSync } from 'node:fs';
import { dirname, isAbsolute, join, relative, resolve, sep } from 'node:path';

/**
 * The directory whose files a config may read (docs/security.md, "Files a config may
 * read"): the nearest Git work tree that holds the config (a directory with a `.git`
 * entry, a directory in a clone, a file in a worktree or submodule), else the config
 * file's own directory. A real path (symbolic links followed), so that it compares with
 * the real path of a file.
 */
export function repositoryRoot(configFile: string): string {
  const start = realDirectory(dirname(resolve(configFile)));
  for (let dir = start; ; dir = dirname(dir)) {
    if (hasGitEntry(dir)) return dir;
    if (dirname(dir) === dir) return start;
  }
}

/** True when `path` is `root` or lies below it; both are real, absolute paths. */
export function isInside(root: string, path: string): boolean {
  const rel = relative(root, path);
  return rel === '' || (rel !== '..' && !rel.startsWith(`..${sep}`) && !isAbsolute(rel));
}

/**
 * True when `path` (below `root`) lies in a `.git` directory (or is a `.git` file): Git's
 * own files hold what no config may publish, such as the credentials a CI checkout
 * writes into `.git/config`.
 */
export function isInGitDirectory(root: string, path: string): boolean {
  return relative(root, path)
    .split(sep)
    .some((part) => part.toLowerCase() === '.git');
}

function hasGitEntry(dir: string): boolean {
  try {
    lstatSync(join(dir, '.git'));
    return true;
  } catch {
    return false;
  }
}

/** The real path of a directory; as given when it does not exist (a config held in memory). */
export function realDirectory(dir: string): string {
  try {
    return realpathSync(dir);
  } catch {
    return dir;
  }
}
