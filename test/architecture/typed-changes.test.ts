import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

/**
 * A planned change carries its row's value types to the sender that writes it
 * (docs/architecture.md, "Typed changes"): the plan's change types hold no `unknown`
 * (nor `any`), and the handlers, which send the changes, read typed values with no
 * type assertion (`as T`, `<T>x`; `as const` fixes a literal and asserts nothing).
 */
const SRC = join(import.meta.dirname, '../../src');

function parsed(file: string): ts.SourceFile {
  return ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true);
}

/** `name:line` of every node `found` picks, walking the whole tree of `file`. */
function sites(file: string, found: (node: ts.Node) => string | undefined): string[] {
  const source = parsed(file);
  const out: string[] = [];
  const visit = (node: ts.Node): void => {
    const what = found(node);
    if (what !== undefined) {
      const line = source.getLineAndCharacterOfPosition(node.getStart(source)).line + 1;
      out.push(`${what}:${line}`);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return out;
}

/** The name of the top-level declaration holding `node`. */
function declarationOf(node: ts.Node): string {
  let at: ts.Node | undefined = node;
  while (at !== undefined && !ts.isSourceFile(at.parent)) at = at.parent;
  const named = at as ts.Node & { name?: ts.Node };
  return named.name !== undefined && ts.isIdentifier(named.name) ? named.name.text : '?';
}

function isAsConst(node: ts.AsExpression): boolean {
  return (
    ts.isTypeReferenceNode(node.type) &&
    ts.isIdentifier(node.type.typeName) &&
    node.type.typeName.text === 'const'
  );
}

describe('a planned change is typed by its row', () => {
  it.each(['model/plan.ts', 'model/planned-fields.ts'])(
    'src/%s: no change type holds `unknown` or `any`',
    (file) => {
      const loose = sites(join(SRC, file), (node) =>
        node.kind === ts.SyntaxKind.UnknownKeyword || node.kind === ts.SyntaxKind.AnyKeyword
          ? declarationOf(node)
          : undefined,
      );
      expect(loose).toEqual([]);
    },
  );

  it('src/apply/handlers: no type assertion but `as const`', () => {
    const dir = join(SRC, 'apply/handlers');
    const casts = readdirSync(dir)
      .filter((name) => name.endsWith('.ts'))
      .flatMap((name) =>
        sites(join(dir, name), (node) => {
          if (ts.isAsExpression(node) && !isAsConst(node)) return name;
          if (ts.isTypeAssertionExpression(node)) return name;
          return undefined;
        }),
      );
    expect(casts).toEqual([]);
  });

  /**
   * Where a generic kind, field name or table hides from TypeScript that a value is its
   * row's, the assertion is made once, in a helper that says why; its callers read and
   * write typed values. Each file here may assert a type only in the functions named.
   */
  const ASSERTING_HELPERS: Readonly<Record<string, readonly string[]>> = {
    'model/field-change.ts': ['fieldChange', 'changeNamed'],
    'model/grant-removals.ts': [],
    'plan/attention-roles.ts': [],
    'plan/compare-fields.ts': ['maskLike'],
    'plan/delete-contents.ts': [],
    'apply/resolve-refs.ts': [],
    'apply/grants.ts': [],
    'apply/senders.ts': [],
    'apply/wire.ts': ['wireValue', 'bodyKeysOf', 'bodyOf', 'valueVia'],
    'api/resources/customization.ts': ['settingsBody'],
    'api/official-enum.ts': ['officialEnum'],
    'api/resources/permissions.ts': [],
    'api/resources/team-members.ts': [],
    'api/resources/git-sync.ts': [],
  };

  it.each(Object.entries(ASSERTING_HELPERS))(
    'src/%s: a type is asserted only in its one helper',
    (file, helpers) => {
      const casts = sites(join(SRC, file), (node) =>
        (ts.isAsExpression(node) && !isAsConst(node)) || ts.isTypeAssertionExpression(node)
          ? declarationOf(node)
          : undefined,
      ).map((site) => site.replace(/:\d+$/, ''));
      expect(casts.filter((name) => !helpers.includes(name))).toEqual([]);
      expect(new Set(casts).size).toBe(casts.length);
    },
  );
});
