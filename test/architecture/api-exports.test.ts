import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { moduleFacts } from './export-uses.js';
import type { ModuleFacts } from './export-uses.js';

const ROOT = resolve(import.meta.dirname, '../..');
const SRC = join(ROOT, 'src');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return entry.name.endsWith('.ts') ? [path] : [];
  });
}

/**
 * Exports whose user is a check of the suite by design: the seed-only field list is the
 * one place both the request types and the end-to-end wire check read.
 */
const READ_BY_THE_SUITE = new Set(['SEED_ONLY_FIELDS']);

/**
 * The exports of the files under `dir` that no other file of `modules` imports by name
 * (or re-exports, or imports whole): `file: name` for each.
 */
function unusedExports(modules: ReadonlyMap<string, ModuleFacts>, dir: string): string[] {
  const used = new Set<string>();
  const whole = new Set<string>();
  for (const facts of modules.values()) {
    for (const u of facts.uses) used.add(`${u.file}#${u.name}`);
    for (const w of facts.wholeUses) whole.add(w);
  }
  const unused: string[] = [];
  for (const [path, facts] of modules) {
    if (!path.startsWith(dir) || whole.has(path)) continue;
    for (const name of facts.exports) {
      if (!used.has(`${path}#${name}`) && !READ_BY_THE_SUITE.has(name))
        unused.push(`${relative(ROOT, path)}: ${name}`);
    }
  }
  return unused;
}

/**
 * `src/api` exports nothing unused. Every name a file of src/api exports is
 * imported by name by another file of src (tests do not count: an export only a test
 * needs is dead code for the tool). Imports are read from the syntax tree and resolved
 * to their file, so a same-named local elsewhere does not count as a use.
 */
describe('src/api', () => {
  it('exports only what other code of src imports', () => {
    const modules = new Map(
      sourceFiles(SRC).map((path) => [path, moduleFacts(path, readFileSync(path, 'utf8'))]),
    );
    expect(unusedExports(modules, join(SRC, 'api'))).toEqual([]);
  });

  it('tells an import of the file from a same-named local elsewhere (the check can fail)', () => {
    const a = join(SRC, 'api', 'a.ts');
    const modules = new Map([
      [
        a,
        moduleFacts(
          a,
          'export function used() {}\nexport const unusedButNamedElsewhere = 1;\nexport type { T } from "./t.js";',
        ),
      ],
      [
        join(SRC, 'plan', 'b.ts'),
        moduleFacts(
          join(SRC, 'plan', 'b.ts'),
          'import { used } from "../api/a.js";\nconst unusedButNamedElsewhere = used();',
        ),
      ],
    ]);
    expect(unusedExports(modules, join(SRC, 'api'))).toEqual([
      'src/api/a.ts: unusedButNamedElsewhere',
      'src/api/a.ts: T',
    ]);
  });
});
