import { describe, expect, expectTypeOf, it } from 'vitest';
import { toLiveStructure } from '../../src/api/resources/structure-wire.js';
import type { LiveFields } from '../../src/model/fields/field-row.js';
import type { LINK_FIELDS } from '../../src/model/fields/link-fields.js';
import type { SECTION_FIELDS } from '../../src/model/fields/section-fields.js';
import type { SITE_SPACE_FIELDS } from '../../src/model/fields/site-space-fields.js';
import type { SPACE_FIELDS } from '../../src/model/fields/space-fields.js';
import type { LiveSection, LiveSiteSpace } from '../../src/model/live.js';

const ORIGIN = { method: 'GET', path: '/v1/orgs/org_acme/sites/site_1/structure' };

const siteSpace = (path: string | undefined) => ({
  id: 'ss1',
  space: { id: 'spc_1' },
  ...(path === undefined ? {} : { path }),
});

/**
 * The rows the API always answers (a section's title and path, a site space's path, a
 * space's title, a link's title and URL) are `wire.required`: the read refuses an answer
 * without them, and the live object holds them as strings, written by `liveFields` from
 * the row (no second, hand-written copy).
 */
describe('rows the API always answers', () => {
  it('are read from the row, as strings, into the live section and site space', () => {
    const structure = toLiveStructure(
      {
        type: 'sections',
        structure: [
          {
            object: 'site-section',
            id: 's1',
            title: 'Guides',
            path: 'guides',
            siteSpaces: [siteSpace('v2')],
          },
        ],
      },
      ORIGIN,
    );
    expect(structure).toEqual({
      kind: 'sections',
      items: [
        {
          type: 'section',
          id: 's1',
          title: 'Guides',
          path: 'guides',
          default: false,
          draft: false,
          spaces: [
            {
              id: 'ss1',
              spaceId: 'spc_1',
              path: 'v2',
              default: false,
              hidden: false,
              draft: false,
            },
          ],
        },
      ],
    });
  });

  it('an answer without one is refused, naming the key', () => {
    const read = () =>
      toLiveStructure({ type: 'siteSpaces', structure: [siteSpace(undefined)] }, ORIGIN);
    expect(read).toThrow(/path/);
  });

  it('are typed as always there', () => {
    expectTypeOf<LiveFields<typeof SECTION_FIELDS>['title']>().toEqualTypeOf<string>();
    expectTypeOf<LiveFields<typeof SECTION_FIELDS>['path']>().toEqualTypeOf<string>();
    expectTypeOf<LiveFields<typeof SITE_SPACE_FIELDS>['path']>().toEqualTypeOf<string>();
    expectTypeOf<LiveFields<typeof SPACE_FIELDS>['title']>().toEqualTypeOf<string>();
    expectTypeOf<LiveFields<typeof LINK_FIELDS>['url']>().toEqualTypeOf<string>();
    expectTypeOf<LiveSection['path']>().toEqualTypeOf<string>();
    expectTypeOf<LiveSiteSpace['path']>().toEqualTypeOf<string>();
  });
});
