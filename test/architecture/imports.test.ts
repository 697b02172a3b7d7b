import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { duplicatedVocabulary, EXTERNAL, LAYERS, layerOf, violations } from './rules.js';

const SRC = resolve(import.meta.dirname, '../../src');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return entry.name.endsWith('.ts') ? [path] : [];
  });
}

const files = sourceFiles(SRC).map((path) => relative(SRC, path).split(/[\\/]/).join('/'));

describe('module edges', () => {
  it('finds the layers of docs/architecture.md under src/', () => {
    const layers = new Set(files.map(layerOf));
    for (const layer of layers) {
      expect(Object.keys(LAYERS)).toContain(layer);
      expect(Object.keys(EXTERNAL)).toContain(layer);
    }
    expect(layers.has('model')).toBe(true);
    expect(layers.has('cli')).toBe(true);
    expect(files).toContain('cli/main.ts');
  });

  it('every file imports only what its layer may, and process, console, colour and rendering stay home', () => {
    const found = files.flatMap((file) =>
      violations(file, readFileSync(join(SRC, file), 'utf8'), SRC),
    );
    expect(found).toEqual([]);
  });

  it('no name is declared in both src/plan and src/apply', () => {
    const sources = new Map(
      files
        .filter((file) => ['plan', 'apply'].includes(layerOf(file)))
        .map((file) => [file, readFileSync(join(SRC, file), 'utf8')]),
    );
    expect(sources.size).toBeGreaterThan(40);
    expect(duplicatedVocabulary(sources)).toEqual([]);
  });
});
