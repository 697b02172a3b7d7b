import { execFileSync } from 'node:child_process';
import { mkdirSync, symlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { CliRun } from '../e2e/support/examples-cli.js';
import { docform, spawnDocform } from '../e2e/support/examples-cli.js';
import { scratchDirs } from '../support/scratch-dirs.js';

/**
 * A pull request can commit `docform.yaml`, a file of `docform/`, or `docform/` itself
 * as a symbolic link to a file of the machine that runs the plan, and the errors about
 * that file would quote its keys in the published plan. So every config file docform
 * reads obeys the rule of the files a config names (docs/security.md, "Files a config
 * may read"): its real path lies in the repository of the path as given (the nearest
 * Git work tree, else its directory), outside the repository's `.git`. Otherwise: an
 * error naming the file, exit 1, and nothing of the file in any output.
 */
const scratch = scratchDirs('docform-config-link-');

/** A key only the file outside the repository holds: an error about it would quote it. */
const MARKER = 'outside_key_5e0c2a';
const OUTSIDE_CONFIG = `version: 1\norganization: org_acme\n${MARKER}: leaked\n`;
const INSIDE_CONFIG = 'version: 1\norganization: org_acme\nteams:\n  docs: { title: Docs }\n';

/** A Git work tree `repo/` and, beside it, a directory `outside/` holding a config. */
function layout(): { repo: string; outside: string } {
  const root = scratch();
  const repo = join(root, 'repo');
  const outside = join(root, 'outside');
  mkdirSync(join(repo, '.git'), { recursive: true });
  mkdirSync(outside);
  writeFileSync(join(outside, 'docform.yaml'), OUTSIDE_CONFIG);
  return { repo, outside };
}

const text = (run: CliRun): string => `exit ${run.status}\n${run.stdout}\n${run.stderr}`;

/** Refused: exit 1, the file named with the code, and nothing of what the link names. */
function expectRefused(run: CliRun, named: string): void {
  expect(run.status, text(run)).toBe(1);
  expect(run.stdout + run.stderr).toMatch(
    new RegExp(`link-outside-repository +\\S*${named.replace(/[./]/g, '\\$&')} leads`),
  );
  expect(run.stdout + run.stderr).not.toContain(MARKER);
}

describe('a config file that is a symbolic link out of its repository', () => {
  it('docform.yaml linked out: validate, plan, pin and fmt refuse it, the default path too', async () => {
    const { repo, outside } = layout();
    symlinkSync(join(outside, 'docform.yaml'), join(repo, 'docform.yaml'));
    const state = ['--emulator', join(repo, 'state.json')];
    for (const args of [
      ['validate', 'docform.yaml'],
      ['validate'],
      ['plan', 'docform.yaml', ...state],
      ['pin', ...state],
      ['fmt', '--check', 'docform.yaml'],
    ]) {
      expectRefused(await docform(args, { cwd: repo }), 'docform.yaml');
    }
    // a link that stays in the repository is read like the file
    mkdirSync(join(repo, 'config'));
    writeFileSync(join(repo, 'config', 'acme.yaml'), INSIDE_CONFIG);
    const inside = join(repo, 'inside.yaml');
    symlinkSync(join('config', 'acme.yaml'), inside);
    const valid = await docform(['validate', 'inside.yaml'], { cwd: repo });
    expect(valid.status, text(valid)).toBe(0);
  });

  it('the docform/ directory linked out, to a directory or to another checkout: refused whole', async () => {
    const { repo, outside } = layout();
    const checkout = join(outside, 'other-checkout');
    mkdirSync(join(checkout, '.git'), { recursive: true });
    writeFileSync(join(checkout, 'org.yaml'), OUTSIDE_CONFIG);
    for (const target of [outside, checkout]) {
      const fresh = join(repo, `docform-${target === outside ? 'dir' : 'checkout'}`);
      symlinkSync(target, fresh);
      const name = fresh.slice(repo.length + 1);
      expectRefused(await docform(['validate', name], { cwd: repo }), name);
      expectRefused(await docform(['fmt', name], { cwd: repo }), name);
    }
    // as the default CONFIG, a docform/ whose files are outside is no config of the repository
    symlinkSync(outside, join(repo, 'docform'));
    const run = await docform(['validate'], { cwd: repo });
    expect(run.status, text(run)).toBe(1);
    expect(run.stdout + run.stderr).not.toContain(MARKER);
  });

  it('a link out says so whether or not its target exists, and a link into .git is refused', async () => {
    const { repo, outside } = layout();
    symlinkSync(join(outside, 'no-such-file.yaml'), join(repo, 'gone.yaml'));
    symlinkSync(join(outside, 'docform.yaml'), join(repo, 'there.yaml'));
    const gone = await docform(['validate', 'gone.yaml'], { cwd: repo });
    expectRefused(gone, 'gone.yaml');
    expect(gone.stdout + gone.stderr).not.toMatch(/does not exist|broken-symlink/);
    expectRefused(await docform(['validate', 'there.yaml'], { cwd: repo }), 'there.yaml');
    // the same in a config directory
    mkdirSync(join(repo, 'docform'));
    writeFileSync(join(repo, 'docform', 'org.yaml'), 'version: 1\norganization: org_acme\n');
    symlinkSync(join(outside, 'no-such-file.yaml'), join(repo, 'docform', 'teams.yaml'));
    const dir = await docform(['validate', 'docform'], { cwd: repo });
    expectRefused(dir, 'docform/teams.yaml');
    expect(dir.stdout + dir.stderr).not.toMatch(/does not exist|broken-symlink/);
    // Git's own files: a CI checkout writes its token into .git/config
    writeFileSync(join(repo, '.git', 'config.yaml'), OUTSIDE_CONFIG);
    symlinkSync(join('.git', 'config.yaml'), join(repo, 'git.yaml'));
    const git = await docform(['validate', 'git.yaml'], { cwd: repo });
    expectRefused(git, 'git.yaml');
    expect(git.stdout + git.stderr).toContain('.git directory');
  });

  it('a link through a directory link, and a link out of a directory outside any Git work tree', async () => {
    const { repo, outside } = layout();
    symlinkSync(outside, join(repo, 'shared'));
    symlinkSync(join('shared', 'docform.yaml'), join(repo, 'docform.yaml'));
    expectRefused(await docform(['validate'], { cwd: repo }), 'docform.yaml');
    // no .git anywhere: the repository is the config file's directory
    const plain = join(scratch(), 'plain');
    mkdirSync(join(plain, 'cfg'), { recursive: true });
    symlinkSync(join(outside, 'docform.yaml'), join(plain, 'cfg', 'docform.yaml'));
    expectRefused(
      await docform(['validate', 'cfg/docform.yaml'], { cwd: plain }),
      'cfg/docform.yaml',
    );
  });

  it('apply CONFIG linked to a FIFO outside: refused at once, never waited on', async () => {
    const { repo, outside } = layout();
    execFileSync('mkfifo', [join(outside, 'fifo.yaml')]);
    symlinkSync(join(outside, 'fifo.yaml'), join(repo, 'docform.yaml'));
    // apply first looks whether CONFIG is a saved plan: a FIFO read there never ends
    const run = await spawnDocform(['apply', 'docform.yaml', '--auto-approve', '--emulator'], {
      cwd: repo,
      timeoutMs: 15_000,
    });
    expectRefused(run, 'docform.yaml');
  });
});
