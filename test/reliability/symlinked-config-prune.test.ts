import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startEmulator } from '../../src/emulator/server.js';
import { writesIn } from '../e2e/support/apply-harness.js';
import { HandApi } from '../e2e/support/drift-api.js';
import { clearJournal, docform } from '../e2e/support/examples-cli.js';

/**
 * Through the CLI: a shared file linked into a config directory is
 * read like the others. Skipped, with `policy.prune`, the plan deleted the team the
 * linked file declares.
 */
type Emulator = Awaited<ReturnType<typeof startEmulator>>;
let emulator: Emulator;
let scratch = '';

beforeAll(async () => {
  emulator = await startEmulator({ port: 0 });
  scratch = mkdtempSync(join(tmpdir(), 'docform-linked-'));
  // one repository (a Git work tree): a link into its config directory from inside it
  mkdirSync(join(scratch, '.git'));
  mkdirSync(join(scratch, 'shared'));
  mkdirSync(join(scratch, 'docform'));
  writeFileSync(join(scratch, 'shared', 'teams.yaml'), 'teams:\n  docs: { title: Docs }\n');
  writeFileSync(
    join(scratch, 'docform', 'org.yaml'),
    'version: 1\norganization: org_acme\npolicy:\n  prune: [teams]\n',
  );
  symlinkSync(join(scratch, 'shared', 'teams.yaml'), join(scratch, 'docform', 'teams.yaml'));
  await new HandApi(emulator.url).call('PUT', '/orgs/org_acme/teams', {
    title: 'Docs',
    members: [],
  });
});
afterAll(async () => {
  await emulator?.close();
  rmSync(scratch, { recursive: true, force: true });
});

const run = (...args: string[]) => docform(args, { apiUrl: emulator.url, cwd: scratch });

describe('a symlinked file of a config directory under policy.prune', () => {
  it('plan: the team it declares is matched, not deleted', async () => {
    const plan = await run('plan', '--detailed-exitcode');
    expect(plan.status, plan.stdout + plan.stderr).toBe(0);
    expect(plan.stdout).not.toMatch(/^ {2}- team\.docs/m);
    expect(plan.stdout).toContain('No changes');
  });

  it('apply: nothing is written, and the team is still there', async () => {
    await clearJournal(emulator.url);
    const apply = await run('apply', '--auto-approve', '--allow-delete', '--force');
    expect(apply.status, apply.stdout + apply.stderr).toBe(0);
    expect(await writesIn(emulator.url)).toEqual([]);
    expect(emulator.world().teams.filter((t) => t.title === 'Docs')).toHaveLength(1);
  });
});
