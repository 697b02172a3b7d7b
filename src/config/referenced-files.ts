import { closeSync, constants, fstatSync, openSync, type Stats } from 'node:fs';
import { dirname, isAbsolute, resolve } from 'node:path';
import { decodeUtf8 } from './decode-utf8.js';
import { MAX_FILE_BYTES, MAX_REFERENCED_BYTES } from './limits.js';
import { kindOf, readBounded } from './read-bounded.js';
import { confinedFrom } from './confined-path.js';
import { isInside, realDirectory, repositoryRoot } from './repository-root.js';

/** A file the config names, read: its text, or why it could not be read (a diagnostic code). */
type FileText =
  | { readonly text: string; readonly path: string }
  | {
      readonly code: string;
      readonly problem: string;
      readonly hint: string;
      readonly path: string;
    };

/**
 * Files a config names (`${file:PATH}`, an OpenAPI spec's `source: {file}`), read
 * relative to the config file that names them (docs/config.md, "Placeholders"). A config
 * from a pull request is untrusted (docs/security.md, "Files a config may read"), so a
 * file is read only when its real path (symbolic links followed) lies inside the config's
 * repository (repository-root.ts) and it is a regular file, and it is read under a cap
 * that holds while reading: MAX_FILE_BYTES per file, MAX_REFERENCED_BYTES for all of
 * them. Parsing is synchronous (saved plans re-parse their sources), so the reads are
 * too; each file is read once per parse, however often it is named.
 */
export class ReferencedFiles {
  readonly #read = new Map<string, FileText>();
  readonly #roots = new Map<string, string>();
  #total = 0;

  /** `path` as written, relative to the directory of `configFile` (or absolute). */
  read(configFile: string, path: string): FileText {
    const full = resolve(dirname(configFile), path);
    const root = this.#root(configFile);
    const key = `${root}\u0000${full}`;
    let found = this.#read.get(key);
    if (found === undefined) {
      // from the config's real directory, refused before the file system is asked
      // anything outside: an answer never tells what exists there
      const from = realDirectory(dirname(resolve(configFile)));
      found = this.#account(readConfined(full, from, path, root));
      this.#read.set(key, found);
    }
    return found;
  }

  /** The files read as text so far, by full path: a saved plan keeps their digests. */
  texts(): { readonly path: string; readonly text: string }[] {
    return [...this.#read].flatMap(([key, read]) =>
      'text' in read ? [{ path: key.slice(key.indexOf('\u0000') + 1), text: read.text }] : [],
    );
  }

  #root(configFile: string): string {
    const dir = dirname(resolve(configFile));
    let root = this.#roots.get(dir);
    if (root === undefined) {
      root = repositoryRoot(configFile);
      this.#roots.set(dir, root);
    }
    return root;
  }

  /** Counts a file's text against the cap of all files; refuses it past that cap. */
  #account(read: FileText): FileText {
    if (!('text' in read)) return read;
    this.#total += Buffer.byteLength(read.text);
    if (this.#total <= MAX_REFERENCED_BYTES) return read;
    return {
      code: 'file-too-large',
      problem: `${read.path} takes the files this config reads past ${MAX_REFERENCED_BYTES / 1024 / 1024} MB in all`,
      hint: 'a config reads at most that much from the files it names',
      path: read.path,
    };
  }
}

function refused(code: string, problem: string, hint: string, path: string): FileText {
  return { code, problem, hint, path };
}

/**
 * The path as written, resolved one name at a time from the config's real directory
 * (confined-path.ts): a place outside the repository, or in its `.git`, is refused
 * before the file system is asked about it. Then the file is opened without blocking
 * and checked on its handle.
 */
function readConfined(full: string, from: string, path: string, root: string): FileText {
  const at = confinedFrom(from, path, root);
  if ('outside' in at) return outside(at.outside, full, path, root);
  if ('unresolved' in at) return unopened(at.unresolved, full, path);
  let fd: number;
  try {
    // the real path, so that a link swapped in after the check is not followed
    fd = openSync(
      at.real,
      constants.O_RDONLY | (constants.O_NONBLOCK ?? 0) | (constants.O_NOFOLLOW ?? 0),
    );
  } catch (cause) {
    return unopened(cause, full, path);
  }
  try {
    return readOpen(fd, fstatSync(fd), full, path);
  } catch (cause) {
    const reason = cause instanceof Error ? cause.message : String(cause);
    return refused('file-reference', `${path} cannot be read: ${reason}`, 'check the file', path);
  } finally {
    closeSync(fd);
  }
}

/** Why a file that leads to `at` (outside the repository, or into its `.git`) is not read. */
function outside(at: string, full: string, path: string, root: string): FileText {
  const via = at === full ? '' : `, through a symbolic link to ${at}`;
  if (isInside(root, at)) {
    return refused(
      'file-outside-repository',
      `${path} is in the repository's .git directory (${full}${via}), whose files a config may not read`,
      "Git's own files hold credentials (a CI checkout writes its token into .git/config): name a file of the work tree",
      path,
    );
  }
  return refused(
    'file-outside-repository',
    `${path} is outside the config's repository (${full}${via}; the repository is ${root})`,
    "a config reads only files of its own repository: the nearest Git work tree that holds it, else the config file's directory",
    path,
  );
}

function unopened(cause: unknown, full: string, path: string): FileText {
  const code = (cause as NodeJS.ErrnoException).code;
  const why = code === 'ENOENT' ? 'does not exist' : `cannot be read (${code ?? 'error'})`;
  return refused(
    'file-reference',
    `${path} ${why} (${full})`,
    isAbsolute(path)
      ? 'name a file of the repository, by a path relative to the config file'
      : 'the path is relative to the config file that names it',
    path,
  );
}

function readOpen(fd: number, stats: Stats, full: string, path: string): FileText {
  if (!stats.isFile()) {
    return refused(
      'not-a-regular-file',
      `${path} is ${kindOf(stats)}, not a regular file (${full})`,
      'name a regular file of the repository',
      path,
    );
  }
  const bytes = readBounded(fd, MAX_FILE_BYTES);
  if (bytes === undefined) {
    return refused(
      'file-too-large',
      `${path} is larger than ${MAX_FILE_BYTES / 1024 / 1024} MB`,
      'a file named by the config has the limit of a config file',
      path,
    );
  }
  const decoded = decodeUtf8(path, bytes);
  if ('text' in decoded) return { text: decoded.text, path };
  const { line, col } = decoded.invalid.location;
  const byte = decoded.invalid.byte.toString(16).toUpperCase().padStart(2, '0');
  return refused(
    'file-reference',
    `${path} is not UTF-8 (byte 0x${byte} at line ${line}, column ${col})`,
    'save the file as UTF-8',
    path,
  );
}
