import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { startEmulator } from '../../../src/emulator/server.js';
import { clearJournal, docform, journalMethods } from '../support/examples-cli.js';

const dirs: string[] = [];
afterAll(() => dirs.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

/** The changelog site space in section `in`: moving it to the other section is a replace. */
const portal = (in_: 'Guides' | 'API', policy = ''): string => `version: 1
organization: org_acme
sites:
  portal:
    title: Portal
    sections:
      - title: Guides
        default: true
        spaces:
          - { space: spc_guides, path: guides, default: true }
${in_ === 'Guides' ? '          - { space: spc_changelog, path: changelog }\n' : ''}      - title: API
        spaces:
          - { space: spc_api, path: api, default: true }
${in_ === 'API' ? '          - { space: spc_changelog, path: changelog }\n' : ''}${policy}`;

const MOVED = 'site.portal.section.API.space.spc_changelog';

/** An emulator with the portal applied, its changelog in Guides, and a scratch dir. */
async function withPortal(run: (url: string, dir: string) => Promise<void>): Promise<void> {
  const emulator = await startEmulator({ port: 0 });
  const dir = mkdtempSync(join(tmpdir(), 'docform-replace-gate-'));
  dirs.push(dir);
  writeFileSync(join(dir, 'before.yaml'), portal('Guides'));
  writeFileSync(join(dir, 'after.yaml'), portal('API'));
  try {
    const first = await docform(['apply', 'before.yaml', '--auto-approve'], {
      apiUrl: emulator.url,
      cwd: dir,
    });
    expect(first.status, first.stderr).toBe(0);
    await clearJournal(emulator.url);
    await run(emulator.url, dir);
  } finally {
    await emulator.close();
  }
}

describe.concurrent('a replace deletes the live object, so it is gated like a delete', () => {
  it('apply refuses a replace without --allow-delete, before any write, with the numbers and the way out', () =>
    withPortal(async (url, dir) => {
      const at = { apiUrl: url, cwd: dir };
      const refused = await docform(['apply', 'after.yaml', '--auto-approve'], at);
      expect(refused.status).toBe(1);
      expect(refused.stderr).toContain(
        `error  delete-needs-allow-delete  the plan deletes 1 object (1 of them by a replace): ${MOVED}`,
      );
      expect(refused.stderr).toContain(
        'review the deletes and replaces, then rerun with --allow-delete',
      );
      expect(refused.stderr).toContain('apply refused by a safety gate; nothing was applied.');
      expect((await journalMethods(url)).filter((m) => m !== 'GET')).toEqual([]);

      const saved = await docform(['plan', 'after.yaml', '--out', 'tfplan'], at);
      expect(saved.status, saved.stderr).toBe(0);
      const fromFile = await docform(['apply', 'tfplan'], at);
      expect(fromFile.status).toBe(1);
      expect(fromFile.stderr).toContain(`the plan deletes 1 object (1 of them by a replace)`);
      expect((await journalMethods(url)).filter((m) => m !== 'GET')).toEqual([]);

      const allowed = await docform(
        ['apply', 'after.yaml', '--auto-approve', '--allow-delete'],
        at,
      );
      expect(allowed.status, allowed.stderr).toBe(0);
      expect(allowed.stdout + allowed.stderr).not.toContain('delete-needs-allow-delete');
      expect((await journalMethods(url)).filter((m) => m === 'DELETE')).toHaveLength(1);
    }));

  it('the human plan asks for --allow-delete once, and names the replace', () =>
    withPortal(async (url, dir) => {
      const plan = await docform(['plan', 'after.yaml'], { apiUrl: url, cwd: dir });
      expect(plan.status, plan.stderr).toBe(0);
      expect(plan.stdout.match(/delete-needs-allow-delete/g) ?? []).toHaveLength(1);
      const line = plan.stdout.split('\n').find((l) => l.includes('delete-needs-allow-delete'));
      // the replace's declaration in after.yaml, then what it deletes
      expect(line).toMatch(/after\.yaml:14:13 {2}warning {2}delete-needs-allow-delete {2}/);
      expect(line).toContain(
        `replaces site-space ${MOVED} (sitesp_0006): deletes it, then creates the new one`,
      );
      expect(plan.stdout).toContain('apply with --allow-delete once reviewed');
    }));

  it('a replace counts against policy.deleteThreshold: --allow-delete alone is not enough', () =>
    withPortal(async (url, dir) => {
      const policy = 'policy:\n  deleteThreshold: { count: 0, percent: 100 }\n';
      writeFileSync(join(dir, 'strict.yaml'), portal('API', policy));
      const at = { apiUrl: url, cwd: dir };
      const refused = await docform(
        ['apply', 'strict.yaml', '--auto-approve', '--allow-delete'],
        at,
      );
      expect(refused.status).toBe(1);
      expect(refused.stderr).toContain('error  delete-threshold  1 deletes > threshold 0');
      expect(refused.stderr).toContain('rerun with --force');
      expect((await journalMethods(url)).filter((m) => m !== 'GET')).toEqual([]);
      const forced = await docform(
        ['apply', 'strict.yaml', '--auto-approve', '--allow-delete', '--force'],
        at,
      );
      expect(forced.status, forced.stderr).toBe(0);
    }));
});
