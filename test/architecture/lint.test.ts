import { execFile } from 'node:child_process';
import { resolve } from 'node:path';
import { expect, it } from 'vitest';

const ROOT = resolve(import.meta.dirname, '../..');

/**
 * `npm run lint` (eslint, then prettier --check), as a test: it runs in its own process
 * beside the other test files, which mostly wait on the network and on child processes,
 * instead of before all of them.
 */
it('passes npm run lint', async () => {
  const { code, output } = await new Promise<{ code: number | null; output: string }>((done) => {
    execFile('npm', ['run', '--silent', 'lint'], { cwd: ROOT }, (error, stdout, stderr) =>
      done({
        code: error ? (typeof error.code === 'number' ? error.code : 1) : 0,
        output: stdout + stderr,
      }),
    );
  });
  expect(code, output).toBe(0);
}, 300_000);
