import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import type { CliIo, CliSignal } from '../../src/cli/io.js';
import { runCli } from '../../src/cli/run-cli.js';
import { docform, ROOT, spawnDocform } from '../e2e/support/examples-cli.js';
import { scratchDirs } from '../support/scratch-dirs.js';

const VERSION = (
  JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as { version: string }
).version;

const scratch = scratchDirs('docform-cwd-');

describe('runCli(argv, io)', () => {
  it('writes help, --version and usage errors to its io, and returns the exit code', async () => {
    const version = await docform(['--version']);
    expect(version).toEqual({ status: 0, stdout: `${VERSION}\n`, stderr: '' });
    const help = await docform(['plan', '--help']);
    expect(help.status).toBe(0);
    expect(help.stdout).toContain('--detailed-exitcode');
    const usage = await docform(['plan', '--no-such-flag']);
    expect(usage.status).toBe(1);
    expect(usage.stderr).toContain("unknown option '--no-such-flag'");
    expect(usage.stdout).toBe('');
  });

  it('stops the emulator command on a signal given by io', async () => {
    const handlers = new Map<CliSignal, () => void>();
    let out = '';
    let err = '';
    const io: CliIo = {
      stdout: { write: (t: string) => (out += t) },
      stderr: { write: (t: string) => (err += t) },
      stdin: Object.assign(Readable.from([]), { isTTY: false }),
      env: {},
      onSignal(signal, handler) {
        handlers.set(signal, handler);
        return () => handlers.delete(signal);
      },
    };
    const run = runCli(['emulator', '--port', '0'], io);
    while (!out.includes('listening')) await new Promise((r) => setTimeout(r, 5));
    expect(out).toMatch(/^emulator listening on http:\/\/127\.0\.0\.1:\d+\n$/);
    expect([...handlers.keys()].sort()).toEqual(['SIGINT', 'SIGTERM']);
    handlers.get('SIGINT')?.();
    expect(await run).toBe(0);
    expect(err).toBe('emulator stopped (SIGINT)\n');
    // both handlers were removed once the first signal came
    expect(handlers.size).toBe(0);
  });
});

describe('--emulator in-process', () => {
  it('keeps its state under the command directory (io.cwd), not the test process', async () => {
    const config = join(ROOT, 'examples/minimal/docform.yaml');
    const [first, second] = [scratch(), scratch()];
    const apply = await docform(['apply', '--emulator', '--auto-approve', config], { cwd: first });
    expect(apply.status, apply.stderr).toBe(0);
    expect(existsSync(join(first, '.docform/emulator.json'))).toBe(true);
    const plan = (cwd: string) =>
      docform(['plan', '--emulator', '--detailed-exitcode', config], { cwd });
    expect((await plan(first)).status).toBe(0);
    // another directory starts from the built-in fixture again
    expect((await plan(second)).status).toBe(2);
  });
});

describe('the built binary (main.ts wires the process into runCli)', () => {
  it('starts, prints its version and exits 0; a usage error exits 1', async () => {
    expect(await spawnDocform(['--version'])).toEqual({
      status: 0,
      stdout: `${VERSION}\n`,
      stderr: '',
    });
    const usage = await spawnDocform(['plan', '--no-such-flag']);
    expect(usage.status).toBe(1);
    expect(usage).toEqual(await docform(['plan', '--no-such-flag']));
  });
});
