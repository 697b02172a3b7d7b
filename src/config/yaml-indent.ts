import { Parser, type CST, type YAMLError } from 'yaml';

/** The `yaml` package's message for a key of a block mapping at another column. */
const MAPPING_COLUMN_MESSAGE = 'All mapping items must start at the same column';

type LinePos = (offset: number) => { readonly line: number; readonly col: number };

/**
 * Where to report one of the `yaml` package's syntax problems: its own offset, except
 * for a mapping key indented off its siblings' column, placed at that key
 * (`misplacedKeyAfter`) with a hint naming both columns.
 */
export function syntaxPlace(
  text: string,
  problem: YAMLError,
  linePos: LinePos,
): { readonly offset: number; readonly hint?: string } {
  const offset = problem.pos[0];
  if (problem.code !== 'BAD_INDENT' || !problem.message.startsWith(MAPPING_COLUMN_MESSAGE)) {
    return { offset };
  }
  const key = misplacedKeyAfter(text, offset);
  if (key === undefined) return { offset };
  const col = linePos(key.offset).col;
  const sibling = linePos(key.sibling);
  return {
    offset: key.offset,
    hint: `\`${key.key}\` starts at column ${col}, the keys of the mapping it is read in at column ${sibling.col} (\`${key.siblingKey}\`, line ${sibling.line}): line it up with the keys of the mapping it belongs to`,
  };
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
 * so the key in error is the first whose indent differs from its mapping's at or after
 * the reported offset. Undefined when the tokens hold no such key (then the package's
 * own offset stands).
 */
export function misplacedKeyAfter(text: string, offset: number): MisplacedKey | undefined {
  let found: MisplacedKey | undefined;
  const visit = (token: CST.Token | null | undefined): void => {
    if (token === null || token === undefined || found !== undefined) return;
    if (token.type === 'document') return visit(token.value);
    if (token.type === 'block-seq') {
      for (const item of token.items) visit(item.value);
      return;
    }
    if (token.type !== 'block-map') return;
    const first = token.items[0] === undefined ? undefined : lead(token.items[0]);
    for (const item of token.items) {
      const here = lead(item);
      if (first && here && here.indent !== token.indent && here.offset >= offset) {
        const [key, siblingKey] = [shown(text, here), shown(text, first)];
        found = { offset: here.offset, key, sibling: first.offset, siblingKey };
        return;
      }
      visit(item.key);
      visit(item.value);
    }
  };
  for (const token of new Parser().parse(text)) {
    visit(token);
    if (found !== undefined) break;
  }
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
