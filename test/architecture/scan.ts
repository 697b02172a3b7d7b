import ts from 'typescript';
import { markdownShape, renderShape } from './render-shapes.js';

/** What the architecture rules read of one source file, from its syntax tree. */
export interface Scan {
  /** Every module specifier: static, type-only, re-export, dynamic `import()`, `require`. */
  readonly imports: readonly string[];
  /**
   * The names taken from each module: `import { a as b }` and `export { a } from` take
   * `a`, a default import `default`; a namespace import, `export *`, `import()` and
   * `require` take `'all'`. A side-effect import takes none.
   */
  readonly imported: readonly Imported[];
  /**
   * Lines (1-based) where the global `process` is used: the identifier (not as a property
   * name), or reached through `globalThis` or `global`.
   */
  readonly processUses: readonly number[];
  /** Lines holding a string or template with an ANSI colour code (ESC [ ... m). */
  readonly colourCodes: readonly number[];
  /** Lines calling `console.*`. */
  readonly consoleUses: readonly number[];
  /**
   * The names the file declares at its top level, exported or not: functions, classes,
   * variables (each name of a destructuring), types, interfaces, enums, namespaces, and
   * the names `export { local as Name }` gives. Imports and re-exports declare nothing.
   */
  readonly declarations: readonly string[];
  /** Where the file holds the shape of a renderer (./render-shapes.ts), and which. */
  readonly rendering: readonly { readonly line: number; readonly shape: string }[];
}

export interface Imported {
  readonly specifier: string;
  readonly names: readonly string[] | 'all';
}

/** ESC [ params m: SGR, the codes that colour text (erase-line and the like are not). */
const COLOUR = new RegExp(`${String.fromCharCode(27)}\\[[0-9;]*m`);

/**
 * Parses `text` as TypeScript and collects what the rules check. Comments and the words
 * inside strings are not code, so a comment naming `process`, or a help text saying
 * "in-process", is not a use.
 */
export function scanSource(text: string, fileName = 'source.ts'): Scan {
  const source = ts.createSourceFile(fileName, text, ts.ScriptTarget.ES2022, true);
  const imports: string[] = [];
  const processUses: number[] = [];
  const colourCodes: number[] = [];
  const consoleUses: number[] = [];
  const imported: Imported[] = [];
  const rendering: { line: number; shape: string }[] = [];
  const line = (node: ts.Node): number =>
    source.getLineAndCharacterOfPosition(node.getStart(source)).line + 1;
  // once a line: the pieces of one template are one text
  const renders = (node: ts.Node, shape: string | undefined): void => {
    const at = line(node);
    if (shape !== undefined && !rendering.some((r) => r.line === at && r.shape === shape))
      rendering.push({ line: at, shape });
  };
  const visit = (node: ts.Node): void => {
    const specifier = moduleSpecifier(node);
    if (specifier !== undefined) {
      imports.push(specifier);
      imported.push({ specifier, names: namesTaken(node) });
    }
    if (isGlobalProcess(node)) processUses.push(line(node));
    if (ts.isIdentifier(node) && isValueUse(node)) {
      if (node.text === 'process') processUses.push(line(node));
      if (node.text === 'console') consoleUses.push(line(node));
    }
    if (isText(node)) {
      if (COLOUR.test(node.text)) colourCodes.push(line(node));
      renders(node, markdownShape(node.text));
    }
    renders(node, renderShape(node));
    ts.forEachChild(node, visit);
  };
  visit(source);
  const names = declarations(source);
  return {
    imports,
    imported,
    processUses,
    colourCodes,
    consoleUses,
    declarations: names,
    rendering,
  };
}

/** A string, or a piece of a template: text the file writes. */
function isText(
  node: ts.Node,
): node is ts.StringLiteral | ts.NoSubstitutionTemplateLiteral | ts.TemplateLiteralLikeNode {
  return (
    ts.isStringLiteral(node) ||
    ts.isNoSubstitutionTemplateLiteral(node) ||
    ts.isTemplateHead(node) ||
    ts.isTemplateMiddle(node) ||
    ts.isTemplateTail(node)
  );
}

