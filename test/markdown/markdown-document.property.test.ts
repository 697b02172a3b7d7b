import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { canonicalMarkdown } from '../../src/markdown/canonical-markdown.js';
import { documentToMarkdown } from '../../src/markdown/document-to-markdown.js';
import { markdownToDocument } from '../../src/markdown/markdown-to-document.js';

/** Pieces of Markdown, markup characters included, joined at random. */
const piece = fc.constantFrom(
  'word',
  'two words',
  ' ',
  '\n',
  '\n\n',
  '*',
  '**',
  '_',
  '~~',
  '`',
  '#',
  '# ',
  '- ',
  '1. ',
  '> ',
  '[a](https://a.example)',
  '\\',
  '&amp;',
  '&',
  '<',
  '|',
  '  - ',
  '```\ncode\n```\n',
  '---',
  '=',
  '3)',
  'x_y',
);

const markdown = fc.array(piece, { maxLength: 30 }).map((parts) => parts.join(''));

describe('the canonical Markdown of agent instructions', () => {
  // Emphasis next to punctuation (`*~~*word`) may read back as text once; the plan
  // compares both sides through the same function, so only convergence matters there.
  it('settles: the canonical form of a twice-canonical form is itself', () => {
    fc.assert(
      fc.property(markdown, (text) => {
        const twice = canonicalMarkdown(canonicalMarkdown(text));
        expect(canonicalMarkdown(twice)).toBe(twice);
      }),
      { numRuns: 500 },
    );
  });

  it('never makes a Document node that Markdown cannot write back', () => {
    fc.assert(
      fc.property(markdown, (text) => {
        const { document } = markdownToDocument(text);
        expect(documentToMarkdown(document).unexpressed).toEqual([]);
      }),
      { numRuns: 500 },
    );
  });

  it('writes a Document made from canonical Markdown that reads back the same', () => {
    fc.assert(
      fc.property(markdown, (text) => {
        const { document } = markdownToDocument(canonicalMarkdown(canonicalMarkdown(text)));
        const written = documentToMarkdown(document);
        expect(markdownToDocument(written.markdown).document).toEqual(document);
      }),
      { numRuns: 500 },
    );
  });
});
