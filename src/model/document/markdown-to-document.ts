import { Lexer, type Token, type Tokens } from 'marked';
import type {
  AgentDocument,
  DocBlock,
  DocInline,
  DocItemBlock,
  DocLeaf,
  DocListItem,
  DocMarkType,
  DocQuote,
  DocText,
} from './document-types.js';
import { MARK_ORDER } from './document-types.js';

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
  const tokens = Lexer.lex(markdown, { gfm: true });
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

type Refuse = (what: string) => void;

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

/** A paragraph's text and links, with adjacent leaves of the same marks joined. */
function inlines(tokens: readonly Token[], refuse: Refuse): DocInline[] {
  const out: DocInline[] = [];
  const add = (leaf: DocLeaf): void => {
    const last = out[out.length - 1];
    if (last?.object === 'text') pushLeaf(last, leaf);
    else out.push({ object: 'text', leaves: [leaf] });
  };
  walkInline(tokens, [], refuse, add, (link) => out.push(link));
  for (const node of out) {
    const text = node.object === 'text' ? node : node.nodes[0];
    if (text) text.leaves = spacesUnmarked(text.leaves);
  }
  return out;
}

/**
 * No blank at either end of a paragraph, nor around its line breaks (a hard break, a
 * trailing space): Markdown cannot write them, so the Document holds none. Code keeps
 * its spaces.
 */
function trimLines(nodes: DocInline[]): DocInline[] {
  const leaves = nodes.flatMap((n) =>
    n.object === 'text' ? n.leaves : (n.nodes[0]?.leaves ?? []),
  );
  for (const leaf of leaves) {
    if (!leaf.marks.some((m) => m.type === 'code'))
      leaf.text = leaf.text.replace(/[ \t]*\n[ \t]*/g, '\n');
  }
  const plain = leaves.filter((l) => !l.marks.some((m) => m.type === 'code'));
  const first = leaves[0];
  const last = leaves[leaves.length - 1];
  if (first && plain.includes(first)) first.text = first.text.replace(/^\s+/, '');
  if (last && plain.includes(last)) last.text = last.text.replace(/\s+$/, '');
  for (const node of nodes) {
    const text = node.object === 'text' ? node : node.nodes[0];
    if (text) text.leaves = text.leaves.filter((l) => l.text !== '');
  }
  return nodes.filter((n) => n.object !== 'text' || n.leaves.length > 0);
}

/**
 * Spaces at either end of a marked leaf (`**bold **`) unmarked: Markdown cannot write
 * them inside the delimiters, so the Document holds them outside (code keeps its own).
 */
function spacesUnmarked(leaves: readonly DocLeaf[]): DocLeaf[] {
  const out: DocText = { object: 'text', leaves: [] };
  for (const leaf of leaves) {
    if (leaf.marks.length === 0 || leaf.marks.some((m) => m.type === 'code')) {
      pushLeaf(out, { ...leaf });
      continue;
    }
    const lead = /^\s*/.exec(leaf.text)?.[0] ?? '';
    const body = leaf.text.slice(lead.length).trimEnd();
    const trail = leaf.text.slice(lead.length + body.length);
    pushLeaf(out, { object: 'leaf', text: lead, marks: [] });
    pushLeaf(out, { ...leaf, text: body });
    pushLeaf(out, { object: 'leaf', text: trail, marks: [] });
  }
  return out.leaves;
}

function walkInline(
  tokens: readonly Token[],
  marks: readonly DocMarkType[],
  refuse: Refuse,
  leaf: (leaf: DocLeaf) => void,
  link: ((link: DocInline) => void) | undefined,
): void {
  for (const token of tokens) {
    const nested = 'tokens' in token && Array.isArray(token.tokens) ? token.tokens : undefined;
    switch (token.type) {
      case 'text':
        if (nested) walkInline(nested, marks, refuse, leaf, link);
        else leaf(makeLeaf(decodeEntities((token as Tokens.Text).text), marks));
        break;
      case 'escape':
        leaf(makeLeaf((token as Tokens.Escape).text, marks));
        break;
      case 'codespan':
        leaf(makeLeaf((token as Tokens.Codespan).text, [...marks, 'code']));
        break;
      case 'br':
        leaf(makeLeaf('\n', marks));
        break;
      case 'strong':
      case 'em':
      case 'del':
        walkInline(nested ?? [], [...marks, MARK_OF[token.type]], refuse, leaf, link);
        break;
      case 'link':
        linkOf(token as Tokens.Link, marks, refuse, link);
        break;
      case 'image':
        refuse('an image');
        break;
      case 'html':
        refuse('raw HTML');
        break;
      default:
        refuse(`Markdown "${token.type}"`);
    }
  }
}

const MARK_OF: Readonly<Record<'strong' | 'em' | 'del', DocMarkType>> = {
  strong: 'bold',
  em: 'italic',
  del: 'strikethrough',
};

function linkOf(
  token: Tokens.Link,
  marks: readonly DocMarkType[],
  refuse: Refuse,
  add: ((link: DocInline) => void) | undefined,
): void {
  if (add === undefined) {
    refuse('a link inside a link');
    return;
  }
  if (token.title) refuse('a link title');
  const text: DocText = { object: 'text', leaves: [] };
  walkInline(token.tokens, marks, refuse, (l) => pushLeaf(text, l), undefined);
  add({
    object: 'inline',
    type: 'link',
    data: { ref: { kind: 'url', url: token.href } },
    nodes: text.leaves.length === 0 ? [] : [text],
  });
}

function makeLeaf(text: string, marks: readonly DocMarkType[]): DocLeaf {
  const types = MARK_ORDER.filter((m) => marks.includes(m));
  return { object: 'leaf', text, marks: types.map((type) => ({ object: 'mark', type })) };
}

function sameMarks(a: DocLeaf, b: DocLeaf): boolean {
  return a.marks.length === b.marks.length && a.marks.every((m, i) => m.type === b.marks[i]?.type);
}

/** Adds a leaf, joined to the last one when their marks are the same. */
function pushLeaf(text: DocText, leaf: DocLeaf): void {
  if (leaf.text === '') return;
  const last = text.leaves[text.leaves.length - 1];
  if (last && sameMarks(last, leaf)) last.text += leaf.text;
  else text.leaves.push(leaf);
}

const ENTITIES: Readonly<Record<string, string>> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: '\u00a0',
};

/**
 * The lexer leaves character references in text for its HTML renderer: the Document
 * holds the characters. Named references other than these few stay as written.
 */
function decodeEntities(text: string): string {
  return text.replace(/&(#[0-9]{1,7}|#[xX][0-9a-fA-F]{1,6}|[a-zA-Z]+);/g, (whole, ref: string) => {
    if (ref.startsWith('#')) {
      const code =
        ref[1] === 'x' || ref[1] === 'X' ? parseInt(ref.slice(2), 16) : parseInt(ref.slice(1), 10);
      return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : '\ufffd';
    }
    return ENTITIES[ref] ?? whole;
  });
}
