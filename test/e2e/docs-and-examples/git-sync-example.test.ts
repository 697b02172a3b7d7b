import { copyFileSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { scratchDirs } from '../../support/scratch-dirs.js';
import { docform, ROOT } from '../support/examples-cli.js';

/**
 * examples/git-sync runs as its header says: on a copy of the emulator state beside it
 * (the built-in organization plus a site Git Sync drives), `plan --emulator STATE` shows
 * its changes, apply converges, the export plans empty, and the structure its comment
 * shows is refused at its line with `structure-owned-by-git-sync`.
 */
const scratch = scratchDirs('docform-git-sync-example-');
const EXAMPLE = join(ROOT, 'examples/git-sync');
const CONFIG = join(EXAMPLE, 'docform.yaml');

/** A copy of the example's state, in a fresh directory: apply writes to it. */
function stateCopy(): { dir: string; state: string } {
  const dir = scratch();
  const state = join(dir, 'git-sync.json');
  copyFileSync(join(EXAMPLE, 'emulator.json'), state);
  return { dir, state };
}

describe('examples/git-sync', () => {
  it('plans changes on its emulator state, applies, plans empty, and its export plans empty', async () => {
    const { dir, state } = stateCopy();
    const at = { cwd: dir };
    const plan = await docform(['plan', '--emulator', state, CONFIG, '--detailed-exitcode'], at);
    expect(plan.status, plan.stdout + plan.stderr).toBe(2);
    expect(plan.stdout).toMatch(/~ site\.portal \(site update\) \[site_0001\]/);
    expect(plan.stdout).toMatch(
      /gitSync:\n +~ commitMessageTemplate: "\{\{ message \}\}" -> "docs - \{\{ message \}\}"/,
    );

    const apply = await docform(['apply', '--emulator', state, CONFIG, '--auto-approve'], at);
    expect(apply.status, apply.stdout + apply.stderr).toBe(0);
    const again = await docform(['plan', '--emulator', state, CONFIG, '--detailed-exitcode'], at);
    expect(again.status, again.stdout + again.stderr).toBe(0);

    const exported = await docform(['export', '--emulator', state, '--output', 'out/'], at);
    expect(exported.status, exported.stdout + exported.stderr).toBe(0);
    const file = join(dir, 'out/docform.yaml');
    const site = (parse(readFileSync(file, 'utf8')) as { sites: Record<string, object> }).sites[
      'developer-portal'
    ];
    expect(site).toMatchObject({ gitSync: { projectDirectory: 'docs', priority: 'git' } });
    expect(site).not.toHaveProperty('sections');
    const replan = await docform(['plan', '--emulator', state, file, '--detailed-exitcode'], at);
    expect(replan.status, replan.stdout + replan.stderr).toBe(0);
  });

  it('refuses the sections its comment shows, at their line, with structure-owned-by-git-sync', async () => {
    const { dir, state } = stateCopy();
    // the commented structure, uncommented: `    #   sections:` becomes `    sections:`
    const lines = readFileSync(CONFIG, 'utf8').split('\n');
    const start = lines.findIndex((l) => l === '    #   sections:');
    expect(start).toBeGreaterThan(0);
    const structure = lines.slice(start, start + 3).map((l) => `    ${l.slice('    #   '.length)}`);
    const config = join(dir, 'docform.yaml');
    writeFileSync(config, [...lines.slice(0, start), ...structure, ''].join('\n'));
    const before = readFileSync(state, 'utf8');

    const plan = await docform(['apply', '--emulator', state, config, '--auto-approve'], {
      cwd: dir,
    });
    expect(plan.status).toBe(1);
    expect(plan.stderr).toMatch(
      new RegExp(
        `docform\\.yaml:${start + 1}:5 +error +structure-owned-by-git-sync +site\\.portal`,
      ),
    );
    expect(readFileSync(state, 'utf8')).toBe(before);
  });
});
