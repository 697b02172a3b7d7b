/**
 * The rich-text Document of the API (seed "Document", official `JSONDocument`), as far
 * as Markdown can write it: the blocks and marks docs/config.md lists under
 * "settings.agentInstructions". The shapes follow the official schemas
 * (`DocumentBlockParagraph`, `DocumentBlockHeading`, `DocumentBlockListOrdered`, ...),
 * and test/model/markdown-document.test.ts checks they are assignable to the official
 * `JSONDocument`, so a request built from them is the official body.
 */
export type DocMarkType = 'bold' | 'italic' | 'strikethrough' | 'code';

/** Marks in this order in a leaf, so two equal texts are equal documents. */
export const MARK_ORDER: readonly DocMarkType[] = ['bold', 'italic', 'strikethrough', 'code'];

export interface DocMark {
  object: 'mark';
  type: DocMarkType;
}

export interface DocLeaf {
  object: 'leaf';
  text: string;
  marks: DocMark[];
}

export interface DocText {
  object: 'text';
  leaves: DocLeaf[];
}

export interface DocLink {
  object: 'inline';
  type: 'link';
  data: { ref: { kind: 'url'; url: string } };
  nodes: DocText[];
}

export type DocInline = DocText | DocLink;

export interface DocParagraph {
  object: 'block';
  type: 'paragraph';
  nodes: DocInline[];
}

export type HeadingType = 'heading-1' | 'heading-2' | 'heading-3';

export interface DocHeading {
  object: 'block';
  type: HeadingType;
  data: Record<string, never>;
  nodes: DocInline[];
}

export interface DocListItem {
  object: 'block';
  type: 'list-item';
  nodes: DocItemBlock[];
  /** Only in a task list. */
  data?: { checked: boolean };
}

export interface DocListOrdered {
  object: 'block';
  type: 'list-ordered';
  data: { start?: number };
  nodes: DocListItem[];
}

export interface DocListUnordered {
  object: 'block';
  type: 'list-unordered';
  nodes: DocListItem[];
}

export interface DocListTasks {
  object: 'block';
  type: 'list-tasks';
  nodes: DocListItem[];
}

export interface DocDivider {
  object: 'block';
  type: 'divider';
  isVoid: true;
  data: Record<string, never>;
}

export interface DocCodeLine {
  object: 'block';
  type: 'code-line';
  data: Record<string, never>;
  nodes: DocText[];
}

export interface DocCode {
  object: 'block';
  type: 'code';
  data: { syntax?: string };
  nodes: DocCodeLine[];
}

export interface DocQuote {
  object: 'block';
  type: 'blockquote';
  nodes: (DocEssential | DocQuote)[];
}

/** The official `DocumentBlocksEssentials` Markdown can write. */
export type DocEssential =
  DocParagraph | DocHeading | DocListOrdered | DocListUnordered | DocListTasks | DocDivider;

/** What a list item may hold (official `DocumentBlockListItem.nodes`). */
export type DocItemBlock = DocEssential | DocCode | DocQuote;

export type DocBlock = DocEssential | DocCode | DocQuote;

export interface AgentDocument {
  object: 'document';
  data: Record<string, never>;
  nodes: DocBlock[];
}
