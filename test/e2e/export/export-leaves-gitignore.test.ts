import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startEmulator } from '../../../src/emulator/server.js';
import { scratchDirs } from '../../support/scratch-dirs.js';
import { docform } from '../support/examples-cli.js';

/**
 * A user who starts from `export` rather than `init` gets the same .gitignore: the file
 * written leaves one beside it that keeps `node_modules/`, the `--emulator` state and
 * saved plans out of Git, and, run from a Git work tree outside that directory, `.docform/`
 * in the current directory's too (as `init DIR` does). An existing .gitignore keeps every
 * line: only the missing ones are added, once.
 */
const scratch = scratchDirs('docform-export-gitignore-');
let emulator: Awaited<ReturnType<typeof startEmulator>>;
beforeAll(async () => {
  emulator = await startEmulator({ port: 0 });
});
afterAll(async () => {
  await emulator?.close();
});

/** Git in `cwd`, whatever repository the test process itself runs in. */
function git(cwd: string, ...args: string[]): string {
  const env = { ...process.env };
  delete env.GIT_DIR;
  delete env.GIT_WORK_TREE;
  return execFileSync('git', args, { cwd, encoding: 'utf8', env });
}

const exportIn = (cwd: string, ...args: string[]) =>
  docform(['export', '--organization', 'org_acme', ...args], { apiUrl: emulator.url, cwd });

describe('export leaves a .gitignore', () => {
  it('on its first run in a repository: git status shows the config and .gitignore only', async () => {
    const repo = scratch();
    git(repo, 'init', '-q');
    const run = await exportIn(repo, '--output', 'docform.yaml');
    expect(run.status, run.stderr).toBe(0);
    expect(run.stderr).toContain(
      'added node_modules/, .docform/, plan.json, *.plan, *.plan.json to .gitignore',
    );
    // what the next steps leave behind
    mkdirSync(join(repo, 'node_modules/docform'), { recursive: true });
    writeFileSync(join(repo, 'node_modules/docform/package.json'), '{}');
    expect(
      (await docform(['plan', '--emulator', '--out', 'plan.json'], { cwd: repo })).status,
    ).toBe(0);
    writeFileSync(join(repo, 'staging.plan'), '{}');
    const status = git(repo, 'status', '--porcelain', '--untracked-files=all');
    expect(status.split('\n').filter(Boolean).sort()).toEqual(['?? .gitignore', '?? docform.yaml']);
  });

  it('keeps an existing .gitignore, adds the missing lines once', async () => {
    const dir = scratch();
    writeFileSync(join(dir, '.gitignore'), 'dist/\n*.plan');
    const first = await exportIn(dir, '--output', 'docform.yaml');
    expect(first.status, first.stderr).toBe(0);
    expect(first.stderr).toContain(
      'added node_modules/, .docform/, plan.json, *.plan.json to .gitignore',
    );
    const again = await exportIn(dir, '--output', 'docform.yaml', '--force');
    expect(again.status, again.stderr).toBe(0);
    expect(again.stderr).not.toContain('.gitignore');
    const text = readFileSync(join(dir, '.gitignore'), 'utf8');
    expect(text.startsWith('dist/\n*.plan\n# docform: ')).toBe(true);
    expect(text.match(/^node_modules\/$/gm)).toHaveLength(1);
  });

  it('into a directory of a repository: its own, and .docform/ where the commands run; none for stdout', async () => {
    const repo = scratch();
    git(repo, 'init', '-q');
    const run = await exportIn(repo, '--output', 'infra/docform/');
    expect(run.status, run.stderr).toBe(0);
    expect(readFileSync(join(repo, 'infra/docform/.gitignore'), 'utf8')).toContain('*.plan.json\n');
    expect(readFileSync(join(repo, '.gitignore'), 'utf8')).toContain('.docform/\n');
    // with the YAML on stdout, export writes no file at all
    const dir = scratch();
    const shown = await exportIn(dir);
    expect(shown.status, shown.stderr).toBe(0);
    expect(existsSync(join(dir, '.gitignore'))).toBe(false);
  });
});
