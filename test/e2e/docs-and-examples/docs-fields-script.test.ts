import { spawnSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { scratchDirs } from '../../support/scratch-dirs.js';

const ROOT = resolve(import.meta.dirname, '../../..');
const SCRIPT = join(ROOT, 'scripts/docs-fields.mjs');
const tempDir = scratchDirs('docform-docs-fields-');

/** `npm run docs:fields` after the build: node scripts/docs-fields.mjs over dist/. */
function run(page: string) {
  return spawnSync(process.execPath, [SCRIPT, page], { encoding: 'utf8' });
}

describe('scripts/docs-fields.mjs (npm run docs:fields)', () => {
  it('writes the site table back into a page where it was emptied, and leaves the prose', () => {
    const current = readFileSync(join(ROOT, 'docs/config.md'), 'utf8');
    const emptied = current.replace(
      /<!-- fields:site -->[\s\S]*?<!-- \/fields:site -->/,
      '<!-- fields:site -->\n<!-- /fields:site -->',
    );
    expect(emptied).not.toBe(current);
    const page = join(tempDir(), 'config.md');
    writeFileSync(page, emptied);
    const first = run(page);
    expect(first.status, first.stderr).toBe(0);
    expect(first.stdout).toContain(`wrote ${page}`);
    expect(readFileSync(page, 'utf8')).toBe(current);
    const second = run(page);
    expect(second.stdout).toContain(`${page} is up to date`);
  });

  it('exits 1 naming a kind whose block is missing, and a block naming no kind', () => {
    const page = join(tempDir(), 'config.md');
    writeFileSync(page, 'Nothing here.\n<!-- fields:nothing -->\n<!-- /fields:nothing -->\n');
    const result = run(page);
    expect(result.status).toBe(1);
    expect(result.stderr).toContain('no <!-- fields:site --> ... <!-- /fields:site --> block');
    expect(result.stderr).toContain('<!-- fields:nothing --> names no kind with a table');
  });
});
