import { childrenOf, isJson, type Json } from './json-nodes.js';
import { leafRun, leavesOf, link, tidyLines, type Leaf } from './inlines-to-markdown.js';

export interface Rendered {
  readonly markdown: string;
  /** Node types the Markdown could not show (a hint, an image), each once, in order met. */
  readonly unexpressed: readonly string[];
}

/**
 * A Document as the API answers it (any `JSONDocument`) to Markdown: the inverse of
 * `markdownToDocument` for what that writes, in one canonical spelling (`-` bullets,
 * `*` italic, `**` bold, fenced code, tight lists). A node Markdown cannot show becomes
 * an HTML comment naming it, and its type is listed in `unexpressed`: such a value never
 * equals a config's Markdown, and export leaves it out (docs/config.md).
 */
export function documentToMarkdown(document: unknown): Rendered {
  const unexpressed: string[] = [];
  const markdown = blocks(childrenOf(document), {
    missing: (type) => {
      if (!unexpressed.includes(type)) unexpressed.push(type);
      return `<!-- ${type} -->`;
    },
  });
  return { markdown, unexpressed };
}

interface Ctx {
  /** Records a node Markdown cannot show and returns what stands for it. */
  readonly missing: (type: string) => string;
}

function blocks(nodes: readonly Json[], ctx: Ctx): string {
  return sequence(nodes, ctx, () => '\n\n');
}

/**
 * Blocks one after the other. Two lists of the same kind in a row would read back as
 * one: the second is written with the other bullet (`*`, `1)`), which starts a new list.
 */
function sequence(nodes: readonly Json[], ctx: Ctx, gap: (node: Json) => string): string {
  let out = '';
  let alternate = false;
  nodes.forEach((node, i) => {
    const before = nodes[i - 1];
    alternate = before !== undefined && before.type === node.type && !alternate;
    if (i > 0) out += gap(node);
    out += block(node, ctx, alternate);
  });
  return out;
}

function block(node: Json, ctx: Ctx, alternate = false): string {
  const type = typeof node.type === 'string' ? node.type : String(node.object);
  switch (type) {
    case 'paragraph':
      return inlines(childrenOf(node), ctx);
    case 'heading-1':
    case 'heading-2':
    case 'heading-3':
      // a heading's last `#`s would read as its closing sequence
      return `${'#'.repeat(Number(type.slice(-1)))} ${inlines(childrenOf(node), ctx).replace(/(?<!\\)#+$/, '\\$&')}`;
    case 'list-unordered':
    case 'list-ordered':
    case 'list-tasks':
      return list(node, type, ctx, alternate);
    case 'code':
      return code(node);
    case 'blockquote':
      return blocks(childrenOf(node), ctx)
        .split('\n')
        .map((line) => (line === '' ? '>' : `> ${line}`))
        .join('\n');
    case 'divider':
      // `___`: never read as a setext underline, nor as a list bullet
      return '___';
    default:
      return ctx.missing(type);
  }
}

function list(node: Json, type: string, ctx: Ctx, alternate: boolean): string {
  const bullet = alternate ? '*' : '-';
  const data = isJson(node.data) ? node.data : {};
  const start = typeof data.start === 'number' ? data.start : 1;
  return childrenOf(node)
    .map((item, i) => {
      const checked = isJson(item.data) && item.data.checked === true;
      const marker =
        type === 'list-ordered'
          ? `${start + i}${alternate ? ')' : '.'} `
          : type === 'list-tasks'
            ? `${bullet} [${checked ? 'x' : ' '}] `
            : `${bullet} `;
      const indent = ' '.repeat(type === 'list-tasks' ? 2 : marker.length);
      const body = itemBody(childrenOf(item), ctx);
      const lines = body.split('\n').map((line, j) => {
        if (j === 0) return `${marker}${line}`;
        return line === '' ? '' : `${indent}${line}`;
      });
      return lines.join('\n').trimEnd();
    })
    .join('\n');
}

/** An item's blocks: a nested list follows its text on the next line, the rest after a blank. */
function itemBody(nodes: readonly Json[], ctx: Ctx): string {
  return sequence(nodes, ctx, (node) => (interrupts(node) ? '\n' : '\n\n'));
}

/** A list that can start right under a paragraph (CommonMark: an ordered one only from 1). */
function interrupts(node: Json): boolean {
  if (node.type === 'list-unordered' || node.type === 'list-tasks') return true;
  if (node.type !== 'list-ordered') return false;
  const data = isJson(node.data) ? node.data : {};
  return data.start === undefined || data.start === 1;
}

function code(node: Json): string {
  const data = isJson(node.data) ? node.data : {};
  const syntax = typeof data.syntax === 'string' ? data.syntax : '';
  const text = childrenOf(node)
    .map((line) => plainText(line))
    .join('\n');
  // a backtick fence cannot carry a language holding a backtick: then a tilde fence
  const mark = syntax.includes('`') ? '~' : '`';
  const runs = text.match(mark === '`' ? /^ {0,3}`{3,}/gm : /^ {0,3}~{3,}/gm) ?? [];
  const fence = mark.repeat(Math.max(3, ...runs.map((r) => r.trim().length + 1)));
  return `${fence}${syntax}\n${text}${text === '' ? '' : '\n'}${fence}`;
}

/** The text of a node and its children, marks ignored. */
function plainText(node: Json): string {
  if (node.object === 'text') {
    const leaves = Array.isArray(node.leaves) ? node.leaves.filter(isJson) : [];
    return leaves.map((l) => (typeof l.text === 'string' ? l.text : '')).join('');
  }
  return childrenOf(node).map(plainText).join('');
}

function inlines(nodes: readonly Json[], ctx: Ctx): string {
  let out = '';
  let run: Leaf[] = [];
  const flush = (): void => {
    out += leafRun(run);
    run = [];
  };
  for (const node of nodes) {
    if (node.object === 'text') {
      run.push(...leavesOf(node));
      continue;
    }
    flush();
    if (node.type === 'link') out += link(node);
    else out += ctx.missing(typeof node.type === 'string' ? node.type : 'inline');
  }
  flush();
  return tidyLines(out);
}
