import { lstatSync, realpathSync } from 'node:fs';
import { dirname, isAbsolute, join, relative, resolve, sep } from 'node:path';

/**
 * The directory whose files a config may read (docs/security.md, "Files a config may
 * read"): the nearest Git work tree that holds the config as its path is given (a
 * directory with a `.git` entry: a directory in a clone, a file in a worktree or
 * submodule), else, outside any, the nearest work tree of its real directory, else that
 * directory itself. A real path (symbolic links followed), so that it compares with the
 * real path of a file.
 */
export function repositoryRoot(configFile: string): string {
  const tree = enclosingWorkTree(configFile);
  if (tree !== undefined) return tree;
  // outside any work tree as given: the links on the way are the user's, none a repository's
  const start = realDirectory(dirname(resolve(configFile)));
  for (let dir = start; ; dir = dirname(dir)) {
    if (hasGitEntry(dir)) return dir;
    if (dirname(dir) === dir) return start;
  }
}

/**
 * The Git work tree that holds `path` as given (its real path), or undefined outside
 * any. Found by walking up the directories of the path as written, not of its real path:
 * a repository may commit a directory as a symbolic link to anywhere, another checkout
 * included, and what lies behind such a link is still the repository's choice. So a
 * directory on the way that is a link, inside a work tree, makes that work tree the
 * one: the nearest work tree above the outermost such link. A link outside every work
 * tree (`/home` as a link to `/var/home`) is the machine's, and changes nothing.
 */
export function enclosingWorkTree(path: string): string | undefined {
  let found: string | undefined;
  let throughLink = false;
  for (let dir = dirname(resolve(path)); ; dir = dirname(dir)) {
    if (hasGitEntry(dir) && (found === undefined || throughLink)) {
      found = dir;
      throughLink = false;
    }
    if (isSymbolicLink(dir)) throughLink = true;
    if (dirname(dir) === dir) return found === undefined ? undefined : realDirectory(found);
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

function isSymbolicLink(dir: string): boolean {
  try {
    return lstatSync(dir).isSymbolicLink();
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
