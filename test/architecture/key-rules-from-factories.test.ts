import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const SRC = join(import.meta.dirname, '../../src');
/** The two factories every key rule comes from (`byTitle`, `byKey`). */
const FACTORIES = 'plan/key-rules.ts';
/** What only a key rule holds: how the live side holds the natural key, and its name. */
const KEY_RULE_PARTS = new Set(['liveKey', 'keyName']);

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return entry.name.endsWith('.ts') ? [path] : [];
  });
}

/** Each object literal of `text` that writes a key rule's own parts, by line. */
function writtenKeyRules(text: string): number[] {
  const source = ts.createSourceFile('source.ts', text, ts.ScriptTarget.ES2022, true);
  const lines: number[] = [];
  const visit = (node: ts.Node): void => {
    if (ts.isObjectLiteralExpression(node)) {
      const names = node.properties.flatMap((p) =>
        p.name !== undefined && ts.isIdentifier(p.name) ? [p.name.text] : [],
      );
      if (names.some((n) => KEY_RULE_PARTS.has(n))) {
        lines.push(source.getLineAndCharacterOfPosition(node.getStart(source)).line + 1);
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return lines;
}

describe('key rules', () => {
  it('are each made by byTitle or byKey (src/plan/key-rules.ts), never written out', () => {
    const written = sourceFiles(SRC).flatMap((file) => {
      const name = relative(SRC, file);
      if (name === FACTORIES) return [];
      return writtenKeyRules(readFileSync(file, 'utf8')).map((line) => `src/${name}:${line}`);
    });
    expect(written).toEqual([]);
  });

  it('are seen when written out', () => {
    const text = `const SPEC = { noun: 'team', liveKey: (l) => l.title, keyName: 'title' };`;
    expect(writtenKeyRules(text)).toEqual([1]);
  });
});
