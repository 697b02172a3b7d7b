/** Markdown inline tokens (text, marks, links) to the Document's texts and links. */
import type { Token, Tokens } from 'marked';
import type { DocInline, DocLeaf, DocMarkType, DocText } from './document-types.js';
import { MARK_ORDER } from './document-types.js';

/** Reports something the Document cannot hold, by name (`a table`, `raw HTML`). */
export type Refuse = (what: string) => void;

/** A paragraph's text and links, with adjacent leaves of the same marks joined. */
export function inlines(tokens: readonly Token[], refuse: Refuse): DocInline[] {
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
export function trimLines(nodes: DocInline[]): DocInline[] {
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
