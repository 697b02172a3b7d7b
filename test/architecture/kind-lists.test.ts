import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { RESOURCE_KINDS, TOP_LEVEL_COLLECTION } from '../../src/model/kinds.js';

/**
 * A kind is one record (src/model/kinds/<kind>.ts), registered in `KINDS`
 * (src/model/kinds.ts): every list of kinds is made from the registry, and a layer keeps
 * what it does with each kind in a record keyed by kind that the compiler holds
 * exhaustive (docs/architecture.md, "How to add a kind"). So outside the registry, no
 * file of src writes a list of kinds by hand: no array or union of three kind names (or
 * collection names), no `switch` over three kinds with a `default`, no chain of three
 * comparisons with kinds, no record keyed by three kinds that is untyped, keyed by any
 * string or partial. The emulator, an
 * independent oracle of the API, keeps its own words.
 */
const SRC = join(import.meta.dirname, '../../src');
const EXEMPT = ['emulator/', 'model/kinds/', 'model/kinds.ts'];
/** Two names are a pair (a section or a site space); three are a list. */
const LIST = 3;

/** The kinds' names and their top-level collections' (`members`, `spaces`...). */
const NAMES: ReadonlySet<string> = new Set([
  ...RESOURCE_KINDS,
  ...Object.values(TOP_LEVEL_COLLECTION).filter((c) => c !== undefined),
]);

/**
 * A type that may hold a record missing some kinds, at its top (what a value of a kind
 * holds may have optional keys): partial, optional keys, keys of any string.
 */
const LOOSE = [
  /^(Readonly\s*<\s*)?Partial\s*</u,
  /^\{\s*(readonly\s+)?\[[^\]]+\]\s*\?/u,
  /^(Readonly\s*<\s*)?Record\s*<\s*string\b/u,
  /^\{\s*(readonly\s+)?\[\s*\w+\s*:\s*string\s*\]/u,
];

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return entry.name.endsWith('.ts') ? [relative(SRC, path).split('\\').join('/')] : [];
  });
}

function namesIn(texts: readonly (string | undefined)[]): string[] {
  return [...new Set(texts.filter((t): t is string => t !== undefined && NAMES.has(t)))];
}

function textOf(node: ts.Node): string | undefined {
  if (ts.isStringLiteralLike(node)) return node.text;
  if (ts.isLiteralTypeNode(node) && ts.isStringLiteral(node.literal)) return node.literal.text;
  return undefined;
}

function keyOf(property: ts.ObjectLiteralElementLike): string | undefined {
  const name = property.name;
  if (name === undefined) return undefined;
  return ts.isIdentifier(name) || ts.isStringLiteral(name) ? name.text : undefined;
}

/**
 * The type written for an object literal: its variable's annotation, a `satisfies`, or
 * the return type of the function returning it. Undefined when nothing types it.
 */
function declaredType(node: ts.Node, source: ts.SourceFile): string | undefined {
  let at: ts.Node = node;
  while (ts.isAsExpression(at.parent) || ts.isParenthesizedExpression(at.parent)) at = at.parent;
  const parent = at.parent;
  if (ts.isSatisfiesExpression(parent)) return parent.type.getText(source);
  if (ts.isVariableDeclaration(parent) || ts.isPropertyDeclaration(parent))
    return parent.type?.getText(source);
  if (ts.isReturnStatement(parent) || ts.isArrowFunction(parent)) {
    let fn: ts.Node = parent;
    while (!ts.isFunctionLike(fn) && fn.parent !== undefined) fn = fn.parent;
    return ts.isFunctionLike(fn) ? fn.type?.getText(source) : undefined;
  }
  return undefined;
}

/** The names a chain of `||`, `&&` and `? :` compares with `===` or `!==`. */
function compared(node: ts.Node): (string | undefined)[] {
  if (ts.isParenthesizedExpression(node)) return compared(node.expression);
  if (ts.isConditionalExpression(node))
    return [...compared(node.condition), ...compared(node.whenFalse)];
  if (!ts.isBinaryExpression(node)) return [];
  const op = node.operatorToken.kind;
  if (op === ts.SyntaxKind.BarBarToken || op === ts.SyntaxKind.AmpersandAmpersandToken)
    return [...compared(node.left), ...compared(node.right)];
  if (
    op === ts.SyntaxKind.EqualsEqualsEqualsToken ||
    op === ts.SyntaxKind.ExclamationEqualsEqualsToken
  )
    return [textOf(node.left), textOf(node.right)];
  return [];
}

/** A `||` or `? :` that is not inside another: the top of a chain of comparisons. */
function chainTop(node: ts.Node): boolean {
  const chain = (n: ts.Node): boolean =>
    ts.isConditionalExpression(n) ||
    (ts.isBinaryExpression(n) &&
      (n.operatorToken.kind === ts.SyntaxKind.BarBarToken ||
        n.operatorToken.kind === ts.SyntaxKind.AmpersandAmpersandToken));
  if (!chain(node)) return false;
  let parent = node.parent;
  while (ts.isParenthesizedExpression(parent)) parent = parent.parent;
  return !chain(parent);
}

