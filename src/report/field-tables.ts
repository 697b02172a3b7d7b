import type { FieldDoc } from '../model/fields/field-doc.js';

const HEADER = ['Field', 'Type', 'Required', '`null` removes', 'Notes'] as const;

/**
 * A kind's fields as the Markdown table of docs/config.md, one row per field of its
 * table, with its columns padded as prettier pads them, so the generated page passes
 * `prettier --check` as written.
 */
export function renderFieldTable(docs: readonly FieldDoc[]): string {
  const rows = docs.map((d) => [
    `\`${d.name}\``,
    d.type,
    d.required ? 'yes' : '',
    d.removable ? 'yes' : '',
    d.doc,
  ]);
  const cells = [[...HEADER], ...rows].map((row) => row.map(cell));
  const widths = HEADER.map((_, i) => Math.max(3, ...cells.map((row) => (row[i] ?? '').length)));
  const line = (row: readonly string[]) =>
    `| ${row.map((text, i) => text.padEnd(widths[i] ?? 0)).join(' | ')} |`;
  const [head, ...body] = cells;
  return [line(head ?? []), line(widths.map((w) => '-'.repeat(w))), ...body.map(line)].join('\n');
}

/** A cell's text: a `|` would end the cell, also inside a code span (GFM). */
function cell(text: string): string {
  return text.replace(/\|/g, '\\|');
}

/** The text of docs/config.md with every kind's table regenerated, and what did not fit. */
export interface FieldTablesUpdate {
  readonly text: string;
  /** Kinds that have a table and no `<!-- fields:KIND -->` block in the text. */
  readonly missing: readonly string[];
  /** Blocks that name a kind without a table. */
  readonly unknown: readonly string[];
}

const BLOCK = /<!-- fields:([\w-]+) -->\n[\s\S]*?<!-- \/fields:\1 -->/g;

/**
 * Replaces what lies between `<!-- fields:KIND -->` and `<!-- /fields:KIND -->` with
 * KIND's generated table; the prose around the blocks stays as written.
 */
export function withFieldTables(
  markdown: string,
  tables: Readonly<Record<string, readonly FieldDoc[] | undefined>>,
): FieldTablesUpdate {
  const seen = new Set<string>();
  const unknown: string[] = [];
  const text = markdown.replace(BLOCK, (block, kind: string) => {
    const docs = tables[kind];
    if (docs === undefined) {
      unknown.push(kind);
      return block;
    }
    seen.add(kind);
    return `<!-- fields:${kind} -->\n\n${renderFieldTable(docs)}\n\n<!-- /fields:${kind} -->`;
  });
  const missing = Object.keys(tables).filter((kind) => !seen.has(kind));
  return { text, missing, unknown };
}
