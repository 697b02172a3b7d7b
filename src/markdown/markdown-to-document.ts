import type { Token, Tokens } from 'marked';
import type {
  AgentDocument,
  DocBlock,
  DocItemBlock,
  DocListItem,
  DocQuote,
} from './document-types.js';
import { inlines, trimLines, type Refuse } from './inlines-from-markdown.js';
import { markedLexer } from './marked-lexer.js';

/** Something the Markdown holds that the Document cannot (a table, raw HTML), and where. */
export interface Unexpressible {
  readonly what: string;
  /** 1-based line of the Markdown block holding it. */
  readonly line: number;
}

export interface Converted {
  readonly document: AgentDocument;
  /** Empty when the whole Markdown was converted. */
  readonly unexpressible: readonly Unexpressible[];
}

/**
 * Markdown (CommonMark with GitHub's extensions, read by `marked`'s lexer) to the API's
 * Document: headings 1 to 3, paragraphs, ordered, unordered and task lists (nested),
 * fenced and indented code, quotes, thematic breaks, links, bold, italic,
 * strikethrough and inline code. Anything else is listed in `unexpressible` (and left
 * out of the document), so that `validate` can refuse it by name.
 */
export function markdownToDocument(markdown: string): Converted {
  const problems: Unexpressible[] = [];
  const tokens = markedLexer().lex(markdown, { gfm: true });
  const nodes: DocBlock[] = [];
  let line = 1;
  for (const token of tokens) {
    const at = line;
    const refuse = (what: string): void => {
      problems.push({ what, line: at });
    };
    nodes.push(...blocks([token], refuse));
    line += (token.raw.match(/\n/g) ?? []).length;
  }
  return { document: { object: 'document', data: {}, nodes }, unexpressible: problems };
}

function blocks(tokens: readonly Token[], refuse: Refuse): DocBlock[] {
  const out: DocBlock[] = [];
  for (const token of tokens) {
    const block = BLOCKS[token.type]?.(token, refuse);
    if (block === undefined) {
      if (!SKIPPED.has(token.type)) refuse(NAMES[token.type] ?? `Markdown "${token.type}"`);
      continue;
    }
    if (block !== null) out.push(block);
  }
  return out;
}

/** Tokens that hold nothing: blank lines, and link definitions (their links are resolved). */
const SKIPPED = new Set(['space', 'def']);

/** How the refusals name what Markdown has and the Document has not. */
const NAMES: Readonly<Record<string, string>> = {
  table: 'a table',
  html: 'raw HTML',
  image: 'an image',
  footnote: 'a footnote',
};

type BlockOf = (token: Token, refuse: Refuse) => DocBlock | null | undefined;

const BLOCKS: Readonly<Record<string, BlockOf>> = {
  heading: (token, refuse) => {
    const { depth, tokens } = token as Tokens.Heading;
    if (depth > 3) {
      refuse(`a heading of level ${depth} (the Document has levels 1 to 3)`);
      return null;
    }
    const type = `heading-${depth}` as 'heading-1' | 'heading-2' | 'heading-3';
    const nodes = trimLines(inlines(tokens, refuse));
    // a heading is one line (a setext heading may be written on several)
    for (const node of nodes) {
      const text = node.object === 'text' ? node : node.nodes[0];
      for (const leaf of text?.leaves ?? []) leaf.text = leaf.text.replaceAll('\n', ' ');
    }
    return { object: 'block', type, data: {}, nodes };
  },
  paragraph: (token, refuse) => {
    // GitHub's footnote definitions, which the lexer reads as a paragraph after a block
    if (/^ {0,3}\[\^[^\]\s]+\]:/m.test(token.raw)) refuse('a footnote');
    return paragraph((token as Tokens.Paragraph).tokens, refuse);
  },
  // the text of a tight list item is a paragraph in the Document
  text: (token, refuse) => {
    const text = token as Tokens.Text;
    return paragraph(text.tokens ?? [{ type: 'text', raw: text.raw, text: text.text }], refuse);
  },
  list: (token, refuse) => list(token as Tokens.List, refuse),
  code: (token) => {
    const { lang, text } = token as Tokens.Code;
    const syntax = lang?.trim() ?? '';
    return {
      object: 'block',
      type: 'code',
      data: syntax === '' ? {} : { syntax },
      // trailing blank lines are not kept: the lexer reads them back inconsistently
      nodes: text
        .replace(/\n+$/, '')
        .split('\n')
        .map((line) => ({
          object: 'block',
          type: 'code-line',
          data: {},
          nodes: [{ object: 'text', leaves: [{ object: 'leaf', text: line, marks: [] }] }],
        })),
    };
  },
  blockquote: (token, refuse) => quote((token as Tokens.Blockquote).tokens, refuse),
  hr: () => ({ object: 'block', type: 'divider', isVoid: true, data: {} }),
  def: (token, refuse) => {
    if ((token as Tokens.Def).tag.startsWith('^')) refuse('a footnote');
    return null;
  },
};

function paragraph(tokens: readonly Token[], refuse: Refuse): DocBlock | null {
  const nodes = trimLines(inlines(tokens, refuse));
  return nodes.length === 0 ? null : { object: 'block', type: 'paragraph', nodes };
}

function quote(tokens: readonly Token[], refuse: Refuse): DocQuote {
  const nodes: DocQuote['nodes'] = [];
  for (const block of blocks(tokens, refuse)) {
    if (block.type === 'code') refuse('a code block inside a quote');
    else nodes.push(block);
  }
  return { object: 'block', type: 'blockquote', nodes };
}

function list(token: Tokens.List, refuse: Refuse): DocBlock | null {
  const tasks = token.items.filter((item) => item.task).length;
  if (tasks > 0 && tasks < token.items.length) {
    refuse('a list mixing task items and other items');
    return null;
  }
  const items = token.items.map((item): DocListItem => {
    const nodes = blocks(
      item.tokens.filter((t) => t.type !== 'checkbox'),
      refuse,
    ) as DocItemBlock[];
    return tasks > 0
      ? { object: 'block', type: 'list-item', nodes, data: { checked: item.checked === true } }
      : { object: 'block', type: 'list-item', nodes };
  });
  if (tasks > 0) return { object: 'block', type: 'list-tasks', nodes: items };
  if (!token.ordered) return { object: 'block', type: 'list-unordered', nodes: items };
  const start = typeof token.start === 'number' ? token.start : 1;
  return {
    object: 'block',
    type: 'list-ordered',
    data: start === 1 ? {} : { start },
    nodes: items,
  };
}
