import { describe, expect, it } from 'vitest';
import { planChanges } from '../../src/plan/plan.js';
import { serializePlan } from '../../src/plan/serialize.js';
import { renderMarkdown } from '../../src/report/markdown.js';
import { renderText } from '../../src/report/text.js';
import { desired, live, liveSite, organization, site } from '../plan/builders.js';

/**
 * `settings.defaultContent` names a site the YAML does not declare by its live id, as
 * `{ site: site_1 }`; the live title the plan read follows the value, as it follows a bare
 * reference's id (undeclared-references-by-title.test.ts): an id alone does not tell a
 * reviewer which site visitors land on. A declared site, named by its key, and a site the
 * plan did not read get no title.
 */
function lines(defaultContent: { site: string } | null, held: string | null): string[] {
  const doc = serializePlan(
    planChanges(
      desired({
        settings: { address: 'settings', defaultContent },
        sites: [site('docs', { title: 'Docs' })],
      }),
      live({
        organization: organization(held === null ? {} : { defaultContent: { site: held } }),
        sites: [liveSite('site_1', 'Portal'), liveSite('site_2', 'Handbook')],
      }),
    ),
  );
  const text = renderText(doc, { color: false, mode: 'plan' });
  const markdown = renderMarkdown(doc, { mode: 'plan' });
  // the field's line, after its indent (text) or its diff sign (Markdown)
  const of = (out: string) =>
    out
      .split('\n')
      .filter((l) => l.includes('defaultContent:'))
      .map((l) => l.replace(/^[\s~]+/, ''));
  expect(of(markdown)).toEqual(of(text));
  return of(text);
}

describe("defaultContent's undeclared site is named by its live title", () => {
  it('the site it leaves and the one it goes to', () => {
    expect(lines({ site: 'site_2' }, 'site_1')).toEqual([
      'defaultContent: { site: "site_1" } (live title "Portal") -> { site: "site_2" } (live title "Handbook")',
    ]);
  });

  it('left for a declared site, or removed: the title on the side that names an undeclared one', () => {
    expect(lines({ site: 'docs' }, 'site_1')).toEqual([
      'defaultContent: { site: "site_1" } (live title "Portal") -> { site: "docs" }',
    ]);
    expect(lines(null, 'site_1')).toEqual([
      'defaultContent: { site: "site_1" } (live title "Portal") -> (none)',
    ]);
  });

  it('a site the plan did not read: its id alone', () => {
    expect(lines(null, 'site_9')).toEqual(['defaultContent: { site: "site_9" } -> (none)']);
  });
});