/** The lists of kinds written by hand in one file, as `line: what`. */
export function kindLists(text: string, fileName = 'source.ts'): string[] {
  const source = ts.createSourceFile(fileName, text, ts.ScriptTarget.ES2022, true);
  const found: string[] = [];
  const report = (node: ts.Node, what: string, names: readonly string[]): void => {
    const line = source.getLineAndCharacterOfPosition(node.getStart(source)).line + 1;
    found.push(`${fileName}:${line}: ${what} (${names.join(', ')})`);
  };
  const visit = (node: ts.Node): void => {
    if (ts.isArrayLiteralExpression(node)) {
      // a name, or the first of a pair: `[['settings', ...], ['members', ...]]`
      const names = namesIn(
        node.elements.map((e) =>
          ts.isArrayLiteralExpression(e) && e.elements[0] !== undefined
            ? textOf(e.elements[0])
            : textOf(e),
        ),
      );
      if (names.length >= LIST) report(node, 'an array of kinds', names);
    } else if (ts.isUnionTypeNode(node)) {
      const names = namesIn(node.types.map(textOf));
      if (names.length >= LIST) report(node, 'a union of kinds', names);
    } else if (chainTop(node)) {
      const names = namesIn(compared(node));
      if (names.length >= LIST) report(node, 'a chain of comparisons with kinds', names);
    } else if (ts.isSwitchStatement(node)) {
      const clauses = node.caseBlock.clauses;
      const names = namesIn(clauses.map((c) => (ts.isCaseClause(c) ? textOf(c.expression) : '')));
      if (names.length >= LIST && clauses.some(ts.isDefaultClause))
        report(node, 'a switch over kinds with a default', names);
    } else if (ts.isObjectLiteralExpression(node)) {
      const names = namesIn(node.properties.map(keyOf));
      const type = declaredType(node, source);
      if (names.length >= LIST && type === undefined)
        report(node, 'an untyped record of kinds', names);
      else if (names.length >= LIST && type !== undefined && LOOSE.some((l) => l.test(type)))
        report(node, `a record of kinds typed \`${type.replace(/\s+/gu, ' ')}\``, names);
    } else if (ts.isTypeReferenceNode(node) && node.typeName.getText(source) === 'Partial') {
      const [argument] = node.typeArguments ?? [];
      if (argument !== undefined && /Kind\b/u.test(argument.getText(source)))
        report(node, 'a partial record by kind', [argument.getText(source)]);
    } else if (ts.isMappedTypeNode(node) && node.questionToken !== undefined) {
      const over = node.typeParameter.constraint?.getText(source) ?? '';
      if (/Kind\b/u.test(over)) report(node, 'a record by kind with optional kinds', [over]);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

describe('lists of kinds', () => {
  it('are found by the check (the check can fail)', () => {
    const lists = kindLists(
      [
        "const A = ['team', 'saml', 'site'];",
        "const F = [['members', m], ['teams', t], ['sites', s]];",
        "type B = 'section' | 'group' | 'link';",
        'const C = { members: 1, teams: 2, spaces: 3 };',
        'const D: Partial<Record<ResourceKind, number>> = {};',
        "const E: Readonly<Record<string, string>> = { site: 'sites', team: 'teams', space: 'spaces' };",
        "function f(k: string) { switch (k) { case 'team': case 'site': case 'space': return 1; default: return 0; } }",
        'const G: { readonly [K in ResourceKind]?: number } = {};',
        'const I: { [K in ResourceKind]?: number } = { team: 1, site: 2, saml: 3 };',
        "const J = k === 'group' ? 1 : (k === 'link' || k === 'section') ? 2 : 3;",
      ].join('\n'),
    );
    expect(lists.map((l) => l.slice(l.indexOf(': ') + 2))).toEqual([
      'an array of kinds (team, saml, site)',
      'an array of kinds (members, teams, sites)',
      'a union of kinds (section, group, link)',
      'an untyped record of kinds (members, teams, spaces)',
      'a partial record by kind (Record<ResourceKind, number>)',
      'a record of kinds typed `Readonly<Record<string, string>>` (site, team, space)',
      'a switch over kinds with a default (team, site, space)',
      'a record by kind with optional kinds (ResourceKind)',
      'a record by kind with optional kinds (ResourceKind)',
      'a record of kinds typed `{ [K in ResourceKind]?: number }` (team, site, saml)',
      'a chain of comparisons with kinds (group, link, section)',
    ]);
  });

  it('accept a record keyed by every kind of a derived kind type, and a pair of kinds', () => {
    const lists = kindLists(
      [
        "type P = 'section' | 'site-space';",
        'const H: Handlers = { settings: a, member: b, team: c };',
        "const T = { section: 'a', group: 'b', link: 'c' } as const satisfies { readonly [K in NodeKind]: string };",
        'const R: { readonly [K in ResourceKind]: { readonly [F in FieldName<K>]?: Rule } } = { team: {}, site: {}, saml: {} };',
      ].join('\n'),
    );
    expect(lists).toEqual([]);
  });

  it('are written only in the registry (src/model/kinds), and the emulator', () => {
    const files = sourceFiles(SRC).filter((f) => !EXEMPT.some((e) => f.startsWith(e)));
    expect(files.length).toBeGreaterThan(100);
    const lists = files.flatMap((file) => kindLists(readFileSync(join(SRC, file), 'utf8'), file));
    expect(lists).toEqual([]);
  });
});
