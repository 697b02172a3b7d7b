import { execFileSync } from 'node:child_process';
import { chmodSync, existsSync, mkdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { scratchDirs } from '../../support/scratch-dirs.js';
import { docform } from '../support/examples-cli.js';

/**
 * `docform init DIR` run from a repository's root, then the next steps it prints run from
 * there too: `--emulator` keeps its state in `.docform/emulator.json` of the directory a
 * command runs in, so init ignores `.docform/` there as well as in DIR, and the state
 * file (it holds the emulator's tokens and SAML certificates) is its owner's only.
 */
const scratch = scratchDirs('docform-init-state-');

/** Git in `cwd`, whatever repository the test process itself runs in. */
function git(cwd: string, ...args: string[]): string {
  const env = { ...process.env };
  delete env.GIT_DIR;
  delete env.GIT_WORK_TREE;
  return execFileSync('git', args, { cwd, encoding: 'utf8', env });
}

describe('init, then its next steps from the repository root', () => {
  it('leaves git status clean of the emulator state, which is mode 0600', async () => {
    const repo = scratch();
    git(repo, 'init', '-q');
    const init = await docform(['init', 'infra/docform'], { cwd: repo });
    expect(init.status, init.stderr).toBe(0);
    expect(init.stdout).toContain('added .docform/ to .gitignore');
    expect(readFileSync(join(repo, 'infra/docform/.gitignore'), 'utf8')).toContain('.docform/\n');
    const plan = await docform(['plan', '--emulator', 'infra/docform/docform.yaml'], {
      cwd: repo,
    });
    expect(plan.status, plan.stderr).toBe(0);
    const state = join(repo, '.docform/emulator.json');
    expect(existsSync(state)).toBe(true);
    expect(statSync(state).mode & 0o777).toBe(0o600);
    const status = git(repo, 'status', '--porcelain', '--untracked-files=all');
    expect(status.split('\n').filter((line) => line.includes('.docform'))).toEqual([]);
    expect(status).toContain('infra/docform/docform.yaml');
    // a second init elsewhere finds the line there and adds none
    const again = await docform(['init', 'other'], { cwd: repo });
    expect(again.stdout).not.toContain('to .gitignore: --emulator');
    expect(readFileSync(join(repo, '.gitignore'), 'utf8').match(/\.docform\//g)).toHaveLength(1);
  });

  it('writes no .gitignore where the commands run when that is outside any repository', async () => {
    const dir = scratch();
    const init = await docform(['init', 'cfg'], { cwd: dir });
    expect(init.status, init.stderr).toBe(0);
    expect(existsSync(join(dir, '.gitignore'))).toBe(false);
    expect(existsSync(join(dir, 'cfg/.gitignore'))).toBe(true);
  });

  it('adds nothing outside DIR when the commands run inside it', async () => {
    const repo = scratch();
    git(repo, 'init', '-q');
    mkdirSync(join(repo, 'cfg'));
    const init = await docform(['init', '.'], { cwd: join(repo, 'cfg') });
    expect(init.status, init.stderr).toBe(0);
    expect(existsSync(join(repo, '.gitignore'))).toBe(false);
  });

  it('narrows a state file an older docform left readable by all to 0600 when it writes it', async () => {
    const dir = scratch();
    expect((await docform(['init'], { cwd: dir })).status).toBe(0);
    expect((await docform(['plan', '--emulator'], { cwd: dir })).status).toBe(0);
    const state = join(dir, '.docform/emulator.json');
    chmodSync(state, 0o644);
    // a team to create, so that apply writes the state again
    const config = join(dir, 'docform.yaml');
    writeFileSync(config, `${readFileSync(config, 'utf8')}teams:\n  eng:\n    title: Eng\n`);
    const apply = await docform(['apply', '--emulator', '--auto-approve'], { cwd: dir });
    expect(apply.status, apply.stderr).toBe(0);
    expect(statSync(state).mode & 0o777).toBe(0o600);
  });
});
