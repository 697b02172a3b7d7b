/**
 * The package's bin (dist/bin/docform.js) loads the commands' bundle with its compiled
 * code cached by docform's own cache (src/cli/bundle/load-cli.ts), on every Node line:
 * what it writes, when, and that a run with the cache says the same as a run without.
 */
import { spawnSync } from 'node:child_process';
import {
  existsSync,
  mkdtempSync,
  readdirSync,
  rmSync,
  statSync,
  utimesSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ensureBuilt } from './built-dist.js';

const ROOT = resolve(import.meta.dirname, '../..');
const BIN = join(ROOT, 'dist/bin/docform.js');
const MINIMAL = join(ROOT, 'examples/minimal/docform.yaml');

let scratch = '';

beforeAll(() => {
  ensureBuilt(ROOT);
  scratch = mkdtempSync(join(tmpdir(), 'docform-compile-cache-'));
}, 240_000);

afterAll(() => {
  if (scratch) rmSync(scratch, { recursive: true, force: true });
});

function docform(cache: string, args: string[]): { status: number | null; out: string } {
  const env: NodeJS.ProcessEnv = { ...process.env, NO_COLOR: '1', DOCFORM_COMPILE_CACHE: cache };
  delete env.DOCFORM_TOKEN;
  // Node's own switches of its compile cache, which would turn it on or off for the bin
  delete env.NODE_COMPILE_CACHE;
  delete env.NODE_DISABLE_COMPILE_CACHE;
  const run = spawnSync(process.execPath, [BIN, ...args], {
    cwd: scratch,
    env,
    encoding: 'utf8',
    timeout: 60_000,
  });
  return { status: run.status, out: run.stdout + run.stderr };
}

const entries = (dir: string): string[] => (existsSync(dir) ? readdirSync(dir) : []);

describe("the bin's own code cache, on every Node line (Node's own keeps less)", () => {
  it('is written after a command that succeeded, then used as it is', () => {
    const cache = join(scratch, 'ok');
    const first = docform(cache, ['validate', MINIMAL]);
    expect(first.status, first.out).toBe(0);
    const [entry, ...more] = entries(cache);
    expect(more).toEqual([]);
    expect(entry).toMatch(
      new RegExp(
        `^validate-node${process.version.replace(/\./g, '\\.')}-${process.arch}-[0-9a-f]{8}-[0-9a-f]{16}\\.bin$`,
      ),
    );
    // dated in the past: a run that wrote it again would show
    utimesSync(join(cache, entry!), 1_000_000, 1_000_000);
    const second = docform(cache, ['validate', MINIMAL]);
    expect(second).toEqual(first);
    expect(statSync(join(cache, entry!)).mtimeMs).toBe(1_000_000_000);
  });

  it('is used again after a command that sent requests (flags set midway would refuse it)', () => {
    // V8 refuses code made under other flags: a flag set once the bundle runs (the
    // WebAssembly compiler of undici's parser) made every run write its entry again
    const cache = join(scratch, 'requests');
    const first = docform(cache, ['plan', MINIMAL, '--emulator']);
    expect(first.status, first.out).toBe(0);
    // the commands' bundle, the HTTP client's and the emulator's (scripts/bundle.mjs)
    const written = entries(cache);
    expect(written).toHaveLength(3);
    for (const entry of written) {
      expect(entry).toMatch(/^plan-/);
      utimesSync(join(cache, entry), 1_000_000, 1_000_000);
    }
    const second = docform(cache, ['plan', MINIMAL, '--emulator']);
    expect(second.status, second.out).toBe(0);
    expect(entries(cache)).toEqual(written);
    for (const entry of written) {
      expect(statSync(join(cache, entry)).mtimeMs).toBe(1_000_000_000);
    }
  });

  it('holds the Markdown lexer only for a command that met Markdown, and uses it again', () => {
    // marked is a bundle of its own (scripts/bundle.mjs): a config without Markdown
    // never loads it (the first test sees one entry), one with Markdown does
    const config = join(scratch, 'markdown.yaml');
    writeFileSync(
      config,
      'version: 1\norganization: org_acme\nsettings:\n  agentInstructions: |\n' +
        '    | a | b |\n    |---|---|\n    | 1 | 2 |\n',
    );
    const cache = join(scratch, 'markdown');
    const first = docform(cache, ['validate', config]);
    // the lexer ran: a table is what the API's Document cannot hold
    expect(first.out).toContain('unexpressible-markdown');
    expect(first.status).toBe(1);
    expect(entries(cache)).toEqual([]);
    const plain = join(scratch, 'plain-markdown.yaml');
    writeFileSync(
      plain,
      'version: 1\norganization: org_acme\nsettings:\n  agentInstructions: "# Title"\n',
    );
    const valid = docform(cache, ['validate', plain]);
    expect(valid.status, valid.out).toBe(0);
    const written = entries(cache);
    // the commands' bundle and marked's
    expect(written).toHaveLength(2);
    for (const entry of written) utimesSync(join(cache, entry), 1_000_000, 1_000_000);
    expect(docform(cache, ['validate', plain])).toEqual(valid);
    expect(entries(cache)).toEqual(written);
    for (const entry of written) {
      expect(statSync(join(cache, entry)).mtimeMs).toBe(1_000_000_000);
    }
  });

  it('is not written after a failed command, nor after a help', () => {
    const cache = join(scratch, 'failed');
    const failed = docform(cache, ['validate', join(scratch, 'missing.yaml')]);
    expect(failed.status).toBe(1);
    const help = docform(cache, ['plan', '--help']);
    expect(help.status).toBe(0);
    expect(entries(cache)).toEqual([]);
  });
});

describe('the compile cache of the bin, on every Node', () => {
  it.runIf(existsSync('/proc/self'))(
    'is off, at once, for a directory that cannot be made under /proc',
    () => {
      // Node's recursive mkdir never returns on such a path
      const run = docform('/proc/nope', ['validate', MINIMAL]);
      expect(run.status, run.out).toBe(0);
    },
  );

  it('is neither read nor made with DOCFORM_COMPILE_CACHE=off', () => {
    const run = docform('off', ['validate', MINIMAL]);
    expect(run.status, run.out).toBe(0);
    expect(existsSync(join(scratch, 'off'))).toBe(false);
  });
});
