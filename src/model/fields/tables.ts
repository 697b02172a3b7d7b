import type { ResourceKind } from '../kinds.js';
import type { FieldTable } from './field-row.js';
import { GROUP_FIELDS } from './group-fields.js';
import { REDIRECT_FIELDS } from './redirect-fields.js';
import { SECTION_FIELDS } from './section-fields.js';
import { SITE_FIELDS } from './site-fields.js';
import { SITE_SPACE_FIELDS } from './site-space-fields.js';
import { SPACE_FIELDS } from './space-fields.js';

/**
 * Every kind's table of fields, by kind: what the docs' field tables, the JSON Schema
 * and the tests that hold every row to the API are made from.
 */
export const FIELD_TABLES: Partial<Readonly<Record<ResourceKind, FieldTable>>> = {
  space: SPACE_FIELDS,
  site: SITE_FIELDS,
  section: SECTION_FIELDS,
  group: GROUP_FIELDS,
  'site-space': SITE_SPACE_FIELDS,
  redirect: REDIRECT_FIELDS,
};
