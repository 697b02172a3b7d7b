import {
  chmodSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { compileCacheDir } from '../../../src/cli/bundle/cache-dir.js';

const UID = process.getuid?.();
const posix = UID !== undefined;

let scratch: string;
beforeEach(() => {
  scratch = mkdtempSync(join(tmpdir(), 'docform-cache-dir-'));
});
afterEach(() => rmSync(scratch, { recursive: true, force: true }));

describe('compileCacheDir', () => {
  it('is off when DOCFORM_COMPILE_CACHE says off or 0', () => {
    expect(compileCacheDir({ DOCFORM_COMPILE_CACHE: 'off' }, UID)).toBeUndefined();
    expect(compileCacheDir({ DOCFORM_COMPILE_CACHE: '0' }, UID)).toBeUndefined();
  });

  it('makes the directory the variable names, private to the user', () => {
    const dir = join(scratch, 'cache');
    expect(compileCacheDir({ DOCFORM_COMPILE_CACHE: dir }, UID)).toBe(dir);
    if (posix) expect(statSync(dir).mode & 0o777).toBe(0o700);
  });

  it('makes no parent directories: without its parent, there is no cache', () => {
    const dir = join(scratch, 'a', 'cache');
    expect(compileCacheDir({ DOCFORM_COMPILE_CACHE: dir }, UID)).toBeUndefined();
    expect(existsSync(join(scratch, 'a'))).toBe(false);
  });

  it('defaults to a directory of its own per user in the temporary directory', () => {
    const dir = compileCacheDir({}, UID);
    expect(dir).toBe(join(tmpdir(), `docform-compile-cache${posix ? `-${UID}` : ''}`));
  });

  it.runIf(posix)('does not trust a directory others can write into', () => {
    const dir = join(scratch, 'open');
    mkdirSync(dir);
    chmodSync(dir, 0o777);
    expect(compileCacheDir({ DOCFORM_COMPILE_CACHE: dir }, UID)).toBeUndefined();
    chmodSync(dir, 0o755);
    expect(compileCacheDir({ DOCFORM_COMPILE_CACHE: dir }, UID)).toBe(dir);
  });

  it.runIf(posix)("does not trust another user's directory", () => {
    expect(compileCacheDir({ DOCFORM_COMPILE_CACHE: scratch }, UID! + 1)).toBeUndefined();
  });

  it('is off when the path cannot be a directory', () => {
    const file = join(scratch, 'file');
    writeFileSync(file, 'not a directory');
    expect(compileCacheDir({ DOCFORM_COMPILE_CACHE: file }, UID)).toBeUndefined();
    expect(compileCacheDir({ DOCFORM_COMPILE_CACHE: join(file, 'cache') }, UID)).toBeUndefined();
  });
});