/** What `node`, which names a module, takes from it (see `Scan.imported`). */
function namesTaken(node: ts.Node): readonly string[] | 'all' {
  if (ts.isImportDeclaration(node)) {
    const clause = node.importClause;
    if (clause === undefined) return [];
    const names = clause.name === undefined ? [] : ['default'];
    const bindings = clause.namedBindings;
    if (bindings !== undefined && ts.isNamespaceImport(bindings)) return 'all';
    for (const element of bindings?.elements ?? [])
      names.push((element.propertyName ?? element.name).text);
    return names;
  }
  if (ts.isExportDeclaration(node)) {
    const clause = node.exportClause;
    if (clause === undefined || !ts.isNamedExports(clause)) return 'all';
    return clause.elements.map((element) => (element.propertyName ?? element.name).text);
  }
  return 'all';
}

function declarations(source: ts.SourceFile): string[] {
  const names = new Set<string>();
  const bind = (name: ts.BindingName): void => {
    if (ts.isIdentifier(name)) names.add(name.text);
    else
      for (const element of name.elements) if (!ts.isOmittedExpression(element)) bind(element.name);
  };
  for (const statement of source.statements) {
    if (ts.isVariableStatement(statement))
      for (const declaration of statement.declarationList.declarations) bind(declaration.name);
    else if (
      ts.isFunctionDeclaration(statement) ||
      ts.isClassDeclaration(statement) ||
      ts.isInterfaceDeclaration(statement) ||
      ts.isTypeAliasDeclaration(statement) ||
      ts.isEnumDeclaration(statement) ||
      ts.isModuleDeclaration(statement)
    ) {
      if (statement.name !== undefined && ts.isIdentifier(statement.name))
        names.add(statement.name.text);
    } else if (
      ts.isExportDeclaration(statement) &&
      statement.moduleSpecifier === undefined &&
      statement.exportClause !== undefined &&
      ts.isNamedExports(statement.exportClause)
    )
      for (const element of statement.exportClause.elements) names.add(element.name.text);
  }
  return [...names];
}

function moduleSpecifier(node: ts.Node): string | undefined {
  if (
    (ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) &&
    node.moduleSpecifier !== undefined &&
    ts.isStringLiteral(node.moduleSpecifier)
  )
    return node.moduleSpecifier.text;
  if (ts.isImportTypeNode(node) && ts.isLiteralTypeNode(node.argument)) {
    const literal = node.argument.literal;
    return ts.isStringLiteral(literal) ? literal.text : undefined;
  }
  if (ts.isCallExpression(node)) {
    const [first] = node.arguments;
    const dynamic = node.expression.kind === ts.SyntaxKind.ImportKeyword;
    const required = ts.isIdentifier(node.expression) && node.expression.text === 'require';
    if ((dynamic || required) && first !== undefined && ts.isStringLiteralLike(first))
      return first.text;
  }
  return undefined;
}

/** An identifier that names the global, not a property or a declaration's own name. */
function isValueUse(node: ts.Identifier): boolean {
  const parent = node.parent;
  if (ts.isPropertyAccessExpression(parent) && parent.name === node) return false;
  if (ts.isPropertyAssignment(parent) && parent.name === node) return false;
  if (ts.isPropertySignature(parent) || ts.isPropertyDeclaration(parent)) return false;
  if (ts.isMethodDeclaration(parent) || ts.isMethodSignature(parent)) return parent.name !== node;
  if (ts.isQualifiedName(parent) && parent.right === node) return false;
  return true;
}

/** The objects that hold the globals. */
const GLOBAL_OBJECTS = ['globalThis', 'global', 'window', 'self'];

/** `globalThis.process`, `global['process']`: the global under a property name. */
function isGlobalProcess(node: ts.Node): boolean {
  if (!ts.isPropertyAccessExpression(node) && !ts.isElementAccessExpression(node)) return false;
  if (!ts.isIdentifier(node.expression) || !GLOBAL_OBJECTS.includes(node.expression.text))
    return false;
  const key = ts.isPropertyAccessExpression(node) ? node.name : node.argumentExpression;
  return (ts.isIdentifier(key) || ts.isStringLiteralLike(key)) && key.text === 'process';
}
