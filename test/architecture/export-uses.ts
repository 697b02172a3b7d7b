import { dirname, resolve } from 'node:path';
import ts from 'typescript';

/** One source file as the export check reads it: what it exports and what it imports. */
export interface ModuleFacts {
  /** Names the file exports: declarations, `export { ... }` lists and re-exports. */
  readonly exports: readonly string[];
  /** Each name imported or re-exported from another file of the tree, by resolved path. */
  readonly uses: readonly { readonly file: string; readonly name: string }[];
  /** Files the module imports whole (`import * as`, `export *`, dynamic `import()`). */
  readonly wholeUses: readonly string[];
}

/**
 * Reads `text` (the file at `path`) as TypeScript: which names it exports and which names
 * of which relative modules it imports, `.js` specifiers resolved to the `.ts` file.
 * Package and `node:` imports are not the tree's, so they are left out.
 */
export function moduleFacts(path: string, text: string): ModuleFacts {
  const source = ts.createSourceFile(path, text, ts.ScriptTarget.ES2022, true);
  const exports: string[] = [];
  const uses: { file: string; name: string }[] = [];
  const wholeUses: string[] = [];
  const target = (specifier: ts.Expression | undefined): string | undefined => {
    if (specifier === undefined || !ts.isStringLiteralLike(specifier)) return undefined;
    if (!specifier.text.startsWith('.')) return undefined;
    return resolve(dirname(path), specifier.text.replace(/\.js$/, '.ts'));
  };
  const visit = (node: ts.Node): void => {
    if (ts.isImportDeclaration(node)) {
      const file = target(node.moduleSpecifier);
      const bindings = node.importClause?.namedBindings;
      if (file !== undefined && bindings !== undefined) {
        if (ts.isNamespaceImport(bindings)) wholeUses.push(file);
        else for (const e of bindings.elements) uses.push({ file, name: importedName(e) });
      }
      if (file !== undefined && node.importClause?.name !== undefined)
        uses.push({ file, name: 'default' });
    } else if (ts.isExportDeclaration(node)) {
      const file = target(node.moduleSpecifier);
      const clause = node.exportClause;
      if (clause === undefined) {
        if (file !== undefined) wholeUses.push(file);
      } else if (ts.isNamedExports(clause)) {
        for (const e of clause.elements) {
          exports.push(e.name.text);
          if (file !== undefined) uses.push({ file, name: importedName(e) });
        }
      }
    } else if (isExported(node)) {
      exports.push(...declaredNames(node));
    } else if (ts.isCallExpression(node) && node.expression.kind === ts.SyntaxKind.ImportKeyword) {
      const file = target(node.arguments[0]);
      if (file !== undefined) wholeUses.push(file);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return { exports, uses, wholeUses };
}

/** `a` of `{ a as b }`, and `a` of `{ a }`. */
function importedName(e: ts.ImportSpecifier | ts.ExportSpecifier): string {
  return (e.propertyName ?? e.name).text;
}

function isExported(node: ts.Node): boolean {
  return (
    ts.canHaveModifiers(node) &&
    (ts.getModifiers(node) ?? []).some((m) => m.kind === ts.SyntaxKind.ExportKeyword)
  );
}

function declaredNames(node: ts.Node): string[] {
  if (ts.isVariableStatement(node)) {
    return node.declarationList.declarations.flatMap((d) =>
      ts.isIdentifier(d.name) ? [d.name.text] : [],
    );
  }
  if (
    ts.isFunctionDeclaration(node) ||
    ts.isClassDeclaration(node) ||
    ts.isInterfaceDeclaration(node) ||
    ts.isTypeAliasDeclaration(node) ||
    ts.isEnumDeclaration(node)
  ) {
    return node.name === undefined ? ['default'] : [node.name.text];
  }
  return [];
}
