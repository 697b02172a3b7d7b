import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startEmulator } from '../../src/emulator/server.js';
import { docform } from '../e2e/support/examples-cli.js';
import type { CliRun } from '../e2e/support/examples-cli.js';
import { scratchDirs } from '../support/scratch-dirs.js';
import { clearJournal, journal } from './reliability-cli.js';

/**
 * A config that invites 300 people as admins (a pasted list, a hostile pull request) is
 * held back by the invite and admin-grant thresholds: `plan` shows both gates with the
 * numbers, `apply` refuses it without --force and sends nothing; --force runs it.
 */
type Emulator = Awaited<ReturnType<typeof startEmulator>>;

const tempDir = scratchDirs('docform-mass-invite-');
const output = (r: CliRun): string => `exit ${r.status}\n${r.stdout}${r.stderr}`;

const PEOPLE = 300;

function massInviteConfig(): string {
  const members = Array.from({ length: PEOPLE }, (_, i) => `  user${i}@acme.example: admin`);
  const file = join(tempDir(), 'docform.yaml');
  writeFileSync(file, `version: 1\norganization: org_acme\nmembers:\n${members.join('\n')}\n`);
  return file;
}

describe('300 admin invites', () => {
  let emulator: Emulator;
  beforeAll(async () => {
    emulator = await startEmulator({ port: 0 });
  });
  afterAll(() => emulator.close());

  it('are refused without --force, with the numbers and the way out, and sent with it', async () => {
    const file = massInviteConfig();
    const at = { apiUrl: emulator.url };

    const plan = await docform(['plan', file], at);
    expect(plan.status, output(plan)).toBe(0);
    expect(plan.stdout + plan.stderr).toContain('invite-threshold');
    expect(plan.stdout + plan.stderr).toContain('300 invites > threshold 10');
    expect(plan.stdout + plan.stderr).toContain('300 admin grants > threshold 3');

    await clearJournal(emulator.url);
    const refused = await docform(['apply', file, '--auto-approve'], at);
    const said = refused.stdout + refused.stderr;
    expect(refused.status, output(refused)).toBe(1);
    expect(said).toContain('300 invites > threshold 10: member.user0@acme.example');
    expect(said).toContain('300 admin grants > threshold 3: member.user0@acme.example');
    expect(said).toContain(
      'rerun with --force if this is intended (or raise policy.inviteThreshold)',
    );
    expect(said).toContain(
      'rerun with --force if this is intended (or raise policy.adminGrantThreshold)',
    );
    expect((await journal(emulator.url)).filter((e) => e.method !== 'GET')).toEqual([]);
    expect(emulator.world().users.some((u) => u.email === 'user0@acme.example')).toBe(false);

    const forced = await docform(['apply', file, '--auto-approve', '--force'], at);
    expect(forced.status, output(forced)).toBe(0);
    expect(forced.stdout).toContain(`${PEOPLE} invited; 0 failed`);
  }, 60_000);
});
