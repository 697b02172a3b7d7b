import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = resolve(import.meta.dirname, '../..');
const SRC = join(ROOT, 'src');
/** CONTRIBUTING.md, rule 9: a file holds one whole idea, about 300 lines at most. */
const MAX_LINES = 300;
/** The emulator's sites, regrouped by resource (53 files once), stay few. */
const MAX_SITE_FILES = 20;

function files(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    return entry.isDirectory() ? files(path) : [path];
  });
}

export function longFiles(paths: readonly string[], read: (path: string) => string): string[] {
  return paths
    .map((path) => ({ path, lines: read(path).split('\n').length - 1 }))
    .filter((f) => f.lines > MAX_LINES)
    .map((f) => `${relative(ROOT, f.path)}: ${f.lines} lines`);
}

describe('the size of src', () => {
  it(`holds no file over ${MAX_LINES} lines`, () => {
    const sources = files(SRC).filter((f) => f.endsWith('.ts'));
    expect(sources.length).toBeGreaterThan(100);
    expect(longFiles(sources, (p) => readFileSync(p, 'utf8'))).toEqual([]);
  });

  it(`keeps src/emulator/sites to at most ${MAX_SITE_FILES} files`, () => {
    expect(files(join(SRC, 'emulator/sites')).length).toBeLessThanOrEqual(MAX_SITE_FILES);
  });

  it('finds a long file (the check can fail)', () => {
    const text = `${'x\n'.repeat(MAX_LINES + 1)}`;
    expect(longFiles([join(SRC, 'long.ts')], () => text)).toEqual(['src/long.ts: 301 lines']);
  });
});
