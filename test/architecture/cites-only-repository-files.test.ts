import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * Every reason the code and the docs give points at a file of this repository
 * (CONTRIBUTING.md, rule 15): a maintainer who clones it must be able to read each one.
 * These are the ways a text names a document that is not in the repository.
 */
const OUTSIDE: readonly { readonly what: string; readonly pattern: RegExp }[] = [
  { what: 'the design document outside the repository', pattern: /\bDESIGN\b/ },
  { what: 'the style rules outside the repository', pattern: /\bSTYLE\b/ },
  { what: 'a shared folder outside the repository', pattern: /\bshared\// },
  { what: "the seed's own file", pattern: /management-api\.md/ },
  { what: 'notes on the official spec', pattern: /official-api-notes|official notes/ },
  { what: 'research notes', pattern: /\bresearch\/|peers\.md/ },
];

const ROOT = resolve(import.meta.dirname, '../..');
/** What the repository says in its own words: code, tests, scripts, benchmarks and docs. */
const SCANNED = [
  'src',
  'test',
  'scripts',
  'bench',
  'docs',
  'examples',
  'action',
  '.ci',
  'README.md',
  'CONTRIBUTING.md',
];
/** This file names the patterns it looks for. */
const SELF = 'test/architecture/cites-only-repository-files.test.ts';
const TEXT = /\.(ts|mts|cts|js|mjs|cjs|md|ya?ml|json|snap|sh)$|^run$/;

function textFiles(path: string): string[] {
  if (!existsSync(path)) return [];
  if (!statSync(path).isDirectory()) return [path];
  return readdirSync(path, { withFileTypes: true }).flatMap((entry) => {
    if (entry.name === 'node_modules' || entry.name === 'dist') return [];
    const child = join(path, entry.name);
    if (entry.isDirectory()) return textFiles(child);
    return TEXT.test(entry.name) ? [child] : [];
  });
}

/** Each place `text` (the file at `file`) names a document outside the repository. */
export function outsideCitations(file: string, text: string): string[] {
  return text
    .split('\n')
    .flatMap((line, index) =>
      OUTSIDE.filter(({ pattern }) => pattern.test(line)).map(
        ({ what }) => `${file}:${index + 1}: names ${what}: ${line.trim()}`,
      ),
    );
}

describe('citations', () => {
  it('name only files of the repository, in src, test, scripts, bench, docs and the README', () => {
    const files = SCANNED.flatMap((path) => textFiles(join(ROOT, path)))
      .map((path) => relative(ROOT, path).split(/[\\/]/).join('/'))
      .filter((file) => file !== SELF);
    expect(files.length).toBeGreaterThan(500);
    expect(files).toContain('CONTRIBUTING.md');
    expect(files).toContain('docs/architecture.md');
    const found = files.flatMap((file) =>
      outsideCitations(file, readFileSync(join(ROOT, file), 'utf8')),
    );
    expect(found).toEqual([]);
  });

  it('finds each way of naming a document outside the repository (the check can fail)', () => {
    const text = [
      '/** Exit codes, fixed forever (DESIGN, "The command line"). */',
      ' * The safety gates live in the plan (STYLE rule 6).',
      'read /work/shared/DESIGN.md first',
      ' * Field shapes (spec/management-api.md, "Resources").',
      ' * (spec/official-api-notes.md 2.1), (official notes 1.4)',
      " * (peers' complaints in research/peers.md)",
      ' * A design choice, in the style of the code (CONTRIBUTING.md, rule 6).',
    ].join('\n');
    expect(outsideCitations('src/x.ts', text).map((f) => f.split(': names ')[0])).toEqual([
      'src/x.ts:1',
      'src/x.ts:2',
      'src/x.ts:3',
      'src/x.ts:3',
      'src/x.ts:4',
      'src/x.ts:5',
      'src/x.ts:6',
    ]);
  });
});
