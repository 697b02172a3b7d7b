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
  // The raw character scan runs before either path (yaml-source.ts): not compared here.
  const parsing = oracle.diagnostics.filter((d) => d.code !== 'raw-character');
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
      { numRuns: 400 },
    );
    expect(taken).toBeGreaterThan(80);
  });
});

/** Plain scalars chosen to hit every rule of the core schema and of plain scalars. */
const ATOMS = [
  'a',
  'Guides',
  'yes',
  'No',
  'on',
  'OFF',
  'null',
  'Null',
  'NULL',
  'nULL',
  '~',
  'true',
  'True',
  'FALSE',
  'tRUE',
  '0',
  '-0',
  '007',
  '+1',
  '-12',
  '0o17',
  '0o8',
  '0x1F',
  '0xG',
  '1e3',
  '1E-2',
  '.5',
  '1.',
  '1.0',
  '2.50',
  '.inf',
  '-.Inf',
  '.nan',
  '.NaN',
  '1_000',
  '12:30',
  '2020-01-01',
  'a b',
  'a:b',
  'https://x.example/p?q=1',
  'a #b',
  'a#b',
  "it's",
  'say "hi"',
  '-x',
  '-',
  ':x',
  '?x',
  'a,b',
  'a]',
  '${env:A}',
  'x ${env:A} y',
  '${env:MISSING}',
  '${oops}',
  '${env:A',
  '$${env:A}',
  'é',
  '😀 emoji',
  '@x',
  '%x',
  '!x',
  '&x',
  '*x',
  '#',
  'a: b',
  'x,',
  '[x]',
  '{x}',
  '',
];

/** Atoms most configs hold, weighted so that most documents stay in the fast subset. */
const COMMON = [
  'a',
  'Guides',
  'yes',
  'null',
  '~',
  'true',
  '0',
  '-12',
  '0o17',
  '1.0',
  '.inf',
  'a b',
  'a:b',
  'https://x.example/p?q=1',
  'a#b',
  "it's",
  '-x',
  '${env:A}',
  'é',
];

const atom = fc.oneof(
  { arbitrary: fc.constantFrom(...COMMON), weight: 6 },
  { arbitrary: fc.constantFrom(...ATOMS), weight: 1 },
);

function doubleQuoted(text: string): string {
  return JSON.stringify(text).replace(/\u007f/g, '\\x7f');
}

const scalar = fc
  .tuple(atom, fc.constantFrom('plain', 'plain', 'single', 'double'))
  .map(([text, style]) =>
    style === 'plain'
      ? text
      : style === 'single'
        ? `'${text.replace(/'/g, "''")}'`
        : doubleQuoted(text),
  );

const keyText = fc
  .tuple(
    fc.oneof(
      { arbitrary: fc.constantFrom(...COMMON), weight: 6 },
      { arbitrary: fc.constantFrom(...ATOMS.filter((a) => a !== '')), weight: 1 },
    ),
    fc.boolean(),
  )
  .map(([text, quoted]) => (quoted ? doubleQuoted(text) : text));

const comment = fc.constantFrom('', '', '', ' # note', '  #x', ' #');

interface Tree {
  readonly kind: 'map' | 'seq' | 'scalar' | 'flow';
  readonly text?: string;
  readonly entries?: readonly (readonly [string, Tree])[];
  readonly items?: readonly Tree[];
}

const flow: fc.Arbitrary<string> = fc.letrec<{ flow: string }>((tie) => ({
  flow: fc.oneof(
    { depthSize: 'small' },
    fc.array(fc.oneof(scalar, tie('flow')), { maxLength: 3 }).map((xs) => `[${xs.join(', ')}]`),
    fc
      .array(fc.tuple(keyText, fc.oneof(scalar, tie('flow'), fc.constant(''))), { maxLength: 3 })
      .map((es) => `{ ${es.map(([k, v]) => `${k}: ${v}`).join(', ')} }`),
  ),
})).flow;

const tree: fc.Arbitrary<Tree> = fc.letrec<{ tree: Tree }>((tie) => ({
  tree: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    scalar.map((text) => ({ kind: 'scalar' as const, text })),
    flow.map((text) => ({ kind: 'flow' as const, text })),
    fc
      .array(fc.tuple(keyText, tie('tree')), { minLength: 1, maxLength: 4 })
      .map((entries) => ({ kind: 'map' as const, entries })),
    fc
      .array(tie('tree'), { minLength: 1, maxLength: 4 })
      .map((items) => ({ kind: 'seq' as const, items })),
  ),
})).tree;

/** Renders a tree as block YAML, with comments and blank lines between entries. */
function render(node: Tree, indent: number, notes: readonly string[]): string[] {
  const pad = ' '.repeat(indent);
  const note = (i: number): string => notes[i % notes.length] ?? '';
  if (node.kind === 'map') {
    return (node.entries ?? []).flatMap(([key, value], i) => {
      if (value.kind === 'scalar' || value.kind === 'flow') {
        return [`${pad}${key}: ${value.text ?? ''}${note(i)}`];
      }
      const nested = value.kind === 'seq' && i % 2 === 0 ? indent : indent + 2;
      return [
        `${pad}${key}:${note(i)}`,
        ...(i % 3 === 2 ? [''] : []),
        ...render(value, nested, notes),
      ];
    });
  }
  if (node.kind === 'seq') {
    return (node.items ?? []).flatMap((item, i) => {
      if (item.kind === 'scalar' || item.kind === 'flow')
        return [`${pad}- ${item.text ?? ''}${note(i)}`];
      if (item.kind === 'map' && i % 2 === 0) {
        const [first = '', ...rest] = render(item, indent + 2, notes);
        return [`${pad}- ${first.trimStart()}`, ...rest];
      }
      return [`${pad}-${note(i)}`, ...render(item, indent + 2, notes)];
    });
  }
  return [`${pad}${node.text ?? ''}`];
}

const documentArbitrary = fc
  .tuple(
    fc.array(fc.tuple(keyText, tree), { minLength: 1, maxLength: 5 }),
    fc.array(comment, { minLength: 1, maxLength: 4 }),
    fc.boolean(),
  )
  .map(([entries, notes, header]) => {
    const lines = render({ kind: 'map', entries }, 0, notes);
    return `${header ? '# a comment\n\n' : ''}${lines.join('\n')}\n`;
  });
