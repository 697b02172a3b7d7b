import { describe, expect, it } from 'vitest';
import { toLiveStructure } from '../../src/api/resources/structure-wire.js';

const ORIGIN = { method: 'GET', path: '/v1/orgs/org_acme/sites/site_1/structure' };

const link = (id: string, title: string, extra: Record<string, unknown> = {}) => ({
  object: 'site-external-link',
  id,
  title,
  url: `https://${id}.example`,
  draft: false,
  ...extra,
});

const group = (id: string, children: unknown[]) => ({
  object: 'site-section-group',
  id,
  title: `Group ${id}`,
  draft: false,
  children,
});

/**
 * External links are read as items of the structure in their place (the root's and a
 * group's), with their fields; an item of a kind this version does not know is skipped.
 */
describe('reading external links from a site structure', () => {
  it('keeps links in their place among groups, with their fields', () => {
    const structure = toLiveStructure(
      {
        type: 'sections',
        structure: [
          link('l1', 'Status', { icon: 'signal', condition: 'visitor.claims.beta' }),
          group('g1', [link('l2', 'Changelog', { draft: true, description: 'News' })]),
          { object: 'site-something-newer', id: 'n1' },
        ],
      },
      ORIGIN,
    );
    expect(structure).toEqual({
      kind: 'sections',
      items: [
        {
          type: 'link',
          id: 'l1',
          title: 'Status',
          url: 'https://l1.example',
          icon: 'signal',
          condition: 'visitor.claims.beta',
          draft: false,
        },
        {
          type: 'group',
          id: 'g1',
          title: 'Group g1',
          draft: false,
          items: [
            {
              type: 'link',
              id: 'l2',
              title: 'Changelog',
              url: 'https://l2.example',
              description: 'News',
              draft: true,
            },
          ],
        },
      ],
    });
  });

  it('refuses a link without its url, naming the request', () => {
    const read = () =>
      toLiveStructure({ type: 'sections', structure: [{ ...link('l1', 'S'), url: 3 }] }, ORIGIN);
    expect(read).toThrow(/structure/);
  });
});
