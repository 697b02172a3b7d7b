import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { CliRun } from '../support/examples-cli.js';
import { docform } from '../support/examples-cli.js';
import { scratchDirs } from '../../support/scratch-dirs.js';

const tempDir = scratchDirs('docform-show-hint-');

const shown = (run: CliRun): string => `exit ${run.status}\n${run.stdout}\n${run.stderr}`;

const GOOD = 'version: 1\norganization: org_acme\nteams:\n  docs: { title: Docs }\n';

/**
 * `show PLANFILE` ends with the command that applies the plan: for a plan made against
 * the emulator, the same `--emulator` (and state file) that `plan --out` suggested, so
 * that the hint, run as written, applies it.
 */
describe("show's apply hint", () => {
  it('keeps --emulator for a plan made with --emulator, and the hint applies it', async () => {
    const dir = tempDir();
    writeFileSync(join(dir, 'docform.yaml'), GOOD);
    const plan = await docform(['plan', '--emulator', '--out', 'p.json'], { cwd: dir });
    expect(plan.status, shown(plan)).toBe(0);
    const show = await docform(['show', 'p.json'], { cwd: dir });
    expect(show.status, shown(show)).toBe(0);
    const hint = /docform (apply --emulator p\.json) applies it/.exec(show.stderr);
    expect(hint, shown(show)).not.toBeNull();
    const apply = await docform((hint?.[1] ?? '').split(' '), { cwd: dir, token: '' });
    expect(apply.status, shown(apply)).toBe(0);
    expect(apply.stdout).toContain('team.docs');
  });

  it('keeps the state file of --emulator FILE', async () => {
    const dir = tempDir();
    writeFileSync(join(dir, 'docform.yaml'), GOOD);
    const args = ['plan', '--emulator', 'st.json', '--out', 'q.json', 'docform.yaml'];
    expect((await docform(args, { cwd: dir })).status).toBe(0);
    const show = await docform(['show', 'q.json'], { cwd: dir });
    expect(show.stderr).toContain('docform apply --emulator st.json q.json applies it');
  });

  it('is the plain command for a plan made against an API, and --format json shows the plan only', async () => {
    const dir = tempDir();
    writeFileSync(join(dir, 'docform.yaml'), GOOD);
    expect((await docform(['plan', '--emulator', '--out', 'p.json'], { cwd: dir })).status).toBe(0);
    const saved = JSON.parse(readFileSync(join(dir, 'p.json'), 'utf8')) as Record<string, unknown>;
    delete saved.emulator;
    writeFileSync(join(dir, 'api.json'), JSON.stringify(saved));
    const show = await docform(['show', 'api.json'], { cwd: dir });
    expect(show.stderr).toContain('docform apply api.json applies it');
    const json = await docform(['show', 'p.json', '--format', 'json'], { cwd: dir });
    expect(Object.keys(JSON.parse(json.stdout) as object)).not.toContain('emulator');
  });
});
