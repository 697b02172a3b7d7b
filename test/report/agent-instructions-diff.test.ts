import { describe, expect, it } from 'vitest';
import type { LiveDocument } from '../../src/model/live.js';
import { markdownToDocument } from '../../src/markdown/markdown-to-document.js';
import { planChanges } from '../../src/plan/plan.js';
import { serializePlan } from '../../src/plan/serialize.js';
import { renderMarkdown } from '../../src/report/markdown.js';
import { renderText } from '../../src/report/text.js';
import { desired, live, organization } from '../plan/builders.js';

/** Agent instructions spelled their own way: `_a_`, `*` bullets, a Setext heading, a final newline. */
const WRITTEN = `Acme agent
==========

Answer from the _published_ docs only.


* Be *brief*.
* Cite [the page](https://docs.acme.example).

Never show a token.
`;

/** The live Document, made from the same instructions spelled docform's way. */
function liveWith(markdown: string) {
  // the API's Document, as the live state holds it: a JSON object
  const held = JSON.parse(JSON.stringify(markdownToDocument(markdown).document)) as LiveDocument;
  return live({ organization: organization({ agentInstructions: held }) });
}

function plans(config: string, held: string) {
  const d = desired({ settings: { address: 'settings', agentInstructions: config } });
  const doc = serializePlan(planChanges(d, liveWith(held)));
  return {
    doc,
    text: renderText(doc, { color: false, mode: 'plan' }),
    markdown: renderMarkdown(doc, { mode: 'plan' }),
  };
}

describe('agent instructions: compared and shown line by line on their canonical Markdown', () => {
  it('instructions that differ only in spelling plan no change', () => {
    const { doc } = plans(WRITTEN, WRITTEN.replace(/_published_/, '*published*'));
    expect(doc.changes).toEqual([]);
  });

  it('a one-line edit shows that line only, under a unified-diff header, in text and Markdown', () => {
    const held = WRITTEN.replace('Be *brief*.', 'Be *short*.');
    const { text, markdown } = plans(WRITTEN, held);
    const lines = text.split('\n').filter((l) => l.startsWith('      '));
    expect(lines).toEqual([
      '      agentInstructions: (1 line changed)',
      '        @@ -5 +5 @@',
      '        - "- Be *short*."',
      '        + "- Be *brief*."',
    ]);
    expect(markdown).toContain(
      [
        '~ agentInstructions: (1 line changed)',
        '    @@ -5 +5 @@',
        '    - "- Be *short*."',
        '    + "- Be *brief*."',
      ].join('\n'),
    );
  });

  it('a one-line text: both sides on one line, the config written back as the live side is', () => {
    const { text } = plans('Answer _briefly_.\n', 'Answer tersely.');
    expect(text).toContain('      agentInstructions: "Answer tersely." -> "Answer *briefly*."\n');
  });

  it('lines added and removed in two places: one header for each run', () => {
    const held = `${WRITTEN}\nA last line.\n`.replace('Never show a token.\n', '');
    const config = WRITTEN.replace('Acme agent\n', 'Acme docs agent\n');
    const { text } = plans(config, held);
    const lines = text.split('\n').filter((l) => l.startsWith('      '));
    expect(lines).toEqual([
      '      agentInstructions: (2 lines changed)',
      '        @@ -1 +1 @@',
      '        - "# Acme agent"',
      '        + "# Acme docs agent"',
      '        @@ -8 +8 @@',
      '        - "A last line."',
      '        + "Never show a token."',
    ]);
  });
});
