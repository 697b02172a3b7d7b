import { Parser, type CST, type YAMLError } from 'yaml';

/** The `yaml` package's message for a key of a block mapping at another column. */
const MAPPING_COLUMN_MESSAGE = 'All mapping items must start at the same column';

type LinePos = (offset: number) => { readonly line: number; readonly col: number };

/** Where a syntax problem is reported, and a hint when docform has one. */
export interface SyntaxPlace {
  readonly offset: number;
  readonly hint?: string;
}

/**
 * Where to report each of the `yaml` package's syntax problems: its own offset, except
 * for a mapping key indented off its siblings' column, placed at that key
 * (`misplacedKeys`) with a hint naming both columns. The tokens are read once, and only
 * when there is such a problem.
 */
export function syntaxPlaces(
  text: string,
  problems: readonly YAMLError[],
  linePos: LinePos,
): SyntaxPlace[] {
  let keys: readonly MisplacedKey[] | undefined;
  return problems.map((problem) => {
    const offset = problem.pos[0];
    if (problem.code !== 'BAD_INDENT' || !problem.message.startsWith(MAPPING_COLUMN_MESSAGE)) {
      return { offset };
    }
    keys ??= misplacedKeys(text);
    const key = keys.find((k) => k.offset >= offset);
    if (key === undefined) return { offset };
    const col = linePos(key.offset).col;
    const sibling = linePos(key.sibling);
    return {
      offset: key.offset,
      hint: `\`${key.key}\` starts at column ${col}, the keys of the mapping it is read in at column ${sibling.col} (\`${key.siblingKey}\`, line ${sibling.line}): line it up with the keys of the mapping it belongs to`,
    };
  });
}

/** Problems that report a line indented off its mapping: a tab, or a key at another column. */
const INDENT_CODES: ReadonlySet<string> = new Set(['BAD_INDENT', 'TAB_AS_INDENT']);

/**
 * What the `yaml` package reports when, past a line indented off its mapping, it reads
 * the keys below as one long implicit key: a "Nested mappings are not allowed in compact
 * mappings" and an "Implicit keys need to be on a single line" on each of the next lines,
 * which are well written.
 */
const CASCADE_CODES: ReadonlySet<string> = new Set([
  'BLOCK_AS_IMPLICIT_KEY',
  'MULTILINE_IMPLICIT_KEY',
]);

/**
 * The syntax problems worth reporting: all of them, but for the implicit-key problems
 * that follow an indentation problem, which are its echo on the lines after it (a key
 * one column left of its siblings gave nine errors, eight of them on correct lines).
 * Every indentation problem is kept, so two keys off their columns are each reported;
 * an implicit-key problem before the first one is a problem of its own and kept too.
 */
export function withoutCascades(problems: readonly YAMLError[]): YAMLError[] {
  let indented = false;
  return problems.filter((problem) => {
    if (INDENT_CODES.has(problem.code)) indented = true;
    return !(indented && CASCADE_CODES.has(problem.code));
  });
}

/** A key whose indent differs from its mapping's, and where its siblings start. */
interface MisplacedKey {
  /** Offset of the key (or of its `?`) as written. */
  readonly offset: number;
  /** The key as written, cut short. */
  readonly key: string;
  /** Offset of the mapping's first key: the column the others keep. */
  readonly sibling: number;
  readonly siblingKey: string;
}

/**
 * The `yaml` package reports a mapping key indented off its siblings' column (a block
 * pasted one space off) at the end of the item before it, which is the first of the
 * comment lines above the key, or the start of the key's own line: not where the
 * mistake is. The parser's tokens (its CST) keep each key's indent beside its mapping's,
 * so the key of such a problem is the first at or after the reported offset whose
 * indent differs from its mapping's. These keys, in the order they are written.
 */
function misplacedKeys(text: string): MisplacedKey[] {
  const found: MisplacedKey[] = [];
  const visit = (token: CST.Token | null | undefined): void => {
    if (token === null || token === undefined) return;
    if (token.type === 'document') return visit(token.value);
    if (token.type === 'block-seq') {
      for (const item of token.items) visit(item.value);
      return;
    }
    if (token.type !== 'block-map') return;
    const first = token.items[0] === undefined ? undefined : lead(token.items[0]);
    for (const item of token.items) {
      const here = lead(item);
      if (first && here && here.indent !== token.indent) {
        const [key, siblingKey] = [shown(text, here), shown(text, first)];
        found.push({ offset: here.offset, key, sibling: first.offset, siblingKey });
      }
      visit(item.key);
      visit(item.value);
    }
  };
  for (const token of new Parser().parse(text)) visit(token);
  return found;
}

interface Lead {
  readonly offset: number;
  readonly indent: number;
  /** Where the key's text ends, for showing it. */
  readonly end: number;
}

/** The token an item of a block mapping starts with: its `?`, else its key. */
function lead(item: CST.BlockMap['items'][number]): Lead | undefined {
  const explicit = item.start.find((t) => t.type === 'explicit-key-ind');
  if (explicit !== undefined && 'indent' in explicit) {
    return { offset: explicit.offset, indent: explicit.indent, end: explicit.offset + 1 };
  }
  const key = item.key;
  if (key === undefined || key === null || !('indent' in key) || !('offset' in key)) {
    return undefined;
  }
  const source = 'source' in key && typeof key.source === 'string' ? key.source : '';
  return { offset: key.offset, indent: key.indent, end: key.offset + source.length };
}

function shown(text: string, at: Lead): string {
  const written = text.slice(at.offset, at.end).split('\n')[0] ?? '';
  return written.length > 40 ? `${written.slice(0, 39)}…` : written;
}
