import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startEmulator } from '../../../src/emulator/server.js';
import { docform } from '../support/examples-cli.js';

type Emulator = Awaited<ReturnType<typeof startEmulator>>;
let emulator: Emulator;
let scratch = '';

const CONFIG = `version: 1
organization: org_acme
teams:
  docs:
    title: Docs
    members: [alice@acme.example]
sites:
  handbook:
    title: Handbook
    spaces: [{ space: spc_guides, path: guides, default: true }]
`;

beforeAll(async () => {
  emulator = await startEmulator({ port: 0 });
  scratch = mkdtempSync(join(tmpdir(), 'docform-targets-'));
  writeFileSync(join(scratch, 'docform.yaml'), CONFIG);
});
afterAll(async () => {
  await emulator?.close();
  rmSync(scratch, { recursive: true, force: true });
});

const run = (...args: string[]) => docform(args, { apiUrl: emulator.url, cwd: scratch });
const lastLine = (text: string): string => text.trimEnd().split('\n').at(-1) ?? '';
/** The verdict of an apply that created objects: above its last line, the pin suggestion. */
const verdictLine = (text: string): string => {
  const lines = text.trimEnd().split('\n');
  expect(lines.at(-1)).toMatch(/until their ids are pinned: run docform pin/);
  return lines.at(-2) ?? '';
};

const PLANNED =
  'Targeted: only team.docs, and what it depends on, was planned; the rest of the configuration was not looked at.';

// in order: the targeted apply leaves the site to create, which the later checks rely on
describe('targeting is stated in every output, and apply and drift take --target', () => {
  it('plan --target says so first and in its summary, in each format', async () => {
    const text = await run('plan', '--target', 'team.docs');
    expect(text.status, text.stderr).toBe(0);
    expect(text.stdout.split('\n')[0]).toBe(PLANNED);
    expect(lastLine(text.stdout)).toBe(
      'Plan within team.docs: 1 to create, 0 to update, 0 to move, 0 to delete.',
    );
    expect(text.stdout).not.toContain('site.handbook');
    const json = await run('plan', '--target', 'team.docs', '--format', 'json');
    expect(JSON.parse(json.stdout)).toMatchObject({ targets: ['team.docs'] });
    const markdown = await run('plan', '--target', 'team.docs', '--format', 'markdown');
    expect(markdown.stdout).toContain(`> ${PLANNED}`);
  });

  it('apply --target applies the target only, and says what it checked', async () => {
    const apply = await run('apply', '--target', 'team.docs', '--auto-approve');
    expect(apply.status, apply.stderr).toBe(0);
    expect(apply.stdout.split('\n')[0]).toBe(PLANNED);
    expect(verdictLine(apply.stdout)).toBe(
      'converged within team.docs: the targeted objects match the configuration; the rest was not looked at.',
    );
    const whole = await run('plan', '--detailed-exitcode');
    expect(whole.status).toBe(2);
    expect(whole.stdout).toContain('+ site.handbook');
    expect(whole.stdout).not.toContain('team.docs');
  });

  it('a targeted plan with nothing to do does not claim the org matches', async () => {
    const plan = await run('plan', '--target', 'team.docs');
    expect(plan.stdout.split('\n')[0]).toBe(PLANNED);
    expect(lastLine(plan.stdout)).toBe(
      'No changes within team.docs. The rest of the configuration was not looked at.',
    );
    expect(plan.stdout).not.toContain('matches the configuration');
    const apply = await run('apply', '--target', 'team.docs', '--auto-approve');
    expect(apply.stdout).toBe(
      'No changes within team.docs. The rest of the configuration was not looked at.\n',
    );
  });

  it('drift --target compares the targets only, and says so', async () => {
    const targeted = await run('drift', '--target', 'team.docs');
    expect(targeted.status).toBe(0);
    expect(lastLine(targeted.stdout)).toBe(
      'No drift within team.docs. The rest of the organization was not looked at.',
    );
    const site = await run(
      'drift',
      '--target',
      'site.handbook',
      '--output',
      'drift.md',
      '--format',
      'markdown',
    );
    expect(site.status).toBe(2);
    expect(site.stderr).toBe(
      'Drift within site.handbook: 2 to create, 0 to update, 0 to move, 0 to delete to match the YAML. Report written to drift.md\n',
    );
    expect((await run('drift')).status).toBe(2);
  });

  it('a saved plan keeps its targets: apply PLANFILE --target other is refused', async () => {
    const saved = await run('plan', '--target', 'site.handbook', '--out', 'tfplan');
    expect(saved.status, saved.stderr).toBe(0);
    const refused = await run('apply', 'tfplan', '--target', 'team.docs');
    expect(refused.status).toBe(1);
    expect(refused.stderr).toContain(
      'a saved plan keeps the targets it was planned with (site.handbook)',
    );
    const same = await run('apply', 'tfplan', '--target', 'site.handbook');
    expect(same.status, same.stderr).toBe(0);
    expect(verdictLine(same.stdout)).toContain('converged within site.handbook');
  });
});
