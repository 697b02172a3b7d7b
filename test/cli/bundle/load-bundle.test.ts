import {
  copyFileSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  utimesSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { loadBundle } from '../../../src/cli/bundle/load-bundle.js';

let scratch: string;
let cache: string;
let file: string;
beforeEach(() => {
  scratch = mkdtempSync(join(tmpdir(), 'docform-load-bundle-'));
  cache = join(scratch, 'cache');
  file = join(scratch, 'bundle.cjs');
});
afterEach(() => rmSync(scratch, { recursive: true, force: true }));

/** A CommonJS bundle that uses what Node's wrapper gives a module. */
function writeBundle(answer: number): void {
  writeFileSync(
    file,
    [
      "const { basename } = require('node:path');",
      `exports.answer = () => ${answer};`,
      'exports.name = basename(__filename);',
      'module.exports.dir = __dirname;',
    ].join('\n'),
  );
}

let copies = 0;

/**
 * The bundle under a name of its own: V8 keeps the scripts this process compiled, and
 * a script it compiled already never looks at the cache (a process of docform loads
 * the bundle once).
 */
function copy(): string {
  copies += 1;
  const path = join(scratch, `bundle-${copies}.cjs`);
  copyFileSync(file, path);
  return path;
}

const entries = (): string[] => readdirSync(cache).filter((f) => f.endsWith('.bin'));

describe('loadBundle', () => {
  it("runs the bundle as Node's loader would, with require, module, __filename and __dirname", () => {
    writeBundle(42);
    const { exports } = loadBundle(copy(), { dir: undefined, key: 'plan' });
    expect((exports.answer as () => number)()).toBe(42);
    expect(exports.name).toMatch(/^bundle-\d+\.cjs$/);
    expect(exports.dir).toBe(scratch);
  });

  it('writes V8 code once, then takes it and writes nothing more', () => {
    writeBundle(1);
    const first = loadBundle(copy(), { dir: mkdir(cache), key: 'plan' });
    (first.exports.answer as () => number)();
    first.saveCache();
    const [entry] = entries();
    expect(entry).toMatch(/^plan-[0-9a-f]{16}\.bin$/);
    // dated in the past: a second write, even of the same bytes, would show
    utimesSync(join(cache, entry!), 1_000_000, 1_000_000);

    const second = loadBundle(copy(), { dir: cache, key: 'plan' });
    expect((second.exports.answer as () => number)()).toBe(1);
    second.saveCache();
    expect(entries()).toEqual([entry]);
    expect(statSync(join(cache, entry!)).mtimeMs).toBe(1_000_000_000);
  });

  it('compiles from source when the cached code is damaged, and writes it again', () => {
    writeBundle(7);
    loadBundle(copy(), { dir: mkdir(cache), key: 'plan' }).saveCache();
    const [entry] = entries();
    writeFileSync(join(cache, entry!), 'not V8 code at all');
    const loaded = loadBundle(copy(), { dir: cache, key: 'plan' });
    expect((loaded.exports.answer as () => number)()).toBe(7);
    loaded.saveCache();
    expect(readFileSync(join(cache, entry!), 'utf8')).not.toBe('not V8 code at all');
    expect(entries()).toEqual([entry]);
  });

  it('never gives V8 code damaged past its header (V8 would abort the process)', () => {
    writeBundle(8);
    loadBundle(copy(), { dir: mkdir(cache), key: 'plan' }).saveCache();
    const [entry] = entries();
    const bytes = readFileSync(join(cache, entry!));
    // the digest and V8's header (version, flags, source length) intact; the code not
    expect(bytes.length).toBeGreaterThan(200);
    for (let i = 128; i < bytes.length; i += 7) bytes[i] = bytes[i]! ^ 0xff;
    writeFileSync(join(cache, entry!), bytes);
    const loaded = loadBundle(copy(), { dir: cache, key: 'plan' });
    expect((loaded.exports.answer as () => number)()).toBe(8);
    loaded.saveCache();
    expect(readFileSync(join(cache, entry!)).equals(bytes)).toBe(false);
  });

  it('never gives a rebuilt bundle the code of the earlier one, even of the same length', () => {
    writeBundle(3);
    loadBundle(copy(), { dir: mkdir(cache), key: 'plan' }).saveCache();
    const [earlier] = entries();
    writeBundle(4);
    const loaded = loadBundle(copy(), { dir: cache, key: 'plan' });
    expect((loaded.exports.answer as () => number)()).toBe(4);
    loaded.saveCache();
    // the earlier build's entry is replaced, not kept beside it
    const [entry, ...more] = entries();
    expect(more).toEqual([]);
    expect(entry).not.toBe(earlier);
  });

  it('keeps one entry per key: each command compiles other parts of the bundle', () => {
    writeBundle(5);
    loadBundle(copy(), { dir: mkdir(cache), key: 'plan' }).saveCache();
    loadBundle(copy(), { dir: cache, key: 'apply' }).saveCache();
    expect(
      entries()
        .map((e) => e.split('-')[0])
        .sort(),
    ).toEqual(['apply', 'plan']);
  });

  it('leaves no file behind when the cache cannot be written', () => {
    writeBundle(6);
    const loaded = loadBundle(copy(), { dir: join(scratch, 'missing'), key: 'plan' });
    expect(() => loaded.saveCache()).not.toThrow();
    expect(readdirSync(scratch).filter((f) => !f.endsWith('.cjs'))).toEqual([]);
  });
});

/** The cache directory, as compileCacheDir leaves it. */
function mkdir(dir: string): string {
  mkdirSync(dir, { recursive: true });
  return dir;
}
