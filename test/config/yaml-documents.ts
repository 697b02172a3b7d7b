import fc from 'fast-check';

/**
 * Random YAML documents for the fast-path differential test (fast-yaml.test.ts): block
 * mappings and lists, one-line flow collections, scalars in every style, comments and
 * blank lines, built to hit each rule of plain scalars and of the core schema.
 */
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

/** Text a person may write anywhere: any code point, including the ones YAML escapes. */
const unicodeText = fc.string({ unit: 'binary', maxLength: 6 });

/** A long line: a word repeated past the length of any buffer a reader might keep. */
const longText = fc
  .tuple(
    fc.constantFrom('a', 'Guides ', 'x-', 'é', '😀', '${env:A}'),
    fc.integer({ min: 200, max: 1200 }),
  )
  .map(([word, times]) => word.repeat(times).trimEnd());

const atom = fc.oneof(
  { arbitrary: fc.constantFrom(...COMMON), weight: 6 },
  { arbitrary: fc.constantFrom(...ATOMS), weight: 1 },
  { arbitrary: unicodeText, weight: 1 },
  { arbitrary: longText, weight: 1 },
);

/** Escapes of YAML's double-quoted style, each a way to write one character. */
const ESCAPES = [
  '\\n',
  '\\t',
  '\\"',
  '\\\\',
  '\\/',
  '\\x41',
  '\\u00e9',
  '\\U0001F600',
  '\\0',
  '\\e',
  '\\N',
  '\\_',
  '\\L',
  '\\P',
  '\\ ',
];

function doubleQuoted(text: string): string {
  return JSON.stringify(text).replace(/\u007f/g, '\\x7f');
}

const plainScalar = fc
  .tuple(atom, fc.constantFrom('plain', 'plain', 'single', 'double'))
  .map(([text, style]) =>
    style === 'plain'
      ? text
      : style === 'single'
        ? `'${text.replace(/'/g, "''")}'`
        : doubleQuoted(text),
  );

/** A double-quoted scalar written with escapes between words. */
const escapedScalar = fc
  .array(fc.oneof(fc.constantFrom(...ESCAPES), fc.constantFrom('a', 'b c', 'é')), {
    minLength: 1,
    maxLength: 4,
  })
  .map((parts) => `"${parts.join('')}"`);

const scalar = fc.oneof(
  { arbitrary: plainScalar, weight: 8 },
  { arbitrary: escapedScalar, weight: 1 },
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

export const documentArbitrary = fc
  .tuple(
    fc.array(fc.tuple(keyText, tree), { minLength: 1, maxLength: 5 }),
    fc.array(comment, { minLength: 1, maxLength: 4 }),
    fc.boolean(),
  )
  .map(([entries, notes, header]) => {
    const lines = render({ kind: 'map', entries }, 0, notes);
    return `${header ? '# a comment\n\n' : ''}${lines.join('\n')}\n`;
  });
