import { documentToMarkdown } from './document-to-markdown.js';
import { markdownToDocument } from './markdown-to-document.js';

/**
 * Markdown in the one spelling docform compares (docs/config.md,
 * "settings.agentInstructions"): read into the Document and written back, so two texts
 * that make the same Document are equal (`*a*` and `_a_`, loose and tight lists).
 */
export function canonicalMarkdown(markdown: string): string {
  return documentToMarkdown(markdownToDocument(markdown).document).markdown;
}

/**
 * A live Document in the form a config's Markdown is compared with: its Markdown made
 * canonical, or, when it holds what Markdown cannot show, that Markdown as it is (with
 * a comment naming each such node, which no valid config holds: it always differs).
 */
export function comparableDocument(document: unknown): string {
  const rendered = documentToMarkdown(document);
  return rendered.unexpressed.length > 0 ? rendered.markdown : canonicalMarkdown(rendered.markdown);
}
