import ts from 'typescript';
import type { ChangeAction } from '../../src/model/plan.js';

/**
 * The shapes of a renderer, as read from the syntax tree: what code outside src/report
 * would hold only to turn a plan, a drift report, diagnostics or apply results into text
 * of its own ("no renderer outside report"; CONTRIBUTING.md, rule 3).
 */

/** Every action of a change; a compile error here when the union gains one. */
const ACTION_NAMES: Record<ChangeAction, true> = {
  create: true,
  update: true,
  move: true,
  delete: true,
  replace: true,
  invite: true,
};
const ACTIONS = new Set(Object.keys(ACTION_NAMES));

/** Three rows make a table: one or two action names could be a coincidence of words. */
const TABLE_ROWS = 3;

/**
 * What Markdown output looks like and Markdown content never needs outside report: a
 * GFM table's delimiter row (`|---|`, `| :-- |`), a heading of level 2 to 6 at the start
 * of a line (one `#` is also a YAML comment, which export writes), a `<details>` or
 * `<summary>` block.
 */
const MARKDOWN: readonly (readonly [RegExp, string])[] = [
  [/\|\s*:?-{3,}:?\s*\|/, 'a Markdown table'],
  [/(^|\n)#{2,6} /, 'a Markdown heading'],
  [/<\/?(details|summary)\b/i, 'a Markdown <details> block'],
];

/** The shape of Markdown output in a string or a piece of a template, if any. */
export function markdownShape(text: string): string | undefined {
  return MARKDOWN.find(([pattern]) => pattern.test(text))?.[1];
}

/**
 * The shape of a renderer `node` is, if any: a table from change actions to text (the
 * `+ ~ - -> -/+` symbols, icons or phrases of a plan's view), as an object literal or as
 * a `switch` whose cases return text, or a diagnostic's severity read for anything but a
 * comparison (turned into text, it is a diagnostic line).
 */
export function renderShape(node: ts.Node): string | undefined {
  if (ts.isObjectLiteralExpression(node) && textRows(node) >= TABLE_ROWS)
    return 'a table of change actions to text';
  if (ts.isSwitchStatement(node) && textCases(node) >= TABLE_ROWS)
    return 'a table of change actions to text';
  if (readsSeverity(node) && !compares(node))
    return "a diagnostic's severity, read other than to compare it";
  return undefined;
}

/** One word (letters, digits, `-`, `_`): a code, as a union of the model spells it. */
const CODE = /^[A-Za-z][\w-]*$/;

/**
 * Text for a reader: a template, or a string that is not a code (a symbol, an icon, a
 * phrase). `statusOf` mapping `create` to the status `'created'` is data, not a view.
 */
function isText(node: ts.Node): boolean {
  if (ts.isTemplateExpression(node)) return true;
  return ts.isStringLiteralLike(node) && !CODE.test(node.text);
}

function nameOf(name: ts.PropertyName): string | undefined {
  return ts.isIdentifier(name) || ts.isStringLiteralLike(name) ? name.text : undefined;
}

/** Properties `action: 'text'` of an object literal. */
function textRows(node: ts.ObjectLiteralExpression): number {
  return node.properties.filter(
    (p) => ts.isPropertyAssignment(p) && ACTIONS.has(nameOf(p.name) ?? '') && isText(p.initializer),
  ).length;
}

/** Clauses `case 'action': return 'text';` of a switch. */
function textCases(node: ts.SwitchStatement): number {
  return node.caseBlock.clauses.filter((clause) => {
    if (!ts.isCaseClause(clause) || !ts.isStringLiteralLike(clause.expression)) return false;
    const [first] = clause.statements;
    return (
      ACTIONS.has(clause.expression.text) &&
      first !== undefined &&
      ts.isReturnStatement(first) &&
      first.expression !== undefined &&
      isText(first.expression)
    );
  }).length;
}

/** `d.severity`, `d['severity']`, or `severity` taken out of an object by destructuring. */
function readsSeverity(node: ts.Node): boolean {
  if (ts.isPropertyAccessExpression(node)) return node.name.text === 'severity';
  if (ts.isElementAccessExpression(node))
    return ts.isStringLiteralLike(node.argumentExpression)
      ? node.argumentExpression.text === 'severity'
      : false;
  if (ts.isBindingElement(node) && ts.isObjectBindingPattern(node.parent)) {
    const key = node.propertyName ?? node.name;
    return (ts.isIdentifier(key) || ts.isStringLiteralLike(key)) && key.text === 'severity';
  }
  return false;
}

const EQUALITY = new Set([
  ts.SyntaxKind.EqualsEqualsEqualsToken,
  ts.SyntaxKind.ExclamationEqualsEqualsToken,
  ts.SyntaxKind.EqualsEqualsToken,
  ts.SyntaxKind.ExclamationEqualsToken,
]);

/**
 * Compared (`=== 'error'`), or assigned to: a decision, not text. Not a `switch`, whose
 * cases could return the words.
 */
function compares(node: ts.Node): boolean {
  const parent = node.parent;
  if (!ts.isBinaryExpression(parent)) return false;
  const operator = parent.operatorToken.kind;
  return EQUALITY.has(operator) || (operator === ts.SyntaxKind.EqualsToken && parent.left === node);
}
