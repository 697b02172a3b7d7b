import { describe, expect, it } from 'vitest';
import type { JsonValue } from '../../src/model/json-value.js';
import type { SerializedChange } from '../../src/model/plan.js';
import { fieldLines } from '../../src/report/format-value.js';

const site = (before: JsonValue, after: JsonValue): SerializedChange => ({
  address: 'site.portal',
  kind: 'site',
  action: 'update',
  id: 'site_1',
  fields: [{ path: 'shareLinks', before, after }],
  dependsOn: [],
});
const lines = (change: SerializedChange): string[] =>
  change.fields?.flatMap((f) => fieldLines(f, change)) ?? [];

/**
 * Share links are named: a link switched off or on is the same link, shown as its
 * `active` changing (`~ beta.active: true -> false`), not as one link removed and
 * another added; links only on one side keep their `-` and `+` lines.
 */
describe('share links by name', () => {
  it('a link switched off, one switched on, one added, one removed', () => {
    const change = site(
      ['partners', 'beta', { name: 'old preview', active: false }, 'gone'],
      [{ name: 'beta', active: false }, 'old preview', 'partners', 'new'],
    );
    expect(lines(change)).toEqual([
      'shareLinks:',
      '~ beta.active: true -> false',
      '~ "old preview".active: false -> true',
      '- "gone"',
      '+ "new"',
    ]);
  });
});
