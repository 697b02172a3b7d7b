import { existsSync, mkdirSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Env } from '../io.js';

/** The variable that moves the compile cache, or turns it off with `off`. */
export const COMPILE_CACHE_VARIABLE = 'DOCFORM_COMPILE_CACHE';

/**
 * The directory of V8's compiled code for the bundled CLI (docs/performance.md,
 * "Start-up"): `DOCFORM_COMPILE_CACHE`, or `docform-compile-cache` in the system's
 * temporary directory, as Node's own `NODE_COMPILE_CACHE` defaults to; undefined when
 * the variable is `off` or `0`, or when the directory cannot be made (its parent must
 * exist) or is not safe to trust.
 *
 * What the cache holds is run as code, so a directory another user could write into is
 * not used: it must belong to this user and be writable by nobody else (on systems with
 * user ids). A directory this function makes is private to its user.
 */
export function compileCacheDir(env: Env, uid: number | undefined): string | undefined {
  const setting = env[COMPILE_CACHE_VARIABLE];
  if (setting === 'off' || setting === '0') return undefined;
  const dir =
    setting !== undefined && setting !== ''
      ? setting
      : join(tmpdir(), `docform-compile-cache${uid === undefined ? '' : `-${uid}`}`);
  try {
    // not recursive: the parent must exist (the temporary directory does). Node's
    // recursive mkdir loops for ever on some paths, such as one under /proc
    if (!existsSync(dir)) mkdirSync(dir, { mode: 0o700 });
    const stat = statSync(dir);
    if (!stat.isDirectory()) return undefined;
    if (uid !== undefined && (stat.uid !== uid || (stat.mode & 0o022) !== 0)) return undefined;
    return dir;
  } catch {
    return undefined;
  }
}
