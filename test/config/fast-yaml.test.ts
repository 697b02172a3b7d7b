import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { configYaml, declare, fullWorld } from '../../bench/sync-org.js';
import { ConfigFacts } from '../../src/config/config-facts.js';
import { readFastYaml } from '../../src/config/fast-yaml.js';
import { LineIndex } from '../../src/config/line-index.js';
import { FilePositions, type YamlPath } from '../../src/config/position-index.js';
import { ScalarInterpolator } from '../../src/config/scalar-interpolator.js';
import { readYamlSource } from '../../src/config/yaml-source.js';
import type { Diagnostic } from '../../src/model/diagnostic.js';
import { FIXTURES } from './fixture-corpus.js';
import { documentArbitrary } from './yaml-documents.js';

const ENV = { A: 'value-of-a' };

interface Read {
  readonly value: unknown;
  readonly positions: FilePositions;
  readonly diagnostics: Diagnostic[];
  readonly facts: ConfigFacts;
}

function fast(text: string): Read | undefined {
  const facts = new ConfigFacts();
  const diagnostics: Diagnostic[] = [];
  const positions = new FilePositions(new LineIndex('f.yaml', text));
  const value = readFastYaml(text, positions, new ScalarInterpolator(ENV, facts, diagnostics));
  return value === undefined ? undefined : { value, positions, diagnostics, facts };
}

function full(text: string): Read | undefined {
  const facts = new ConfigFacts();
  const diagnostics: Diagnostic[] = [];
  const read = readYamlSource({ file: 'f.yaml', text }, ENV, facts, diagnostics, false);
  if (read === undefined) return undefined;
  return { value: read.value, positions: read.positions, diagnostics, facts };
}

/** Every path of a value, depth first. */
function paths(value: unknown, base: YamlPath = []): YamlPath[] {
  const out: YamlPath[] = [base];
  if (Array.isArray(value)) value.forEach((item, i) => out.push(...paths(item, [...base, i])));
  else if (typeof value === 'object' && value !== null) {
    for (const [key, item] of Object.entries(value)) out.push(...paths(item, [...base, key]));
  }
  return out;
}

/** The fast path, when it takes a text, gives what the `yaml` package gives. */
function expectSame(text: string): boolean {
  const quick = fast(text);
  if (quick === undefined) return false;
  const oracle = full(text);
  expect(oracle, `the yaml package refuses what the fast path took:\n${text}`).toBeDefined();
  if (oracle === undefined) return true;
  expect(quick.value, text).toEqual(oracle.value);
  // The scans of raw and invisible characters run before either path (yaml-source.ts):
  // not compared here.
  const parsing = oracle.diagnostics.filter(
    (d) => d.code !== 'raw-character' && d.code !== 'invisible-character',
  );
  expect(quick.diagnostics, text).toEqual(parsing);
  expect([...quick.facts.secrets], text).toEqual([...oracle.facts.secrets]);
  expect([...quick.facts.unresolved], text).toEqual([...oracle.facts.unresolved]);
  for (const path of paths(oracle.value)) {
    expect(quick.positions.get(path), `${text}\nat ${path.join('.')}`).toEqual(
      oracle.positions.get(path),
    );
  }
  return true;
}

function yamlFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return yamlFiles(path);
    return name.endsWith('.yaml') ? [path] : [];
  });
}

describe('the fast YAML path', () => {
  it('reads every fixture and example it takes exactly as the yaml package does', () => {
    const files = [...yamlFiles(FIXTURES), ...yamlFiles(join(FIXTURES, '../../examples'))];
    const taken = files.filter((file) => expectSame(readFileSync(file, 'utf8')));
    // Most configs are in the subset; a test that never takes the fast path proves nothing.
    expect(taken.length).toBeGreaterThan(files.length / 2);
  });

  it('takes the benchmark config (12,295 objects) with the positions of the yaml package', () => {
    const text = configYaml(declare(fullWorld()));
    expect(fast(text)).toBeDefined();
    const quick = fast(text);
    const oracle = full(text);
    expect(quick?.value).toEqual(oracle?.value);
    for (const path of [
      ['sites', 'site-7', 'sections', 3, 'spaces', 2, 'space'],
      ['teams', 'team-9'],
    ]) {
      expect(quick?.positions.get(path)).toEqual(oracle?.positions.get(path));
    }
  });

  it('reads one-line flow maps of plain words as the yaml package does', () => {
    const maps = [
      '{ space: spc_1 }',
      '{space: a}',
      '{ a: -1, b: .5, c: 0x1A, 0x1A: x, 1e3: y }',
      '{ a: true, b: null, c: ~, d: False, e: .inf, f: -.5 }',
      '{ a: b c }',
      '{ a: -, b: 1 }',
      '{ a: --x }',
      '{ a: x/y.z+w, b: x-y_z }',
      '{ a-b: c-d }',
      '{ a: 1, a: 2 }',
      '{ }',
      '{}',
      '{ a: x, }',
      '{ a: x #c }',
      '{ a: x } # c',
      '{ a: x }  ',
      '{ a:x }',
      '{ a: ${env:A} }',
      '{ a: x, b: y,  c:   z }',
      '{ __proto__: x }',
      '{ a: é }',
      '{ a: x@y }',
      '{ a: { b: c } }',
      '{ a: [b] }',
      "{ a: 'b' }",
    ];
    let taken = 0;
    for (const map of maps) {
      for (const text of [`k: ${map}\n`, `k:\n  - ${map}\n  - ${map}\n`]) {
        if (expectSame(text)) taken += 1;
      }
    }
    expect(taken).toBeGreaterThan(30);
  });

  it('agrees on a value holding a format character, which both leave to the scan before them', () => {
    expect(expectSame('a:\n- a: \u{1bca0}\n- "\\n"\n')).toBe(true);
  });

  it('leaves what it does not read to the yaml package', () => {
    for (const text of [
      'a: &x 1\nb: *x\n',
      'a: |\n  text\n',
      'a: !!str 1\n',
      'a: "x\n  y"\n',
      'a: [1,\n  2]\n',
      '%YAML 1.2\n---\na: 1\n',
      'a: 1\n---\nb: 2\n',
      'a:\tb\n',
      'a: 1\r\n',
      'a: 1\na: 2\n',
      'a: b: c\n',
      '- a\n',
      '',
    ]) {
      expect(fast(text), JSON.stringify(text)).toBeUndefined();
    }
  });

  it('agrees with the yaml package on random documents (scalars of every kind, styles, comments)', () => {
    let taken = 0;
    fc.assert(
      fc.property(documentArbitrary, (text) => {
        if (expectSame(text)) taken += 1;
      }),
      { numRuns: 1000 },
    );
    expect(taken).toBeGreaterThan(80);
  });
});
