import { createHash } from 'node:crypto';
import { isAscii } from 'node:buffer';
import {
  readdirSync,
  readFileSync,
  realpathSync,
  renameSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { Script } from 'node:vm';

/** A CommonJS bundle run in this process, and the way to keep its compiled code. */
export interface LoadedBundle {
  readonly exports: Record<string, unknown>;
  /**
   * Writes V8's code for the bundle, as compiled by this run so far, to the cache, unless
   * the cache already held code that V8 took. Best effort: a failure leaves no file.
   */
  saveCache(): void;
}

export interface BundleCache {
  /** The cache's directory (`compileCacheDir`), or undefined for no cache. */
  readonly dir: string | undefined;
  /**
   * What the code is kept for: the command, since each command compiles other parts of
   * the bundle, and the runtime (Node version, architecture), since V8 refuses code of
   * another.
   */
  readonly key: string;
}

/**
 * Runs the CommonJS bundle `file` as Node's loader would (the same wrapper, a `require`
 * of its own), with V8's code cache (start-up). Compiling the bundle's source
 * is most of a command's start-up; code V8 compiled in an earlier run skips it, and the
 * functions that run compiled it lazily too. The cache entry is named by a hash of the
 * bundle's text, since V8 itself checks only the source's length: a rebuilt bundle never
 * meets the code of an earlier one, whose entry the new one replaces. Code that is
 * damaged (`readEntry`) or that V8 refuses (another V8, other flags) is not used: the
 * bundle is compiled from source, as without a cache, and the entry written again.
 *
 * The script is named by the bundle's real path, the name Node gives a module, and stack
 * traces show. V8's code keeps the name of the script it was made from (a stack trace
 * of a run that took it names that file), so an entry is for one path too: two checkouts
 * sharing the cache directory each keep their own, and neither names the other's files.
 * A bundle that this one requires beside it (`./undici.cjs`, at its first request) is
 * loaded the same way, under the same cache key, and its code kept by `saveCache` too.
 */
export function loadBundle(file: string, cache: BundleCache): LoadedBundle {
  const path = realpathSync(file);
  const bytes = readFileSync(path);
  // esbuild writes ASCII (its default charset): decoded as Latin-1, the same text, faster
  const source = bytes.toString(isAscii(bytes) ? 'latin1' : 'utf8');
  const key = `${cache.key}-${digest(path, 8)}`;
  const entry =
    cache.dir === undefined ? undefined : join(cache.dir, `${key}-${digest(bytes, 16)}.bin`);
  const cachedData = entry === undefined ? undefined : readEntry(entry);
  const script = new Script(
    `(function (exports, require, module, __filename, __dirname) {${source}\n})`,
    { filename: path, cachedData },
  );
  const module = { exports: {} as Record<string, unknown> };
  const run = script.runInThisContext() as (...args: unknown[]) => void;
  const siblings = new Map<string, LoadedBundle>();
  const nodeRequire = createRequire(path);
  // a bundle beside this one (`./emulator.cjs`) is loaded as this one is, code cache included
  const require = Object.assign((id: string): unknown => {
    const sibling = SIBLING.exec(id)?.[0];
    if (sibling === undefined) return nodeRequire(id);
    let loaded = siblings.get(sibling);
    if (loaded === undefined) {
      loaded = loadBundle(join(dirname(path), sibling), cache);
      siblings.set(sibling, loaded);
    }
    return loaded.exports;
  }, nodeRequire);
  run(module.exports, require, module, path, dirname(path));
  const taken = cachedData !== undefined && !script.cachedDataRejected;
  return {
    exports: module.exports,
    saveCache() {
      for (const sibling of siblings.values()) sibling.saveCache();
      if (entry === undefined || taken) return;
      const partial = `${entry}.${String(Math.random()).slice(2)}.partial`;
      try {
        writeFileSync(partial, sealed(script.createCachedData()), { mode: 0o600 });
        // a rename is atomic: a run at the same time reads the old entry or the new one
        renameSync(partial, entry);
      } catch {
        rmSync(partial, { force: true });
        return;
      }
      removeEarlierBuilds(entry, key);
    },
  };
}

/**
 * How a bundle names another beside it (scripts/bundle.mjs builds them): each has an
 * entry of its own in the cache, named like the bundle's but by its own path and text.
 */
const SIBLING = /^\.\/[a-z]+\.cjs$/;

/** The first `length` hex digits of the SHA-1 of `data`: a short name, not a seal. */
function digest(data: string | Buffer, length: number): string {
  return createHash('sha1').update(data).digest('hex').slice(0, length);
}

/**
 * Entries of the same key (command, runtime, path) for another bundle: an earlier
 * build's at this path, never used again.
 */
function removeEarlierBuilds(entry: string, key: string): void {
  const dir = dirname(entry);
  try {
    for (const name of readdirSync(dir)) {
      const earlier =
        name.startsWith(`${key}-`) && /^[0-9a-f]{16}\.bin$/.test(name.slice(key.length + 1));
      if (earlier && join(dir, name) !== entry) rmSync(join(dir, name), { force: true });
    }
  } catch {
    // a cache left as it was is still a cache
  }
}

/**
 * An entry is V8's code after the SHA-256 of that code. V8 checks the header of what it
 * is given (its version, flags, the source's length) but not the rest: code damaged
 * past the header (a disk error, a copy cut short) makes the process abort in V8's
 * deserializer. So code whose digest does not match is not given to V8.
 */
const DIGEST_BYTES = 32;

function sealed(code: Buffer): Buffer {
  return Buffer.concat([createHash('sha256').update(code).digest(), code]);
}

/** The code of an entry, or undefined when there is none or it is damaged. */
function readEntry(path: string): Buffer | undefined {
  let bytes: Buffer;
  try {
    bytes = readFileSync(path);
  } catch {
    return undefined;
  }
  if (bytes.length <= DIGEST_BYTES) return undefined;
  const code = bytes.subarray(DIGEST_BYTES);
  const digest = createHash('sha256').update(code).digest();
  return digest.equals(bytes.subarray(0, DIGEST_BYTES)) ? code : undefined;
}
