/** The Document's texts and links written as Markdown, escaped so they read back the same. */
import type { DocMarkType } from './document-types.js';
import { MARK_ORDER } from './document-types.js';
import { childrenOf, isJson, type Json } from './json-nodes.js';

export interface Leaf {
  readonly text: string;
  readonly marks: readonly DocMarkType[];
}

export function leavesOf(node: Json): Leaf[] {
  const leaves = Array.isArray(node.leaves) ? node.leaves.filter(isJson) : [];
  return leaves.map((leaf) => {
    const marks = Array.isArray(leaf.marks) ? leaf.marks.filter(isJson).map((m) => m.type) : [];
    return {
      text: typeof leaf.text === 'string' ? leaf.text : '',
      marks: MARK_ORDER.filter((m) => marks.includes(m)),
    };
  });
}

export function link(node: Json): string {
  const data = isJson(node.data) ? node.data : {};
  const ref = isJson(data.ref) ? data.ref : {};
  const url = typeof ref.url === 'string' ? ref.url : '';
  // parentheses escaped too: the lexer misreads `\\](` inside a link's text
  const text = leafRun(childrenOf(node).flatMap(leavesOf), true);
  return `[${text}](${destination(url)})`;
}

/**
 * A link's URL as Markdown reads it back. Balanced parentheses are written as they are
 * (`.../Foo_(bar)`); a URL Markdown cannot hold as it is (a space, an unbalanced
 * parenthesis, `<`, `>`, `[`, `]`, `\\`) has those characters percent-encoded, which
 * names the same resource.
 */
function destination(url: string): string {
  const unsafe = /[\s<>[\]\\]/.test(url) || !balanced(url);
  if (!unsafe) return url;
  return url.replace(
    /[\s<>[\]\\()]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase().padStart(2, '0')}`,
  );
}

function balanced(url: string): boolean {
  let depth = 0;
  for (const c of url) {
    if (c === '(') depth += 1;
    if (c === ')') depth -= 1;
    if (depth < 0) return false;
  }
  return depth === 0;
}

const DELIMITER: Readonly<Record<DocMarkType, string>> = {
  bold: '**',
  italic: '*',
  strikethrough: '~~',
  code: '',
};

/**
 * Leaves as Markdown: marks opened and closed as they change from leaf to leaf (so
 * `**a *b***`, not `**a*****b***`), whitespace kept outside the delimiters.
 */
export function leafRun(leaves: readonly Leaf[], inLink = false): string {
  let out = '';
  const open: DocMarkType[] = [];
  const close = (count: number): void => {
    while (open.length > count) out += DELIMITER[open.pop() as DocMarkType];
  };
  for (const leaf of leaves) {
    if (leaf.text === '') continue;
    const marks: DocMarkType[] = leaf.marks.filter((m) => m !== 'code');
    const isCode = leaf.marks.includes('code');
    let keep = 0;
    while (keep < open.length && marks.includes(open[keep] ?? 'code')) keep += 1;
    const lead = isCode ? '' : (/^\s*/.exec(leaf.text)?.[0] ?? '');
    const body = isCode ? leaf.text : leaf.text.slice(lead.length).trimEnd();
    const trail = leaf.text.slice(lead.length + body.length);
    close(keep);
    out += lead;
    if (body === '') {
      out += trail;
      continue;
    }
    for (const mark of marks) {
      if (open.includes(mark)) continue;
      open.push(mark);
      out += DELIMITER[mark];
    }
    out += isCode ? codeSpan(body) : escapeText(body, inLink);
    if (trail !== '') {
      close(0);
      out += trail;
    }
  }
  close(0);
  return out;
}

function codeSpan(text: string): string {
  const runs = text.match(/`+/g) ?? [];
  const ticks = '`'.repeat(Math.max(0, ...runs.map((r) => r.length)) + 1);
  // one space each side is stripped when read back, unless the code is only spaces
  const pad =
    /[^ ]/.test(text) && (text.startsWith('`') || text.endsWith('`') || /^ .* $/.test(text))
      ? ' '
      : '';
  return `${ticks}${pad}${text}${pad}${ticks}`;
}

/**
 * Text escaped so that it reads back as the same text: the characters that start
 * markup anywhere, those that do at the start of a line (a heading, a list, a quote),
 * and what GitHub's Markdown would turn into a link (a URL, `www.`, an email address).
 */
function escapeText(text: string, inLink: boolean): string {
  return (
    text
      .replace(inLink ? /[\\`*_[\]<>|~&@()]/g : /[\\`*_[\]<>|~&@]/g, (c) => `\\${c}`)
      // text that GitHub's Markdown would make a link of (`https://...`, `www.`)
      .replace(/:\/\//g, '\\://')
      .replace(/\bwww\./gi, (w) => `${w.slice(0, 3)}\\.`)
      .replace(
        /(^|\n)([ \t]*)([#+=-]|\d+(?=[.)]))/g,
        (_whole, start: string, space: string, c: string) =>
          /^\d/.test(c) ? `${start}${space}${c}\\` : `${start}${space}\\${c}`,
      )
  );
}

/** No spaces at either end of a line of a paragraph: Markdown drops or misreads them. */
export function tidyLines(text: string): string {
  return text
    .split('\n')
    .map((line) => line.trim())
    .join('\n');
}
