import type { DesiredSiteSpace } from '../../model/desired.js';
import { GROUP_FIELDS } from '../../model/fields/group-fields.js';
import { LINK_FIELDS } from '../../model/fields/link-fields.js';
import { SECTION_FIELDS } from '../../model/fields/section-fields.js';
import { SITE_SPACE_FIELDS } from '../../model/fields/site-space-fields.js';
import type { LiveSiteSpace } from '../../model/live.js';
import type { FieldPair } from '../compare-fields.js';
import { fieldPairs } from '../field-pairs.js';
import type { DesiredNode } from './desired-tree.js';
import type { LiveNode } from './live-tree.js';

/**
 * The managed fields of a section, group or external link, by the rows of its table
 * (`parent` is added by the planner). Matching pairs items of one type only.
 */
export function nodePairs(d: DesiredNode, l: LiveNode | undefined): FieldPair[] {
  switch (d.type) {
    case 'group':
      return fieldPairs<'group', typeof GROUP_FIELDS>(
        GROUP_FIELDS,
        d,
        l?.type === 'group' ? l : undefined,
      );
    case 'link':
      return fieldPairs<'link', typeof LINK_FIELDS>(
        LINK_FIELDS,
        d,
        l?.type === 'link' ? l : undefined,
      );
    case 'section':
      return fieldPairs<'section', typeof SECTION_FIELDS>(
        SECTION_FIELDS,
        d,
        l?.type === 'section' ? l : undefined,
      );
  }
}

/** The managed fields of a site space, by the rows of its table. */
export function siteSpacePairs(d: DesiredSiteSpace, l: LiveSiteSpace | undefined): FieldPair[] {
  return fieldPairs<'site-space', typeof SITE_SPACE_FIELDS>(SITE_SPACE_FIELDS, d, l);
}
