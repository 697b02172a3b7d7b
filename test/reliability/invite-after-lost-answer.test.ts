import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { startEmulator } from '../../src/emulator/server.js';
import { docform } from '../e2e/support/examples-cli.js';
import type { CliRun } from '../e2e/support/examples-cli.js';
import type { Hostility, HostileProxy } from '../support/hostile-proxy.js';
import { answerJson, pathOf, startHostileProxy } from '../support/hostile-proxy.js';
import { scratchDirs } from '../support/scratch-dirs.js';
import { journal, setFaults } from './reliability-cli.js';

/**
 * An invite emails a person: a retry must never invite twice, nor fail because the first
 * attempt landed. The invite is sent as safe to repeat (the API adds no one for an email
 * that is a member already), and when the answer names no one added, the applier finds
 * the member by email. Checked through the API: one member, one user, the role declared.
 */
type Emulator = Awaited<ReturnType<typeof startEmulator>>;

const INVITES = '/v1/orgs/org_acme/invites';
const tempDir = scratchDirs('docform-invite-lost-answer-');

const CONFIG = `version: 1
organization: org_acme
members:
  bob@acme.example: read
  erin@acme.example: edit
`;

const running: { close(): Promise<void> }[] = [];
afterEach(async () => {
  await Promise.all(running.splice(0).map((r) => r.close()));
});

async function proxied(hostility: Hostility): Promise<{ emu: Emulator; proxy: HostileProxy }> {
  const emu = await startEmulator({ port: 0 });
  running.push(emu);
  const proxy = await startHostileProxy(emu.url, hostility);
  running.unshift(proxy);
  return { emu, proxy };
}

function configFile(): string {
  const file = join(tempDir(), 'docform.yaml');
  writeFileSync(file, CONFIG);
  return file;
}

const output = (r: CliRun): string => `exit ${r.status}\n${r.stdout}${r.stderr}`;

/** The members of org_acme with `email`, and the users holding it. */
function held(emu: Emulator, email: string): { roles: (string | null)[]; users: number } {
  const world = emu.world();
  const users = world.users.filter((u) => u.email.toLowerCase() === email);
  const ids = new Set(users.map((u) => u.id));
  const roles = world.members
    .filter((m) => m.organization === 'org_acme' && ids.has(m.user))
    .map((m) => m.role);
  return { roles, users: users.length };
}

describe('an invite whose answer is lost', () => {
  it('is sent again, invites no one twice, and apply converges', async () => {
    let cut = false;
    // the first invite reaches the emulator and is applied; its answer never arrives
    const { emu, proxy } = await proxied(async (req, res, upstream) => {
      if (cut || req.method !== 'POST' || pathOf(req) !== INVITES) return false;
      cut = true;
      await upstream();
      res.destroy();
      return true;
    });
    const file = configFile();
    const apply = await docform(['apply', file, '--auto-approve'], { apiUrl: proxy.url });
    expect(apply.status, output(apply)).toBe(0);
    expect(apply.stdout).toContain(
      'Apply: 0 created, 1 updated, 0 moved, 0 deleted, 1 invited; 0 failed',
    );
    expect(apply.stdout).toContain('converged');
    // sent twice: the retry met a member already there, added no one, and found her
    expect(proxy.seen.filter((r) => r.method === 'POST' && pathOf(r) === INVITES)).toHaveLength(2);
    expect(held(emu, 'erin@acme.example')).toEqual({ roles: ['edit'], users: 1 });
    const again = await docform(['plan', file, '--detailed-exitcode'], { apiUrl: emu.url });
    expect(again.status, output(again)).toBe(0);
  });

  it('under the emulator injecting resets after writes, still invites once', async () => {
    let cutAfterWrite = 0;
    // a third of the requests are cut, a write after it is applied (the fault matrix's rate)
    for (const seed of [1, 2, 3, 4, 5, 6]) {
      const emu = await startEmulator({ port: 0 });
      running.push(emu);
      const file = configFile();
      await setFaults(emu.url, { resetRate: 0.3, resetAt: 'after', seed });
      const apply = await docform(['apply', file, '--auto-approve'], { apiUrl: emu.url });
      expect(apply.status, output(apply)).toBe(0);
      await setFaults(emu.url, {});
      const sent = (await journal(emu.url)).filter(
        (e) => e.method === 'POST' && e.path === INVITES,
      );
      // status 0: the connection was reset after the invite was applied
      cutAfterWrite += sent.filter((e) => e.status === 0).length;
      expect(held(emu, 'erin@acme.example'), `seed ${seed}`).toEqual({ roles: ['edit'], users: 1 });
      const again = await docform(['plan', file, '--detailed-exitcode'], { apiUrl: emu.url });
      expect(again.status, output(again)).toBe(0);
    }
    expect(cutAfterWrite).toBeGreaterThan(0);
  });
});

describe('an invite the API refuses', () => {
  it('fails that change alone, with the API message, and the others are done', async () => {
    const { emu } = await proxied((req, res) => {
      if (req.method !== 'POST' || pathOf(req) !== INVITES) return false;
      answerJson(res, 400, {
        error: { code: 400, message: 'Email domain not allowed for this organization' },
      });
      return true;
    });
    const proxy = running[0] as HostileProxy;
    const apply = await docform(['apply', configFile(), '--auto-approve'], { apiUrl: proxy.url });
    expect(apply.status, output(apply)).toBe(1);
    expect(apply.stdout).toMatch(
      /Failed:\n {2}\+ member\.erin@acme\.example: POST \S+\/v1\/orgs\/org_acme\/invites: HTTP 400: Email domain not allowed for this organization/,
    );
    expect(apply.stdout).toContain('Apply: 0 created, 1 updated, 0 moved, 0 deleted; 1 failed');
    expect(held(emu, 'erin@acme.example')).toEqual({ roles: [], users: 0 });
    expect(held(emu, 'bob@acme.example').roles).toEqual(['read']);
  });
});
