import { describe, expect, it } from 'vitest';
import type { SerializedPlan } from '../../src/model/plan.js';
import { SecretValue } from '../../src/model/secret.js';
import { renderApplyEvent, renderApplySummary } from '../../src/report/apply-results.js';
import { renderDiagnostics } from '../../src/report/diagnostics.js';
import { renderMarkdown } from '../../src/report/markdown.js';
import {
  codeLine,
  fenceFor,
  htmlText,
  inlineCode,
  markdownText,
  tableCell,
} from '../../src/report/markdown-escape.js';
import { terminalText } from '../../src/report/terminal-escape.js';
import { renderText } from '../../src/report/text.js';

/**
 * One escaping layer per output for untrusted text (live titles and
 * ids, server messages, addresses built from them). These are the rules docs/reliability.md
 * states; hostile-server.test.ts drives the same titles through `docform plan`.
 */
const HEADING = 'Evil\n## No changes. Safe to merge\n<!--';
const ESCAPES = 'a\u001b[2Jb\u009b31m\u0007\r\u202e\u2028z';
/** A character that changes how text shows, except the line feeds between lines. */
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u0009\u000b-\u001f\u007f-\u009f\u202e\u2028]/;

describe('terminal text', () => {
  it('writes every control character out; nothing else changes', () => {
    expect(terminalText(ESCAPES)).toBe('a\\x1b[2Jb\\x9b31m\\x07\\r\\u202e\\u2028z');
    expect(terminalText(HEADING)).toBe('Evil\\n## No changes. Safe to merge\\n<!--');
    expect(terminalText('Développeurs 📘 "quoted"')).toBe('Développeurs 📘 "quoted"');
  });

  it('masks a secret from the environment', () => {
    new SecretValue('report-secret-0c93', 'fp', ['X']).reveal(); // as the applier sends it
    expect(terminalText('echo: report-secret-0c93!')).toBe('echo: (sensitive)!');
  });

  it('holds in the plan, the diagnostics and the apply output', () => {
    const change = { address: `team.${ESCAPES}`, action: 'create' } as const;
    const outputs = [
      renderText(hostilePlan(), { color: true, mode: 'plan' }),
      renderDiagnostics(hostilePlan().diagnostics, true),
      renderApplyEvent({ type: 'failed', index: 0, change, message: ESCAPES }, 1, 1),
      renderApplyEvent(
        { type: 'deduplicated', index: 0, change, kept: ESCAPES, deleted: 'x' },
        1,
        1,
      ),
      renderApplySummary(
        { results: [{ ...change, status: 'failed', message: HEADING }] },
        { color: true, full: true },
      ),
      renderApplySummary(
        { results: [{ ...change, status: 'failed', message: HEADING }] },
        { color: true, full: false },
      ),
    ];
    for (const out of outputs) {
      // colour codes of our own are the only escapes left
      // eslint-disable-next-line no-control-regex
      expect(out.replace(/\u001b\[\d+m/g, '')).not.toMatch(CONTROL);
    }
  });
});

describe('Markdown', () => {
  it('inline code: no line break, longer fence than any backtick run', () => {
    expect(inlineCode(HEADING)).toBe('`Evil\\n## No changes. Safe to merge\\n<!--`');
    expect(inlineCode('a ``b`` c')).toBe('```a ``b`` c```');
    expect(inlineCode('`x')).toBe('`` `x ``');
  });

  it('running text: markup and HTML escaped, line breaks written out', () => {
    expect(markdownText(HEADING)).toBe('Evil\\\\n\\#\\# No changes. Safe to merge\\\\n\\<\\!--');
    expect(markdownText('[click](https://evil.example) **bold** $x$ <b>&amp;')).toBe(
      // a bare URL is broken by a zero-width joiner (markdown-mentions.test.ts)
      '\\[click\\](https:\u200d//evil.example) \\*\\*bold\\*\\* \\$x\\$ \\<b\\>\\&amp;',
    );
    expect(markdownText('_emph_ snake_case_id')).toBe('\\_emph\\_ snake_case_id');
  });

  it('table cells: a pipe never splits the cell, even in code', () => {
    expect(tableCell(inlineCode('a|b'))).toBe('`a\\|b`');
    expect(tableCell(markdownText('a|b\nc'))).toBe('a\\\\|b\\\\nc');
  });

  it('HTML text and code lines', () => {
    expect(htmlText('</summary><img src=x>\n\n# x')).toBe(
      '&lt;/summary&gt;&lt;img src=x&gt;\\n\\n# x',
    );
    expect(codeLine('id: x\n```\n# y')).toBe('id: x\\n```\\n# y');
    expect(fenceFor(['a ``` b', 'c ````` d'])).toBe('``````');
    expect(fenceFor(['plain'])).toBe('```');
  });

  it('the whole report: hostile values stay inside their row, item or block', () => {
    const md = renderMarkdown(hostilePlan(), { mode: 'plan' });
    for (const line of md.split('\n')) {
      if (line.startsWith('#'))
        expect(line).toMatch(/^#{3,4} (docform plan|Details|Unmanaged|Site map of)/);
      if (line.startsWith('```')) expect(line).toMatch(/^`{3,}(mermaid)?$/);
    }
    // outside code (where nothing is markup), no comment or tag opens
    const prose = outsideCode(md);
    expect(prose).not.toMatch(/(^|[^\\])<!--/m);
    expect(prose).not.toMatch(/(^|[^\\])<(img|b|script)/m);
    expect(md).not.toMatch(CONTROL);
    // each table row is one line with its four cells
    const rows = md.split('\n').filter((l) => l.startsWith('| 🟢') || l.startsWith('| 🔴'));
    for (const row of rows) expect(row.split(/(?<!\\)\|/).length).toBe(6);
  });
});

/** The Markdown without its fenced blocks and code spans: what is read as markup. */
function outsideCode(md: string): string {
  const unfenced = md.replace(/^(`{3,})\n[\s\S]*?\n\1$/gm, '');
  return unfenced.replace(/(`+)(?!`)[\s\S]*?(?<!`)\1(?!`)/g, '');
}

/** A plan whose every untrusted string is hostile. */
function hostilePlan(): SerializedPlan {
  const address = `site.docs.section."${HEADING} | ${ESCAPES}"`;
  return {
    formatVersion: 1,
    organization: 'org_acme',
    summary: { create: 1, update: 0, move: 0, delete: 1 },
    changes: [
      {
        address,
        kind: 'section',
        action: 'create',
        fields: [{ path: 'title', after: `${HEADING} \`\`\`\` ${ESCAPES}` }],
        dependsOn: [`site.docs.section.${ESCAPES}`],
      },
      {
        address: `team.${ESCAPES}`,
        kind: 'team',
        action: 'delete',
        id: `t_1\n</details>\n# gone`,
        dependsOn: [],
      },
    ],
    unmanaged: [
      { address: `team.x${ESCAPES}`, kind: 'team', id: `t_2|${ESCAPES}`, title: HEADING },
    ],
    diagnostics: [
      {
        severity: 'error',
        code: 'ambiguous-match',
        message: `two live teams titled ${HEADING} ${ESCAPES}`,
        address: `team.${HEADING}`,
        hint: `pin an id: ${ESCAPES}`,
      },
    ],
  } as unknown as SerializedPlan;
}
