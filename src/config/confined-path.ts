import { lstatSync, readlinkSync } from 'node:fs';
import { basename, dirname, isAbsolute, join, parse, resolve, sep } from 'node:path';
import { isInGitDirectory, isInside, realDirectory } from './repository-root.js';

/**
 * Where a path leads, for a file the config's repository may hold: its real path; the
 * place it leads to outside the repository (or into its `.git`); or the error of the
 * file system when it leads nowhere (a missing file, a broken link, a loop).
 */
type ConfinedPath =
  | { readonly real: string }
  | { readonly outside: string }
  | { readonly unresolved: NodeJS.ErrnoException };

/** Links followed before the path counts as a loop, as the system's own limit. */
const MAX_LINKS = 40;

/**
 * The real path of `file` (absolute, or from the process's directory), from the real
 * path of its directory. A config file names itself; a file a config names is `written`
 * from the config's directory.
 */
export function confinedRealPath(file: string, root: string): ConfinedPath {
  return confinedFrom(realDirectory(dirname(resolve(file))), basename(resolve(file)), root);
}

/**
 * Resolves `path` from `base` (a real directory) one name at a time, as the system does,
 * each symbolic link by its text. Every place is checked against `root` (a real path)
 * before the file system is asked anything about it: so a path or a link out of the
 * repository is refused alike whether what it names exists or not, and the answer,
 * which a plan job may publish, never tells what is on the machine outside the
 * repository. The directories above the repository may be passed through (an absolute
 * link names them; `/tmp` may itself be a link, as on macOS).
 */
export function confinedFrom(base: string, path: string, root: string): ConfinedPath {
  let done = isAbsolute(path) ? parse(path).root : base;
  const names = path.split(sep);
  for (let links = 0; names.length > 0;) {
    const name = names.shift() ?? '';
    if (name === '' || name === '.') continue;
    if (name === '..') {
      done = dirname(done);
      continue;
    }
    const next = join(done, name);
    if (!passable(root, next)) return { outside: join(next, ...names) };
    let target: string;
    try {
      if (!lstatSync(next).isSymbolicLink()) {
        done = next;
        continue;
      }
      if (links === MAX_LINKS) return { unresolved: loop(path) };
      target = readlinkSync(next);
    } catch (cause) {
      return { unresolved: cause as NodeJS.ErrnoException };
    }
    links += 1;
    if (isAbsolute(target)) done = parse(target).root;
    names.unshift(...target.split(sep));
  }
  return allowed(root, done) ? { real: done } : { outside: done };
}

/**
 * A place the walk may look at: a file of the repository, or a directory above it (or
 * a link to one). Whether anything else exists is never asked: the real path of a
 * place outside is asked only to see whether it is one of those, which it is or is not
 * alike whether it exists.
 */
function passable(root: string, at: string): boolean {
  return allowed(root, at) || isInside(at, root) || isInside(realDirectory(at), root);
}

/** Inside the repository, and not in Git's own files (a CI checkout's token is in .git/config). */
function allowed(root: string, at: string): boolean {
  return isInside(root, at) && !isInGitDirectory(root, at);
}

function loop(path: string): NodeJS.ErrnoException {
  return Object.assign(new Error(`too many symbolic links: ${path}`), { code: 'ELOOP' });
}
