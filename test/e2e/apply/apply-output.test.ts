import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CliIo } from '../../../src/cli/io.js';
import { runCli } from '../../../src/cli/run-cli.js';
import { startEmulator } from '../../../src/emulator/server.js';
import { docform } from '../support/examples-cli.js';

type Emulator = Awaited<ReturnType<typeof startEmulator>>;
const scratch = mkdtempSync(join(tmpdir(), 'docform-apply-output-'));
let emulator: Emulator;

/** Twenty teams: twenty creates. */
const teams = (n: number, from = 0) =>
  Array.from({ length: n }, (_, i) => `  t${i + from}: { title: Team ${i + from} }`).join('\n');
const config = (body: string, prune = false) =>
  `version: 1\norganization: org_acme\nteams:\n${body}\n${prune ? 'policy:\n  prune: [teams]\n' : ''}`;

beforeAll(async () => {
  emulator = await startEmulator({ port: 0 });
  writeFileSync(join(scratch, 'twenty.yaml'), config(teams(20)));
  writeFileSync(join(scratch, 'ten.yaml'), config(teams(10), true));
  writeFileSync(join(scratch, 'more.yaml'), config(teams(3, 20)));
});
afterAll(async () => {
  await emulator?.close();
  rmSync(scratch, { recursive: true, force: true });
});

const run = (...args: string[]) => docform(args, { apiUrl: emulator.url, cwd: scratch });

describe('apply output', () => {
  it('by default: the plan, progress counting finished changes, then created ids and counts', async () => {
    const apply = await run('apply', 'twenty.yaml', '--auto-approve');
    expect(apply.status, apply.stderr).toBe(0);
    const progress = apply.stderr.match(/^applying: (\d+)\/20 changes finished \(\d+%\)$/gm) ?? [];
    // in CI (no terminal): a line per 10%, not one per change
    expect(progress.length).toBeGreaterThan(0);
    expect(progress.length).toBeLessThanOrEqual(10);
    const counts = progress.map((line) => Number(/(\d+)\/20/.exec(line)?.[1]));
    expect(counts).toEqual([...counts].sort((a, b) => a - b));
    expect(counts.at(-1)).toBe(20);
    expect(apply.stderr).not.toMatch(/team\.t\d+: (done|create)/);
    expect(apply.stdout).toMatch(
      /^Created:\n( {2}\+ team\.t\d+ {2}team_\w+\n){20}Apply: 20 created, 0 updated, 0 moved, 0 deleted; 0 failed, 0 not started\.\n/m,
    );
    expect(apply.stdout).not.toMatch(/^done /m);
  });

  it('--verbose: a line per change, counted by changes finished, in order', async () => {
    // Team 20 beside the unmanaged Team 2 looks like a rename: it is meant as a new team
    const apply = await run('apply', 'more.yaml', '--auto-approve', '--verbose', '--allow-create');
    expect(apply.status, apply.stderr).toBe(0);
    const ends = apply.stderr.match(/^\[\d+\/3\] \+ team\.t\d+: done$/gm) ?? [];
    expect(ends.map((line) => line.slice(0, 5))).toEqual(['[1/3]', '[2/3]', '[3/3]']);
    expect(apply.stderr.match(/^ {6}\+ team\.t\d+: create\.\.\.$/gm)).toHaveLength(3);
    expect(apply.stdout).toMatch(/^done {10}\+ team\.t20 {2}team_\w+$/m);
  });

  it('on a terminal: one live line, rewritten in place', async () => {
    let err = '';
    const io: CliIo = {
      stdout: { write: () => true },
      stderr: { isTTY: true, columns: 100, write: (t: string) => (err += t) },
      stdin: Object.assign(Readable.from([]), { isTTY: false }),
      env: { DOCFORM_TOKEN: 'dev-token', DOCFORM_API_URL: emulator.url, NO_COLOR: '1' },
      cwd: scratch,
      onSignal: () => () => undefined,
    };
    writeFileSync(join(scratch, 'tty.yaml'), config(teams(4, 30)));
    expect(await runCli(['apply', 'tty.yaml', '--auto-approve', '--allow-create'], io)).toBe(0);
    expect(err).toContain('\r\u001b[2Kapplying: 4/4 changes finished (100%)');
    expect(err).not.toMatch(/^applying:/m);
  });

  it('one warning per kind of gated change; none once --allow-delete passes the gate', async () => {
    const plan = await run('plan', 'ten.yaml');
    const gated = plan.stdout.match(/delete-needs-allow-delete/g) ?? [];
    expect(gated).toHaveLength(1);
    expect(plan.stdout).toMatch(
      /warning {2}delete-needs-allow-delete {2}the plan deletes \d+ objects: team\.team-1\d/,
    );
    const apply = await run('apply', 'ten.yaml', '--auto-approve', '--allow-delete', '--force');
    expect(apply.status, apply.stderr).toBe(0);
    expect(apply.stdout + apply.stderr).not.toContain('delete-needs-allow-delete');
    expect(apply.stdout + apply.stderr).not.toContain('delete-threshold');
  });
});
