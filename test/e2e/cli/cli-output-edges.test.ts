/**
 * Edges of the CLI's output that only a process of its own shows: a reader that goes
 * away before the command is done writing (`docform --help | head -5`).
 */
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ROOT } from '../support/examples-cli.js';

const BIN = join(ROOT, 'dist/bin/docform.js');

interface ClosedRun {
  readonly status: number | null;
  readonly signal: NodeJS.Signals | null;
  /** What the stream that stayed open received. */
  readonly other: string;
}

/**
 * Runs the bin with the read end of its stdout (or stderr) closed before it writes a
 * byte, as `head` leaves it once it has read its lines: every write fails with EPIPE.
 */
function runWithClosed(stream: 'stdout' | 'stderr', args: readonly string[]): Promise<ClosedRun> {
  return new Promise((done, fail) => {
    const env: NodeJS.ProcessEnv = { ...process.env, NO_COLOR: '1' };
    delete env.DOCFORM_TOKEN;
    const child = spawn(process.execPath, [BIN, ...args], {
      cwd: ROOT,
      env,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const closed = stream === 'stdout' ? child.stdout : child.stderr;
    const open = stream === 'stdout' ? child.stderr : child.stdout;
    closed.destroy();
    let other = '';
    open.on('data', (chunk: Buffer) => (other += chunk.toString()));
    child.on('error', fail);
    child.on('close', (status, signal) => done({ status, signal, other }));
  });
}

describe('a reader that closes the output early', () => {
  it.each([[['--help']], [['schema']], [['plan', '--help']]])(
    'docform %j | head: exits quietly with its own code',
    async (args) => {
      const run = await runWithClosed('stdout', args);
      expect(run.other).toBe('');
      expect(run).toEqual({ status: 0, signal: null, other: '' });
    },
  );

  it('a closed stderr does not turn a failed command into a crash: still exit 1', async () => {
    const run = await runWithClosed('stderr', ['plan', join(ROOT, 'no-such-docform.yaml')]);
    expect(run).toMatchObject({ status: 1, signal: null });
    expect(run.other).not.toMatch(/EPIPE|node:events/);
  });

  it('a command that succeeds keeps exit 0 when only its stdout reader left', async () => {
    const run = await runWithClosed('stdout', [
      'validate',
      join(ROOT, 'examples/minimal/docform.yaml'),
    ]);
    expect(run).toEqual({ status: 0, signal: null, other: '' });
  });
});
