import type { DesiredSiteSpace } from '../../model/desired.js';
import { GROUP_FIELDS } from '../../model/fields/group-fields.js';
import { SECTION_FIELDS } from '../../model/fields/section-fields.js';
import { SITE_SPACE_FIELDS } from '../../model/fields/site-space-fields.js';
import type { LiveSiteSpace } from '../../model/live.js';
import type { FieldPair } from '../compare-fields.js';
import { fieldPairs } from '../field-pairs.js';
import type { DesiredNode } from './desired-tree.js';
import type { LiveNode } from './live-tree.js';

/**
 * The managed fields of a section or group, by the rows of its table (`parent` is added
 * by the planner). A live item of the other type has only the title and icon in common.
 */
export function nodePairs(d: DesiredNode, l: LiveNode | undefined): FieldPair[] {
  return d.type === 'group'
    ? fieldPairs<'group'>(GROUP_FIELDS, d, l)
    : fieldPairs<'section'>(SECTION_FIELDS, d, l);
}

/** The managed fields of a site space, by the rows of its table. */
export function siteSpacePairs(d: DesiredSiteSpace, l: LiveSiteSpace | undefined): FieldPair[] {
  return fieldPairs<'site-space'>(SITE_SPACE_FIELDS, d, l);
}
