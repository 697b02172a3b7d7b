import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * DESIGN "Architecture": imports point down the layer list; plan imports model only;
 * report never imports api or apply; the emulator imports nothing from the tool (it is
 * the oracle). STYLE rule 2: only src/cli prints, reads the environment or exits.
 */
const ALLOWED: Record<string, readonly string[]> = {
  model: ['model'],
  config: ['model', 'config'],
  api: ['model', 'api'],
  plan: ['model', 'plan'],
  apply: ['model', 'api', 'apply'],
  report: ['model', 'report'],
  emulator: ['emulator'],
  cli: ['model', 'config', 'api', 'plan', 'apply', 'report', 'emulator', 'cli'],
};

const SRC = resolve(import.meta.dirname, '../../src');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return entry.name.endsWith('.ts') ? [path] : [];
  });
}

function layerOf(file: string): string {
  return relative(SRC, file).split(/[\\/]/)[0] ?? '';
}

function relativeImports(text: string): string[] {
  const specifiers = [...text.matchAll(/(?:from|import)\s*\(?\s*['"](\.[^'"]+)['"]/g)];
  return specifiers.map((m) => m[1] ?? '');
}

const files = sourceFiles(SRC);

describe('module edges', () => {
  it('finds the layers of DESIGN under src/', () => {
    const layers = new Set(files.map(layerOf));
    for (const layer of layers) expect(Object.keys(ALLOWED)).toContain(layer);
    expect(layers.has('model')).toBe(true);
    expect(layers.has('cli')).toBe(true);
  });

  for (const file of files) {
    const from = layerOf(file);
    it(`${relative(SRC, file)} imports only what ${from} may`, () => {
      const text = readFileSync(file, 'utf8');
      for (const spec of relativeImports(text)) {
        const target = layerOf(resolve(dirname(file), spec));
        expect(ALLOWED[from], `${relative(SRC, file)} imports ${spec} (${target})`).toContain(
          target,
        );
      }
    });
  }

  it('only src/cli prints, reads the environment or exits', () => {
    const offenders = files
      .filter((file) => layerOf(file) !== 'cli')
      .flatMap((file) => {
        const text = readFileSync(file, 'utf8');
        const hits = text.match(/console\.\w+|process\.(exit|env|stdout|stderr|stdin|argv)\b/g);
        return hits ? [`${relative(SRC, file)}: ${[...new Set(hits)].join(', ')}`] : [];
      });
    expect(offenders).toEqual([]);
  });
});
