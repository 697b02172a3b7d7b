import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startEmulator } from '../../../src/emulator/server.js';
import type { CliRun } from '../support/examples-cli.js';
import { clearJournal, docform, journalMethods } from '../support/examples-cli.js';

type Emulator = Awaited<ReturnType<typeof startEmulator>>;
let emulator: Emulator;
let scratch = '';

const CONFIG = `version: 1
organization: org_acme
sites:
  portal:
    title: Portal
    sections:
      - title: Guides
        spaces: [{ space: spc_guides, path: guides, default: true }]
      - title: API
        spaces: [{ space: spc_api, path: api }]
`;

beforeAll(async () => {
  emulator = await startEmulator({ port: 0 });
  scratch = mkdtempSync(join(tmpdir(), 'docform-target-typos-'));
  writeFileSync(join(scratch, 'docform.yaml'), CONFIG);
});
afterAll(async () => {
  await emulator?.close();
  rmSync(scratch, { recursive: true, force: true });
});

const run = (...args: string[]) => docform(args, { apiUrl: emulator.url, cwd: scratch });
const shown = (r: CliRun): string => `exit ${r.status}\n${r.stdout}\n${r.stderr}`;
const lastLine = (text: string): string => text.trimEnd().split('\n').at(-1) ?? '';
const TYPO =
  /error {2}target-matches-nothing {2}--target site\.portl matches no declared or live object/;

// in order: the site is created only after the typos were refused
describe('a --target that names nothing is an error, not "no changes"', () => {
  it('plan --target TYPO exits 1, with the address meant, not "No changes"', async () => {
    const plan = await run('plan', '--target', 'site.portl', '--detailed-exitcode');
    expect(plan.status, shown(plan)).toBe(1);
    expect(plan.stderr).toMatch(TYPO);
    expect(plan.stderr).toContain('did you mean --target site.portal?');
    expect(plan.stdout + plan.stderr).not.toContain('No changes');
  });

  it('apply and drift --target TYPO exit 1 before any write', async () => {
    await clearJournal(emulator.url);
    const apply = await run('apply', '--target', 'site.portl', '--auto-approve');
    expect(apply.status, shown(apply)).toBe(1);
    expect(apply.stderr).toMatch(TYPO);
    expect(apply.stderr).toContain('did you mean --target site.portal?');
    const drift = await run('drift', '--target', 'site.portl');
    expect(drift.status, shown(drift)).toBe(1);
    expect(drift.stderr).toContain('did you mean --target site.portal?');
    expect((await journalMethods(emulator.url)).filter((m) => m !== 'GET')).toEqual([]);
  });

  it('a valid target with no change is a success that says so, not a warning', async () => {
    expect((await run('apply', '--auto-approve')).status).toBe(0);
    const drift = await run('drift', '--target', 'site.portal');
    expect(drift.status, shown(drift)).toBe(0);
    expect(lastLine(drift.stdout)).toBe(
      'No drift within site.portal. The rest of the organization was not looked at.',
    );
    const plan = await run('plan', '--target', 'site.portal.section.API', '--detailed-exitcode');
    expect(plan.status, shown(plan)).toBe(0);
    expect(lastLine(plan.stdout)).toBe(
      'No changes within site.portal.section.API. The rest of the configuration was not looked at.',
    );
    writeFileSync(join(scratch, 'more.yaml'), `${CONFIG}teams:\n  docs: { title: Docs }\n`);
    const both = await run('plan', 'more.yaml', '--target', 'site.portal', '--target', 'team.docs');
    expect(both.status, shown(both)).toBe(0);
    expect(lastLine(both.stdout)).toBe(
      'Plan within site.portal, team.docs: 1 to create, 0 to update, 0 to move, 0 to delete. No changes within site.portal.',
    );
    for (const r of [drift, plan, both]) {
      expect(r.stdout + r.stderr).not.toMatch(/warning|matches nothing|selects no change/);
    }
  });
});
