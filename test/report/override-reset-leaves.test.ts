import { describe, expect, it } from 'vitest';
import type { SerializedChange } from '../../src/model/plan.js';
import { fieldLines } from '../../src/report/format-value.js';

/**
 * A site space's `customization: null` removes its override: the plan carries the
 * override's leaves as `before` and no `after`. The text shows each leaf that goes back
 * to the site's value, one a line by its path, not the whole override on one line.
 */
describe("a site space's override reset", () => {
  it('lists the leaves that go back to the site values', () => {
    const change: SerializedChange = {
      address: 'site.portal.section.Guides.space.guides',
      kind: 'site-space',
      action: 'update',
      id: 'sitesp_1',
      fields: [
        {
          path: 'customization',
          before: {
            styling: { primaryColor: { light: '#111111', dark: '#222222' }, font: 'Inter' },
            themes: { default: 'dark' },
          },
        },
      ],
      dependsOn: [],
    };
    expect(change.fields?.flatMap((f) => fieldLines(f, change))).toEqual([
      "customization: (override removed: back to the site's values)",
      '- styling.primaryColor.light: "#111111"',
      '- styling.primaryColor.dark: "#222222"',
      '- styling.font: "Inter"',
      '- themes.default: "dark"',
    ]);
  });
});
