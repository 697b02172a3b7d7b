import { closeSync, constants, fstatSync, openSync, readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { decodeUtf8 } from './decode-utf8.js';
import { MAX_FILE_BYTES } from './limits.js';

/** A file the config names, read: its text, or why it could not be read. */
export type FileText =
  | { readonly text: string; readonly path: string }
  | { readonly problem: string; readonly hint: string; readonly path: string };

/**
 * Files a config names (`${file:PATH}`, an OpenAPI spec's `source: {file}`), read
 * relative to the config file that names them (DESIGN, "The configuration") under the
 * limits of a config file (limits.ts): a regular file, at most MAX_FILE_BYTES, UTF-8.
 * Parsing is synchronous (saved plans re-parse their sources), so the reads are too;
 * each file is read once per parse, however often it is named.
 */
export class ReferencedFiles {
  readonly #read = new Map<string, FileText>();

  /** `path` as written, relative to the directory of `configFile` (or absolute). */
  read(configFile: string, path: string): FileText {
    const full = resolve(dirname(configFile), path);
    let found = this.#read.get(full);
    if (found === undefined) {
      found = readText(full, path);
      this.#read.set(full, found);
    }
    return found;
  }

  /** The files read as text so far, by full path: a saved plan keeps their digests. */
  texts(): { readonly path: string; readonly text: string }[] {
    return [...this.#read].flatMap(([path, read]) =>
      'text' in read ? [{ path, text: read.text }] : [],
    );
  }
}

/** Opened without blocking and checked on the handle, so a FIFO is refused, never waited on. */
function readText(full: string, path: string): FileText {
  let fd: number;
  try {
    fd = openSync(full, constants.O_RDONLY | (constants.O_NONBLOCK ?? 0));
  } catch (cause) {
    const code = (cause as NodeJS.ErrnoException).code;
    const why = code === 'ENOENT' ? 'does not exist' : `cannot be read (${code ?? 'error'})`;
    return {
      problem: `${path} ${why} (${full})`,
      hint: 'the path is relative to the config file that names it',
      path,
    };
  }
  try {
    const stats = fstatSync(fd);
    if (!stats.isFile()) {
      return {
        problem: `${path} is not a regular file (${full})`,
        hint: 'name a regular file',
        path,
      };
    }
    const tooLarge = {
      problem: `${path} is larger than ${MAX_FILE_BYTES / 1024 / 1024} MB`,
      hint: 'a file named by the config has the limit of a config file',
      path,
    };
    if (stats.size > MAX_FILE_BYTES) return tooLarge;
    const bytes = readFileSync(fd);
    if (bytes.length > MAX_FILE_BYTES) return tooLarge;
    const decoded = decodeUtf8(path, bytes);
    if ('text' in decoded) return { text: decoded.text, path };
    const { line, col } = decoded.invalid.location;
    return {
      problem: `${path} is not UTF-8 (byte 0x${decoded.invalid.byte.toString(16).toUpperCase().padStart(2, '0')} at line ${line}, column ${col})`,
      hint: 'save the file as UTF-8',
      path,
    };
  } catch (cause) {
    const reason = cause instanceof Error ? cause.message : String(cause);
    return { problem: `${path} cannot be read: ${reason}`, hint: 'check the file', path };
  } finally {
    closeSync(fd);
  }
}
