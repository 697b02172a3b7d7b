import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { spawn } from 'node:child_process';
import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CliIo, CliSignal } from '../../../src/cli/io.js';
import { runCli } from '../../../src/cli/run-cli.js';
import { startEmulator } from '../../../src/emulator/server.js';
import { CLI, docform } from '../support/examples-cli.js';
import { journalAt } from '../../support/emulator-journal.js';

const scratch = mkdtempSync(join(tmpdir(), 'docform-interrupts-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

/** Ten teams: ten independent creates, two at a time, each answered slowly. */
const TEAMS = Array.from({ length: 10 }, (_, i) => `  t${i}: { title: Team ${i} }`).join('\n');
beforeAll(() => {
  writeFileSync(
    join(scratch, 'docform.yaml'),
    `version: 1\norganization: org_acme\nteams:\n${TEAMS}\n`,
  );
});

/** A command run in-process whose signals the test sends, as a terminal's Ctrl-C would. */
function signalledRun(args: readonly string[], apiUrl: string) {
  const handlers = new Map<CliSignal, () => void>();
  const out = { text: '' };
  const err = { text: '' };
  const exits: number[] = [];
  const io: CliIo = {
    stdout: { write: (t: string) => (out.text += t) },
    stderr: { write: (t: string) => (err.text += t) },
    stdin: Object.assign(Readable.from([]), { isTTY: false }),
    env: { DOCFORM_TOKEN: 'dev-token', DOCFORM_API_URL: apiUrl, NO_COLOR: '1' },
    cwd: scratch,
    onSignal(signal, handler) {
      handlers.set(signal, handler);
      return () => handlers.delete(signal);
    },
    exit: (code) => void exits.push(code),
  };
  const done = runCli(args, io);
  const send = (signal: CliSignal): void => handlers.get(signal)?.();
  return { done, send, out, err, exits, handlers };
}

async function until(check: () => boolean): Promise<void> {
  while (!check()) await new Promise((r) => setTimeout(r, 5));
}

async function writesSeen(url: string): Promise<number> {
  const journal = await journalAt(url);
  return journal.filter((e) => e.method !== 'GET').length;
}

describe('interrupts during apply', () => {
  it('the first SIGINT lets the writes in flight finish, starts no other, summarizes and exits 130', async () => {
    const emulator = await startEmulator({ port: 0, latencyMs: 150 });
    try {
      const args = ['apply', '--auto-approve', '--parallelism', '2'];
      const run = signalledRun(args, emulator.url);
      await until(() => run.err.text.includes('applying:') || run.out.text.includes('Plan:'));
      await until(() => /applying: [1-9]/.test(run.err.text));
      run.send('SIGINT');
      expect(await run.done).toBe(130);
      expect(run.exits).toEqual([]); // the first signal waits: no forced exit
      expect(run.err.text).toMatch(
        /SIGINT: starting no more changes; waiting for the \d in flight/,
      );
      expect(run.err.text).toContain('Interrupted: the changes in flight finished');
      const done = run.out.text.match(/^done {10}\+ team\.t\d+ {2}team_\w+$/gm) ?? [];
      const notStarted = run.out.text.match(/^not started {3}\+ team\.t\d+$/gm) ?? [];
      expect(done.length, run.out.text + run.err.text).toBeGreaterThan(0);
      expect(notStarted.length).toBeGreaterThan(0);
      expect(done.length + notStarted.length).toBe(10);
      expect(run.out.text).toContain(
        `Apply: ${done.length} created, 0 updated, 0 moved, 0 deleted; 0 failed, ${notStarted.length} not started.`,
      );
      // what the summary calls done landed, and nothing else did
      expect(await writesSeen(emulator.url)).toBe(done.length);
      const plan = await docform(['plan'], { apiUrl: emulator.url, cwd: scratch });
      expect(plan.stdout).toContain(`Plan: ${notStarted.length} to create`);
      expect([...run.handlers.keys()]).toEqual([]);
    } finally {
      await emulator.close();
    }
  });

  it('a second SIGINT exits at once, naming the changes that may have landed', async () => {
    const emulator = await startEmulator({ port: 0, latencyMs: 400 });
    try {
      const run = signalledRun(['apply', '--auto-approve', '--parallelism', '2'], emulator.url);
      await until(() => run.out.text.includes('Plan:'));
      await new Promise((r) => setTimeout(r, 100)); // two creates are in flight now
      run.send('SIGINT');
      run.send('SIGTERM');
      expect(await run.done).toBe(130);
      expect(run.exits).toEqual([130]);
      // it did not wait for the writes in flight: no summary was printed
      expect(run.out.text).not.toContain('Apply:');
      expect(run.err.text).toMatch(
        /SIGTERM: exiting at once\. These changes were in flight and may have landed: team\.t\d, team\.t\d\. Run docform plan/,
      );
    } finally {
      await emulator.close();
    }
  });

  it('a signal before any write ends the run at once: nothing was applied', async () => {
    const emulator = await startEmulator({ port: 0, latencyMs: 300 });
    try {
      const run = signalledRun(['apply', '--auto-approve'], emulator.url);
      await new Promise((r) => setTimeout(r, 50)); // still reading the org
      run.send('SIGINT');
      expect(await run.done).toBe(130);
      expect(run.err.text).toContain('SIGINT: stopped before any write; nothing was applied.');
      expect(await writesSeen(emulator.url)).toBe(0);
    } finally {
      await emulator.close();
    }
  });
});

describe('interrupts reach the built binary through main.ts', () => {
  /** The binary applying the ten teams, slowly, one at a time; its output as it comes. */
  function spawnApply(apiUrl: string) {
    const child = spawn(process.execPath, [CLI, 'apply', '--auto-approve', '--parallelism', '1'], {
      cwd: scratch,
      env: {
        PATH: process.env.PATH,
        NO_COLOR: '1',
        DOCFORM_TOKEN: 'dev-token',
        DOCFORM_API_URL: apiUrl,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const seen = { out: '', err: '' };
    child.stdout.on('data', (chunk: Buffer) => (seen.out += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (seen.err += chunk.toString()));
    const exit = new Promise<number | null>((done) => child.on('close', (code) => done(code)));
    return { child, seen, exit };
  }

  it('SIGINT: exit 130 after the change in flight, with the summary; twice: at once', async () => {
    let emulator = await startEmulator({ port: 0, latencyMs: 200 });
    try {
      const once = spawnApply(emulator.url);
      await until(() => once.seen.out.includes('Plan:'));
      await new Promise((r) => setTimeout(r, 100));
      once.child.kill('SIGINT');
      expect(await once.exit).toBe(130);
      expect(once.seen.out).toMatch(/^not started {3}\+ team\.t\d$/m);
      expect(once.seen.out).toMatch(
        /Apply: \d+ created, 0 updated, 0 moved, 0 deleted; 0 failed, \d+ not started\./,
      );

      // a slower org, so the second signal surely comes while the first change is in flight
      await emulator.close();
      emulator = await startEmulator({ port: 0, latencyMs: 2000 });
      const twice = spawnApply(emulator.url);
      await until(() => twice.seen.out.includes('Plan:'));
      await new Promise((r) => setTimeout(r, 100));
      twice.child.kill('SIGINT');
      await until(() => twice.seen.err.includes('starting no more changes'));
      twice.child.kill('SIGINT');
      expect(await twice.exit).toBe(130);
      expect(twice.seen.err).toContain('may have landed: team.t');
      expect(twice.seen.out).not.toContain('Apply:');
    } finally {
      await emulator.close();
    }
  });
});
