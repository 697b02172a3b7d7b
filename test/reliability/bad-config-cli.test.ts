import { createHash } from 'node:crypto';
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startEmulator } from '../../src/emulator/server.js';
import { INVALID, invalidFixtures, TEST_ENV } from '../config/fixture-corpus.js';
import { docform, spawnDocform } from '../e2e/support/examples-cli.js';
import type { CliRun } from '../e2e/support/examples-cli.js';
import { journal } from './reliability-cli.js';

/**
 * The invalid config corpus (test/fixtures/invalid, run by
 * test/config/invalid-corpus.test.ts through the loader) through the CLI: `validate` and
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
  const at = { cwd, env: TEST_ENV, apiUrl: emulator.url };
  validateRuns = [];
  planRuns = [];
  for (const f of corpus) {
    validateRuns.push(await docform(['validate', f.path], at));
    planRuns.push(await docform(['plan', f.path, '--out', 'plan.json'], at));
  }
  console.log(
    `bad configs: ${corpus.length} configs x ${BAD_CONFIG_COMMANDS.length} commands = ${2 * corpus.length} runs of the CLI`,
  );
}, 60_000);

afterAll(async () => {
  await emulator?.close();
  if (cwd) rmSync(cwd, { recursive: true, force: true });
});

describe('the invalid config corpus through the CLI', () => {
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

  it('gives what the spawned binary gives (the in-process runs are faithful)', async () => {
    const at = { cwd, env: TEST_ENV, apiUrl: emulator.url };
    const picked = [0, Math.floor(corpus.length / 2), corpus.length - 1];
    const spawned = await Promise.all(
      picked.map((i) => spawnDocform(['validate', corpus[i]?.path ?? ''], at)),
    );
    expect(spawned).toEqual(picked.map((i) => validateRuns[i]));
    const plan = await spawnDocform(['plan', corpus[0]?.path ?? '', '--out', 'plan.json'], at);
    expect(plan).toEqual(planRuns[0]);
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
