import { execFile } from 'node:child_process';
import { mkdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { expect, it } from 'vitest';

const ROOT = resolve(import.meta.dirname, '../..');
const pkg = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as {
  scripts: Record<string, string>;
};

/** The script's commands, eslint then prettier, run at once. */
const COMMANDS = ['eslint .', 'prettier --check .'];

/**
 * Where each tool keeps what it found of each file: node_modules/.cache, which `npm ci`
 * empties. Both key a file's entry by its content (`--cache-strategy content`) and by
 * the tool's version and configuration, so a file is checked again when any of them
 * changes, and a run over unchanged files answers as the full run did, in a fraction of
 * its time (the two took about 50 s of CPU over the repository).
 */
const CACHE = join(ROOT, 'node_modules/.cache/docform-lint');

function run(command: string): Promise<{ code: number | null; output: string }> {
  const [tool = '', ...args] = command.split(' ');
  const cache = ['--cache', '--cache-strategy', 'content', '--cache-location', join(CACHE, tool)];
  return new Promise((done) => {
    execFile(
      join(ROOT, 'node_modules/.bin', tool),
      [...args, ...cache],
      { cwd: ROOT },
      (error, stdout, stderr) =>
        done({
          code: error ? (typeof error.code === 'number' ? error.code : 1) : 0,
          output: stdout + stderr,
        }),
    );
  });
}

/**
 * `npm run lint` (eslint, then prettier --check), as a test: it runs in its own processes
 * beside the other test files, which mostly wait on the network and on child processes,
 * instead of before all of them. The two commands of the script run at once, each with
 * its cache.
 */
it('passes npm run lint', async () => {
  expect(pkg.scripts.lint).toBe(COMMANDS.join(' && '));
  mkdirSync(CACHE, { recursive: true });
  const runs = await Promise.all(COMMANDS.map(run));
  for (const [i, { code, output }] of runs.entries()) {
    expect(code, `${COMMANDS[i]}\n${output}`).toBe(0);
  }
}, 300_000);
