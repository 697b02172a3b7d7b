import { spawnSync } from 'node:child_process';
import {
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  symlinkSync,
  utimesSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { loadBundle } from '../../../src/cli/bundle/load-bundle.js';
import { ensureBuilt } from '../../packaging/built-dist.js';

const ROOT = resolve(import.meta.dirname, '../../..');
const LOAD_BUNDLE = pathToFileURL(join(ROOT, 'dist/src/cli/bundle/load-bundle.js')).href;

let scratch: string;
let cache: string;
let file: string;
beforeAll(() => void ensureBuilt(ROOT), 240_000);
beforeEach(() => {
  scratch = mkdtempSync(join(tmpdir(), 'docform-load-bundle-'));
  cache = join(scratch, 'cache');
  file = join(scratch, 'bundle.cjs');
});
afterEach(() => rmSync(scratch, { recursive: true, force: true }));

/** A CommonJS bundle that uses what Node's wrapper gives a module. */
function writeBundle(answer: number, path = file): void {
  writeFileSync(
    path,
    [
      "const { basename } = require('node:path');",
      `exports.answer = () => ${answer};`,
      'exports.name = basename(__filename);',
      'module.exports.dir = __dirname;',
      "exports.stack = () => new Error('here').stack;",
    ].join('\n'),
  );
}

interface Run {
  readonly answer: number;
  /** The stack of an Error made by the bundle's code. */
  readonly stack: string;
}

/**
 * Loads `path` with `loadBundle` in a process of its own, calls its functions, then
 * saves the cache, as a run of the bin does. A process of its own: V8 keeps the scripts
 * a process compiled, and a script it compiled already never looks at the cache.
 */
function loadInProcess(path: string, key: string, dir: string | undefined = cache): Run {
  const code = [
    `import { loadBundle } from ${JSON.stringify(LOAD_BUNDLE)};`,
    'const [path, dir, key] = JSON.parse(process.argv[1]);',
    'const loaded = loadBundle(path, { dir: dir ?? undefined, key });',
    'const { answer, stack } = loaded.exports;',
    'process.stdout.write(JSON.stringify({ answer: answer(), stack: stack() }));',
    'loaded.saveCache();',
  ].join('\n');
  const run = spawnSync(
    process.execPath,
    ['--input-type=module', '-e', code, JSON.stringify([path, dir ?? null, key])],
    { encoding: 'utf8', timeout: 30_000 },
  );
  expect(run.status, run.stderr).toBe(0);
  return JSON.parse(run.stdout) as Run;
}

const entries = (): string[] =>
  readdirSync(cache)
    .filter((f) => f.endsWith('.bin'))
    .sort();

describe('loadBundle', () => {
  it("runs the bundle as Node's loader would, with require, module, __filename and __dirname", () => {
    writeBundle(42);
    const { exports } = loadBundle(file, { dir: undefined, key: 'plan' });
    expect((exports.answer as () => number)()).toBe(42);
    expect(exports.name).toBe('bundle.cjs');
    expect(exports.dir).toBe(scratch);
  });

  it('writes V8 code once, then takes it and writes nothing more', () => {
    writeBundle(1);
    mkdirSync(cache);
    expect(loadInProcess(file, 'plan').answer).toBe(1);
    const [entry, ...more] = entries();
    expect(more).toEqual([]);
    expect(entry).toMatch(/^plan-[0-9a-f]{8}-[0-9a-f]{16}\.bin$/);
    // dated in the past: a second write, even of the same bytes, would show
    utimesSync(join(cache, entry!), 1_000_000, 1_000_000);

    expect(loadInProcess(file, 'plan').answer).toBe(1);
    expect(entries()).toEqual([entry]);
    expect(statSync(join(cache, entry!)).mtimeMs).toBe(1_000_000_000);
  });

  it('compiles from source when the cached code is damaged, and writes it again', () => {
    writeBundle(7);
    mkdirSync(cache);
    loadInProcess(file, 'plan');
    const [entry] = entries();
    writeFileSync(join(cache, entry!), 'not V8 code at all');
    expect(loadInProcess(file, 'plan').answer).toBe(7);
    expect(readFileSync(join(cache, entry!), 'utf8')).not.toBe('not V8 code at all');
    expect(entries()).toEqual([entry]);
  });

  it('never gives V8 code damaged past its header (V8 would abort the process)', () => {
    writeBundle(8);
    mkdirSync(cache);
    loadInProcess(file, 'plan');
    const [entry] = entries();
    const bytes = readFileSync(join(cache, entry!));
    // the digest and V8's header (version, flags, source length) intact; the code not
    expect(bytes.length).toBeGreaterThan(200);
    for (let i = 128; i < bytes.length; i += 7) bytes[i] = bytes[i]! ^ 0xff;
    writeFileSync(join(cache, entry!), bytes);
    expect(loadInProcess(file, 'plan').answer).toBe(8);
    expect(readFileSync(join(cache, entry!)).equals(bytes)).toBe(false);
  });

  it('never gives a rebuilt bundle the code of the earlier one, even of the same length', () => {
    writeBundle(3);
    mkdirSync(cache);
    loadInProcess(file, 'plan');
    const [earlier] = entries();
    writeBundle(4);
    expect(loadInProcess(file, 'plan').answer).toBe(4);
    // the earlier build's entry is replaced, not kept beside it
    const [entry, ...more] = entries();
    expect(more).toEqual([]);
    expect(entry).not.toBe(earlier);
  });

  it('keeps one entry per key: each command compiles other parts of the bundle', () => {
    writeBundle(5);
    mkdirSync(cache);
    loadInProcess(file, 'plan');
    loadInProcess(file, 'apply');
    expect(entries().map((e) => e.split('-')[0])).toEqual(['apply', 'plan']);
  });

  it("names this checkout's file in stack traces, never the file of whoever filled the cache", () => {
    // two checkouts of one build: the same bytes at two paths, one cache directory
    const other = join(scratch, 'other-checkout.cjs');
    writeBundle(9);
    writeBundle(9, other);
    mkdirSync(cache);
    expect(loadInProcess(other, 'plan').stack).toContain(other);
    for (let run = 0; run < 2; run += 1) {
      const { stack } = loadInProcess(file, 'plan');
      expect(stack).toContain(`${file}:`);
      expect(stack).not.toContain(other);
    }
    // each keeps an entry of its own: neither evicts the other's
    expect(entries()).toHaveLength(2);
    expect(loadInProcess(other, 'plan').stack).not.toContain(`${file}:`);
  });

  it('names the real path of a bundle reached through a symbolic link', () => {
    writeBundle(10);
    const link = join(scratch, 'linked.cjs');
    symlinkSync(file, link);
    mkdirSync(cache);
    const { stack } = loadInProcess(link, 'plan');
    expect(stack).toContain(`${file}:`);
    expect(stack).not.toContain(link);
  });

  it('leaves no file behind when the cache cannot be written', () => {
    writeBundle(6);
    const loaded = loadBundle(file, { dir: join(scratch, 'missing'), key: 'plan' });
    expect(() => loaded.saveCache()).not.toThrow();
    expect(readdirSync(scratch).filter((f) => !f.endsWith('.cjs'))).toEqual([]);
  });
});
