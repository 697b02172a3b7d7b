/**
 * Speed by doing less, not by reaching into a library (CONTRIBUTING.md, "Fast by doing
 * less"): src takes a package only through what the package publishes (its `exports`
 * map, or its entry when it has none), and where code does read a library's undocumented
 * definitions (the fast schema check reads zod's), package.json pins that library's
 * exact version, so an install never meets a release that moved them.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const ROOT = resolve(import.meta.dirname, '../..');
const SRC = join(ROOT, 'src');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.d.ts') ? [path] : [];
  });
}

/**
 * The package specifiers a file imports at run time: static imports and re-exports that
 * are not type-only, `import()` and `require`. A type-only import is erased by the build
 * and runs nothing of the package.
 */
function runtimeImports(file: string): string[] {
  const text = readFileSync(file, 'utf8');
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.ES2022, true);
  const found: string[] = [];
  const visit = (node: ts.Node): void => {
    if (ts.isImportDeclaration(node) && ts.isStringLiteral(node.moduleSpecifier)) {
      if (node.importClause?.isTypeOnly !== true) found.push(node.moduleSpecifier.text);
    } else if (ts.isExportDeclaration(node) && node.moduleSpecifier !== undefined) {
      if (!node.isTypeOnly && ts.isStringLiteral(node.moduleSpecifier)) {
        found.push(node.moduleSpecifier.text);
      }
    } else if (ts.isCallExpression(node) && node.arguments.length === 1) {
      const [argument] = node.arguments;
      const dynamic = node.expression.kind === ts.SyntaxKind.ImportKeyword;
      const required = ts.isIdentifier(node.expression) && node.expression.text === 'require';
      if ((dynamic || required) && argument !== undefined && ts.isStringLiteral(argument)) {
        found.push(argument.text);
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found.filter((s) => !s.startsWith('.') && !s.startsWith('node:'));
}

/** `@scope/name/sub/path` -> [`@scope/name`, `./sub/path`]; no subpath -> `.`. */
function splitSpecifier(specifier: string): [string, string] {
  const parts = specifier.split('/');
  const size = specifier.startsWith('@') ? 2 : 1;
  const rest = parts.slice(size).join('/');
  return [parts.slice(0, size).join('/'), rest === '' ? '.' : `./${rest}`];
}

interface PackageJson {
  readonly exports?: unknown;
  readonly dependencies?: Record<string, string>;
  readonly devDependencies?: Record<string, string>;
}

function readJson(path: string): PackageJson {
  return JSON.parse(readFileSync(path, 'utf8')) as PackageJson;
}

/** Whether the package publishes `subpath`: a key of its `exports`, or `.` when it has none. */
function published(name: string, subpath: string): boolean {
  const { exports } = readJson(join(ROOT, 'node_modules', name, 'package.json'));
  if (exports === undefined) return subpath === '.';
  if (typeof exports === 'string' || Array.isArray(exports)) return subpath === '.';
  const keys = Object.keys(exports as object);
  if (!keys.some((key) => key.startsWith('.'))) return subpath === '.';
  return keys.some((key) =>
    key.includes('*')
      ? subpath.startsWith(key.slice(0, key.indexOf('*'))) &&
        subpath.endsWith(key.slice(key.indexOf('*') + 1))
      : key === subpath,
  );
}

describe("libraries' internals", () => {
  const files = sourceFiles(SRC);

  it('src imports each package only through what the package publishes', () => {
    const unpublished = files.flatMap((file) =>
      runtimeImports(file)
        .filter((specifier) => !published(...splitSpecifier(specifier)))
        .map((specifier) => `${relative(ROOT, file)}: ${specifier}`),
    );
    expect(unpublished).toEqual([]);
  });

  it("zod's exact version is pinned while src reads zod's definitions", () => {
    const readers = files.filter((file) => /\._zod\b/.test(readFileSync(file, 'utf8')));
    const pkg = readJson(join(ROOT, 'package.json'));
    const range = pkg.dependencies?.zod ?? pkg.devDependencies?.zod ?? '';
    // with no reader left, any range will do
    expect(range).toMatch(readers.length > 0 ? /^\d+\.\d+\.\d+$/ : /^/);
  });
});
