import { createHash } from 'node:crypto';
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startEmulator } from '../../src/emulator/server.js';
import { INVALID, invalidFixtures, TEST_ENV } from '../config/fixture-corpus.js';
import { docform } from '../e2e/examples-cli.js';
import type { CliRun } from '../e2e/examples-cli.js';
import { docformBatch } from './cli-batch.js';
import { journal } from './reliability-cli.js';

/**
 * Issue 8: the invalid config corpus (test/fixtures/invalid, run in-process by
 * test/config/invalid-corpus.test.ts) against the built CLI: `validate` and
 * `plan --out FILE` each exit 1 naming the problem at its file:line:col, never print
 * the secret, and write nothing: no request reaches the API, no file appears.
 */
const corpus = invalidFixtures();
export const BAD_CONFIG_COMMANDS = ['validate', 'plan --out'] as const;

type Emulator = Awaited<ReturnType<typeof startEmulator>>;
let emulator: Emulator;
let cwd: string;
let before: string;
let validateRuns: CliRun[];
let planRuns: CliRun[];

beforeAll(async () => {
  emulator = await startEmulator({ port: 0 });
  cwd = mkdtempSync(join(tmpdir(), 'docform-bad-config-'));
  before = digest(INVALID);
  const env = { ...TEST_ENV, DOCFORM_API_URL: emulator.url, DOCFORM_TOKEN: 'dev-token' };
  const runs = corpus.flatMap((f) => [
    ['validate', f.path],
    ['plan', f.path, '--out', join(cwd, 'plan.json')],
  ]);
  const results = await docformBatch(runs, { cwd, env });
  validateRuns = results.filter((_, i) => i % 2 === 0);
  planRuns = results.filter((_, i) => i % 2 === 1);
  console.log(
    `bad configs: ${corpus.length} configs x ${BAD_CONFIG_COMMANDS.length} commands = ${runs.length} runs of the built CLI`,
  );
}, 60_000);

afterAll(async () => {
  await emulator?.close();
  if (cwd) rmSync(cwd, { recursive: true, force: true });
});

describe('the invalid config corpus against the built CLI', () => {
  it('has the whole corpus', () => {
    expect(corpus.length).toBeGreaterThanOrEqual(40);
  });

  it('exits 1 on each, naming the problem at its file:line:col, without the secret', () => {
    const wrong: string[] = [];
    corpus.forEach((f, i) => {
      for (const [command, run] of [
        ['validate', validateRuns[i]],
        ['plan', planRuns[i]],
      ] as const) {
        const output = `${run?.stdout ?? ''}${run?.stderr ?? ''}`;
        const place = `${basename(f.file)}:${f.line}:${f.col}`;
        if (run?.status !== 1) wrong.push(`${command} ${f.name}: exit ${run?.status}`);
        if (!output.includes(place)) wrong.push(`${command} ${f.name}: no ${place} in ${output}`);
        if (!output.includes(f.code)) wrong.push(`${command} ${f.name}: no ${f.code}`);
        if (output.includes(TEST_ENV.DOCFORM_TEST_CERT)) wrong.push(`${command} ${f.name}: secret`);
      }
    });
    expect(wrong).toEqual([]);
  });

  it('writes nothing: no API request, no file, the corpus unchanged', async () => {
    expect(await journal(emulator.url)).toEqual([]);
    expect(readdirSync(cwd)).toEqual([]);
    expect(digest(INVALID)).toBe(before);
  });

  it('gives what the spawned binary gives (the batch runner is faithful)', async () => {
    const env = { ...TEST_ENV };
    for (const index of [0, Math.floor(corpus.length / 2), corpus.length - 1]) {
      const fixture = corpus[index];
      if (!fixture) continue;
      const spawned = await docform(['validate', fixture.path], { cwd, env });
      expect(spawned).toEqual(validateRuns[index]);
    }
  });
});

/** One hash over every file of a directory tree, names and contents. */
function digest(dir: string): string {
  const hash = createHash('sha256');
  const walk = (path: string): void => {
    for (const name of readdirSync(path).sort()) {
      const child = join(path, name);
      hash.update(child);
      if (statSync(child).isDirectory()) walk(child);
      else hash.update(readFileSync(child));
    }
  };
  walk(dir);
  return hash.digest('hex');
}
