import { describe, expect, it } from 'vitest';
import { markdownTextWithCode } from '../../src/report/markdown-escape.js';

/**
 * A hint's YAML stands between backticks: Markdown shows it as code, as written, so a
 * title holding `@name` or a URL can be copied back into the config from a PR comment.
 * The running text around it still has its mentions broken.
 */
describe('hints in Markdown: the YAML to write is code, as written', () => {
  const ZWJ = '\u200d';

  it('keeps a mention-like title whole inside the code span, and breaks one outside', () => {
    const shown = markdownTextWithCode(
      'ask @alice, then add to site.docs: `previously: ["@acme/docs https://x.example"]`',
    );
    expect(shown).toContain('`previously: ["@acme/docs https://x.example"]`');
    expect(shown).toContain(`@${ZWJ}alice`);
  });

  it('escapes the running text as markdownText does, and a lone backtick stays text', () => {
    expect(markdownTextWithCode('a *b* `id: t_1` and ` alone')).toBe(
      'a \\*b\\* `id: t_1` and \\` alone',
    );
  });
});
