import type { AttentionCategory, AttentionItem } from '../model/attention-item.js';
import { ATTENTION_CATEGORIES } from '../model/attention-item.js';
import type { AttentionWords } from '../model/attention-words.js';
import { attentionMessage, attentionWords } from '../model/attention-words.js';
import type { SerializedPlan } from '../model/plan.js';
import type { RenderMode } from './format-value.js';
import { inlineCode, markdownText } from './markdown-escape.js';
import type { Palette } from './palette.js';
import { terminalText } from './terminal-escape.js';

/**
 * The "Needs attention" section of the text and Markdown reports (docs/plan-format.md):
 * the plan's attention items by category, each worded whole for the report's mode
 * (attention-words.ts), never cut. A plan saved before the list existed has none.
 */
const LABEL: Readonly<Record<AttentionCategory, Readonly<Record<RenderMode, string>>>> = {
  privilege: { plan: 'Privilege raised', drift: 'Privilege the live org holds beyond the YAML' },
  access: { plan: 'Access widened', drift: 'Access the live org opens beyond the YAML' },
  trust: { plan: 'Trust moved', drift: 'Trust that differs from the YAML' },
  gate: { plan: 'Policy not at its defaults', drift: 'Policy not at its defaults' },
  delete: { plan: 'Deletes', drift: 'Deletes apply would make' },
};

const HEADING = 'Needs attention';

/** A category in one word, for the count on the text's first line. */
const SHORT: Readonly<Record<AttentionCategory, string>> = {
  privilege: 'privilege',
  access: 'access',
  trust: 'trust',
  gate: 'policy',
  delete: 'delete',
};

/** The items of a plan document, grouped in the categories' order. */
function groups(doc: SerializedPlan): [AttentionCategory, AttentionItem[]][] {
  const items = doc.attention ?? [];
  return ATTENTION_CATEGORIES.map((c): [AttentionCategory, AttentionItem[]] => [
    c,
    items.filter((i) => i.category === c),
  ]).filter(([, of]) => of.length > 0);
}

/** `privilege 2, delete 1`: how many of each, for the text's first line. */
function counts(found: readonly [AttentionCategory, readonly AttentionItem[]][]): string {
  return found.map(([c, of]) => `${SHORT[c]} ${of.length}`).join(', ');
}

/**
 * The section of the text report, for the top of it: a line counting the items by
 * category (naming the environment of `--env NAME`, `scope`, as the first line of a
 * plan does), then each category and its items, one line each, values whole.
 */
export function attentionTextLines(
  doc: SerializedPlan,
  mode: RenderMode,
  p: Palette,
  scope?: string,
): string[] {
  const found = groups(doc);
  if (found.length === 0) return [];
  const total = found.reduce((n, [, of]) => n + of.length, 0);
  const where = scope === undefined ? '' : ` in ${scope}`;
  const lines = [p.warning(p.bold(`${HEADING}${where} (${total}): ${counts(found)}`))];
  for (const [category, items] of found) {
    lines.push(`  ${p.bold(LABEL[category][mode])}:`);
    for (const item of items)
      lines.push(terminalText(`    ${item.address}: ${attentionMessage(item, mode)}`));
  }
  return [...lines, ''];
}

/**
 * The section of the Markdown report, for right under its headline: a heading, then
 * each category in bold and its items as a list, then a rule; values as code, the rest
 * as text that can neither format nor mention.
 */
export function attentionMarkdownLines(doc: SerializedPlan, mode: RenderMode): string[] {
  const found = groups(doc);
  if (found.length === 0) return [];
  const total = found.reduce((n, [, of]) => n + of.length, 0);
  const lines = ['', `#### ⚠️ ${HEADING} (${total})`];
  for (const [category, items] of found) {
    lines.push('', `**${LABEL[category][mode]}**`, '');
    for (const item of items) {
      lines.push(`- ${inlineCode(item.address)}: ${markdown(attentionWords(item, mode))}`);
    }
  }
  // a rule: the list a diagnostic's item would otherwise continue ends here
  return [...lines, '', '---'];
}

function markdown(words: AttentionWords): string {
  return words.map((w) => (typeof w === 'string' ? markdownText(w) : inlineCode(w.value))).join('');
}
