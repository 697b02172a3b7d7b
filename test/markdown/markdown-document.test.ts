import type { JSONDocument } from '@gitbook/api/client';
import { describe, expect, it } from 'vitest';
import { canonicalMarkdown, comparableDocument } from '../../src/markdown/canonical-markdown.js';
import { documentToMarkdown } from '../../src/markdown/document-to-markdown.js';
import type { AgentDocument } from '../../src/markdown/document-types.js';
import { markdownToDocument } from '../../src/markdown/markdown-to-document.js';

/** Compile-time: the Document docform builds is the official request type. */
const official: (doc: AgentDocument) => JSONDocument = (doc) => doc;

const SAMPLES = [
  '# Title\n\nSome *em* and **strong** `code` [l](http://x) ~~del~~ a&amp;b \\*x\\*\nnext line  \nhard',
  '- a\n  - b\n- c\n\n1. one\n2. two\n\n3) x\n4) y\n\n* p\n\n- q',
  '```js\nx\n\n```\n\n    indented\n\n> quote\n> - a\n\n---\n\n- [ ] task\n- [x] done',
  '**a*b*** and ***c*** and *a*b and x_y_z and 1. not a list\n\\# not heading\n\\- not list',
  '- item one\n\n  second para\n- item two\n  1. nested\n  2. more\n\n  ```\n  code in item\n  ```',
  '## Rules\n\nUse `` a`b `` and **bold `code`** and [**bold link**](https://a.example/x_y)',
  'trailing *space *here and ** not bold** and a \\| b ~ c\n\n### Three\n\nhttps://bare.example',
  '```\n````\n```\n\n2) two\n3) three',
  '',
];

describe('Markdown <-> Document (settings.agentInstructions)', () => {
  it.each(SAMPLES.map((s) => [s.slice(0, 40), s]))(
    'reads back the same Document from its Markdown: %j',
    (_name, markdown) => {
      const first = markdownToDocument(markdown);
      const written = documentToMarkdown(first.document);
      expect(written.unexpressed).toEqual([]);
      expect(markdownToDocument(written.markdown).document).toEqual(first.document);
      expect(canonicalMarkdown(written.markdown)).toBe(written.markdown);
    },
  );

  it('builds the official shapes', () => {
    const { document, unexpressible } = markdownToDocument(
      '## Be brief\n\n1. *one* [site](https://acme.example)\n   - `x`\n\n```ts\na\nb\n```',
    );
    expect(unexpressible).toEqual([]);
    expect(official(document).nodes).toEqual([
      {
        object: 'block',
        type: 'heading-2',
        data: {},
        nodes: [{ object: 'text', leaves: [{ object: 'leaf', text: 'Be brief', marks: [] }] }],
      },
      {
        object: 'block',
        type: 'list-ordered',
        data: {},
        nodes: [
          {
            object: 'block',
            type: 'list-item',
            nodes: [
              {
                object: 'block',
                type: 'paragraph',
                nodes: [
                  {
                    object: 'text',
                    leaves: [
                      { object: 'leaf', text: 'one', marks: [{ object: 'mark', type: 'italic' }] },
                      { object: 'leaf', text: ' ', marks: [] },
                    ],
                  },
                  {
                    object: 'inline',
                    type: 'link',
                    data: { ref: { kind: 'url', url: 'https://acme.example' } },
                    nodes: [
                      { object: 'text', leaves: [{ object: 'leaf', text: 'site', marks: [] }] },
                    ],
                  },
                ],
              },
              {
                object: 'block',
                type: 'list-unordered',
                nodes: [
                  {
                    object: 'block',
                    type: 'list-item',
                    nodes: [
                      {
                        object: 'block',
                        type: 'paragraph',
                        nodes: [
                          {
                            object: 'text',
                            leaves: [
                              {
                                object: 'leaf',
                                text: 'x',
                                marks: [{ object: 'mark', type: 'code' }],
                              },
                            ],
                          },
                        ],
                      },
                    ],
                  },
                ],
              },
            ],
          },
        ],
      },
      {
        object: 'block',
        type: 'code',
        data: { syntax: 'ts' },
        nodes: ['a', 'b'].map((text) => ({
          object: 'block',
          type: 'code-line',
          data: {},
          nodes: [{ object: 'text', leaves: [{ object: 'leaf', text, marks: [] }] }],
        })),
      },
    ]);
  });

  it('names what the Document cannot hold, with its line', () => {
    const { unexpressible } = markdownToDocument(
      [
        '# ok',
        '',
        '| a | b |',
        '|---|---|',
        '| 1 | 2 |',
        '',
        'see ![logo](logo.png) and <b>x</b>',
        '',
        '#### deep',
        '',
        '[^1]: a footnote',
        '',
        '> ```',
        '> code',
        '> ```',
        '',
        '- [ ] task',
        '- plain',
        '',
        '[t](https://x.example "title")',
      ].join('\n'),
    );
    expect(unexpressible).toEqual([
      { what: 'a table', line: 3 },
      { what: 'an image', line: 7 },
      { what: 'raw HTML', line: 7 },
      { what: 'raw HTML', line: 7 },
      { what: 'a heading of level 4 (the Document has levels 1 to 3)', line: 9 },
      { what: 'a footnote', line: 11 },
      { what: 'a code block inside a quote', line: 13 },
      { what: 'a list mixing task items and other items', line: 17 },
      { what: 'a link title', line: 20 },
    ]);
  });

  it('compares a live Document by its canonical Markdown, and never equal when it holds more', () => {
    const { document } = markdownToDocument('Be _kind_.\n\n* one\n* two');
    expect(comparableDocument(document)).toBe(canonicalMarkdown('Be *kind*.\n\n- one\n- two'));
    const withHint = {
      object: 'document',
      data: {},
      nodes: [...document.nodes, { object: 'block', type: 'hint', data: {}, nodes: [] }],
    };
    expect(documentToMarkdown(withHint).unexpressed).toEqual(['hint']);
    expect(comparableDocument(withHint)).toContain('<!-- hint -->');
  });
});
