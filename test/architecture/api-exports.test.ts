import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = resolve(import.meta.dirname, '../..');
const SRC = join(ROOT, 'src');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return entry.name.endsWith('.ts') ? [path] : [];
  });
}

/** Names a file exports by declaration (`export function f`, `export type T`, ...). */
export function exportedNames(text: string): string[] {
  const declared = text.matchAll(
    /^export\s+(?:declare\s+)?(?:async\s+)?(?:function\*?|const|let|class|type|interface|enum)\s+([A-Za-z_$][\w$]*)/gm,
  );
  return [...declared].map((m) => m[1] ?? '');
}

const files = sourceFiles(SRC).map((path) => ({ path, text: readFileSync(path, 'utf8') }));

/**
 * Exports whose user is a check of the suite by design: the seed-only field list is the
 * one place both the request types and the end-to-end wire check read (issue 11).
 */
const READ_BY_THE_SUITE = new Set(['SEED_ONLY_FIELDS']);

/**
 * Issue 11: `src/api` exports nothing unused. Every name a file of src/api exports is
 * used by another file of src (tests do not count: an export only a test needs is
 * dead code for the tool).
 */
describe('src/api', () => {
  it('exports only what other code of src uses', () => {
    const unused: string[] = [];
    for (const file of files.filter((f) => f.path.startsWith(join(SRC, 'api')))) {
      for (const name of exportedNames(file.text)) {
        const word = new RegExp(`\\b${name.replace(/\$/g, '\\$')}\\b`);
        const used = files.some((other) => other.path !== file.path && word.test(other.text));
        if (!used && !READ_BY_THE_SUITE.has(name))
          unused.push(`${relative(ROOT, file.path)}: ${name}`);
      }
    }
    expect(unused).toEqual([]);
  });

  it('finds the exports of a file (the scanner can fail)', () => {
    const text =
      'export async function a() {}\nexport const b = 1;\nexport type C = 1;\nconst d = 2;';
    expect(exportedNames(text)).toEqual(['a', 'b', 'C']);
  });
});
