import { describe, expect, it } from 'vitest';
import type { DesiredStructure } from '../../src/model/desired.js';
import type { LiveSite } from '../../src/model/live.js';
import { structureNotes } from '../../src/plan/structure/structure-notes.js';

const live: LiveSite = {
  id: 'site_1',
  title: 'Portal',
  structure: {
    kind: 'sections',
    items: [
      {
        type: 'section',
        id: 'sec_1',
        title: 'Guides',
        path: 'guides',
        default: true,
        draft: true,
        spaces: [{ id: 'ss_1', spaceId: 'spc_1', path: 'one', default: true, draft: true }],
      },
    ],
  },
};

function desired(draftSection?: boolean, draftSpace?: boolean): DesiredStructure {
  return {
    kind: 'sections',
    items: [
      {
        type: 'section',
        address: 'site.portal.section.Guides',
        key: 'Guides',
        title: 'Guides',
        previously: [],
        ...(draftSection === undefined ? {} : { draft: draftSection }),
        spaces: [
          {
            address: 'site.portal.section.Guides.space.spc_1',
            spaceRef: 'spc_1',
            spaceId: 'spc_1',
            ...(draftSpace === undefined ? {} : { draft: draftSpace }),
          },
        ],
      },
    ],
  };
}

const drafts = (structure?: DesiredStructure): string[] =>
  structureNotes('site.portal', live, structure)
    .filter((d) => d.code === 'draft-item')
    .map((d) => d.message.split(' is a draft')[0] ?? '');

describe('the draft-item note', () => {
  it('names each live draft whose flag the config does not set', () => {
    expect(drafts(desired())).toEqual(['section "Guides"', 'site space ss_1 (space spc_1)']);
    expect(drafts(undefined)).toHaveLength(2);
  });

  it('is not given where the config sets `draft:`, either way', () => {
    expect(drafts(desired(true))).toEqual(['site space ss_1 (space spc_1)']);
    expect(drafts(desired(false, true))).toEqual([]);
  });
});
