import type { ResourceKind } from '../kinds.js';
import type { FieldTable } from './field-row.js';
import { MEMBER_FIELDS } from './member-fields.js';
import { OPENAPI_FIELDS } from './openapi-fields.js';
import { SAML_FIELDS } from './saml-fields.js';
import { SETTINGS_FIELDS } from './settings-fields.js';
import { TEAM_FIELDS } from './team-fields.js';
import { GROUP_FIELDS } from './group-fields.js';
import { LINK_FIELDS } from './link-fields.js';
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
  settings: SETTINGS_FIELDS,
  member: MEMBER_FIELDS,
  team: TEAM_FIELDS,
  saml: SAML_FIELDS,
  openapi: OPENAPI_FIELDS,
  space: SPACE_FIELDS,
  site: SITE_FIELDS,
  section: SECTION_FIELDS,
  group: GROUP_FIELDS,
  'site-space': SITE_SPACE_FIELDS,
  link: LINK_FIELDS,
  redirect: REDIRECT_FIELDS,
};
