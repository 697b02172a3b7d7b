import {
  closeSync,
  fchmodSync,
  fsyncSync,
  lstatSync,
  mkdirSync,
  openSync,
  renameSync,
  unlinkSync,
  writeSync,
} from 'node:fs';
import { lstat, open, rename, unlink } from 'node:fs/promises';
import { basename, dirname, join } from 'node:path';
import { randomBytes } from 'node:crypto';

/**
 * How docform writes every file it writes (saved plans, reports, exports, `init`, `fmt`,
 * the emulator's state): never through a symbolic link, and atomically. A config from a
 * pull request is untrusted (docs/security.md): a `plan.json` or `.docform/` committed
 * as a link to `~/.ssh/authorized_keys` or a CI script must not make a plan run write
 * there. So a link at the target is refused before anything is written, and the text
 * goes to a new temporary file beside the target (created exclusively: never an existing
 * file, never a link), synced, then renamed over it. A rename replaces a link that
 * appears meanwhile instead of following it, and a reader (or a process killed at any
 * moment) sees the old whole file or the new whole file.
 *
 * This module imports nothing of docform's, so that the CLI and the emulator (which
 * imports nothing from the tool) share it.
 */
export class UnsafeWriteError extends Error {
  override readonly name = 'UnsafeWriteError';
  constructor(
    readonly path: string,
    message: string,
  ) {
    super(message);
  }
}

/**
 * A temporary file beside `path`, `.NAME.TAG.tmp`: hidden, and named for its file so a
 * leftover of a killed process says what it was. The tag is random unless given (the
 * emulator tags its own with its process id, to find leftovers of dead processes).
 */
export function temporaryPathFor(path: string, tag = randomBytes(6).toString('hex')): string {
  return join(dirname(path), `.${basename(path)}.${tag}.tmp`);
}

type Kind = 'link' | 'directory' | 'other' | 'file' | 'missing';

function kindOf(stat: {
  isSymbolicLink(): boolean;
  isDirectory(): boolean;
  isFile(): boolean;
}): Kind {
  if (stat.isSymbolicLink()) return 'link';
  if (stat.isDirectory()) return 'directory';
  return stat.isFile() ? 'file' : 'other';
}

function missing(error: unknown): 'missing' {
  if ((error as NodeJS.ErrnoException).code === 'ENOENT') return 'missing';
  throw error;
}

/** The refusal for a target that is not a regular file (or absent); undefined when fine. */
function refusal(path: string, kind: Kind, shown = path): UnsafeWriteError | undefined {
  const why = {
    link: 'is a symbolic link; docform does not write through one',
    directory: 'is a directory; docform writes a file there',
    other: 'is not a regular file; docform writes only files',
  } as const;
  return kind === 'file' || kind === 'missing'
    ? undefined
    : new UnsafeWriteError(path, `${shown} ${why[kind]}`);
}

/**
 * Why `path` must not be written (a link, a directory, a device), or undefined; the
 * message names it as `shown` (the path as the user wrote it).
 */
export function writeRefusal(path: string, shown = path): UnsafeWriteError | undefined {
  try {
    return refusal(path, kindOf(lstatSync(path)), shown);
  } catch (error) {
    missing(error);
    return undefined;
  }
}

/** Throws UnsafeWriteError when `path` is a link, a directory or a device; else its mode. */
export function checkWritableTarget(path: string): number | undefined {
  let stat;
  try {
    stat = lstatSync(path);
  } catch (error) {
    missing(error);
    return undefined;
  }
  const problem = refusal(path, kindOf(stat));
  if (problem) throw problem;
  return stat.mode & 0o7777;
}

/**
 * Writes `data` to `path` as the module says: refused (UnsafeWriteError, nothing
 * written) when `path` is a symbolic link or anything but a regular file; an existing
 * file keeps its permissions.
 */
export function writeFileSafely(
  path: string,
  data: string | Uint8Array,
  temp = temporaryPathFor(path),
): void {
  const mode = checkWritableTarget(path);
  const fd = openTemporary(path, temp, mode ?? 0o666);
  try {
    try {
      // the mode given to open is narrowed by the umask: a replaced file keeps its own
      if (mode !== undefined) fchmodSync(fd, mode);
      const bytes = typeof data === 'string' ? Buffer.from(data, 'utf8') : data;
      let done = 0;
      while (done < bytes.length) done += writeSync(fd, bytes, done, bytes.length - done);
      fsyncSync(fd);
    } finally {
      closeSync(fd);
    }
    renameSync(temp, path);
  } catch (error) {
    try {
      unlinkSync(temp);
    } catch {
      // already renamed, or never made: nothing to clean
    }
    throw error;
  }
}

/**
 * The temporary file, made new; a missing directory is said of the path the user gave,
 * not of the temporary file's name (`open '.p.json.4bde1a62.tmp'` told them nothing).
 */
function openTemporary(path: string, temp: string, mode: number): number {
  try {
    return openSync(temp, 'wx', mode);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
    throw new UnsafeWriteError(
      path,
      `${path} cannot be written: its directory ${dirname(path)} does not exist`,
    );
  }
}

/**
 * The same, for a writer that must not block (the emulator's state file). `mode`, when
 * given, is the file's whatever it had (the state file holds secrets: 0600).
 */
export async function writeFileSafelyAsync(
  path: string,
  data: string,
  temp = temporaryPathFor(path),
  mode?: number,
): Promise<void> {
  let stat;
  try {
    stat = await lstat(path);
  } catch (error) {
    missing(error);
  }
  const problem = stat && refusal(path, kindOf(stat));
  if (problem) throw problem;
  const kept = mode ?? (stat ? stat.mode & 0o7777 : undefined);
  const file = await open(temp, 'wx', kept ?? 0o666);
  try {
    try {
      if (kept !== undefined) await file.chmod(kept);
      await file.writeFile(data, 'utf8');
      await file.sync();
    } finally {
      await file.close();
    }
    await rename(temp, path);
  } catch (error) {
    await unlink(temp).catch(() => undefined);
    throw error;
  }
}

/**
 * A directory docform makes and owns (`.docform/`, an export's directory): made when
 * missing; refused when it is a symbolic link (its files would land where the link
 * points) or not a directory. `recursive` makes its missing parents too.
 */
export function ownDirectory(dir: string, recursive = false): void {
  let kind: Kind;
  try {
    kind = kindOf(lstatSync(dir));
  } catch (error) {
    kind = missing(error);
  }
  if (kind === 'directory') return;
  if (kind === 'missing') {
    mkdirSync(dir, { recursive });
    return;
  }
  throw new UnsafeWriteError(
    dir,
    kind === 'link'
      ? `${dir} is a symbolic link; docform does not write into a directory it owns through one (remove the link)`
      : `${dir} is not a directory`,
  );
}
