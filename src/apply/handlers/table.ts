import type { Handlers } from '../handler.js';
import { collectionHandler } from './collection.js';
import { groupHandler } from './group.js';
import { linkHandler } from './link.js';
import { memberHandler } from './member.js';
import { openapiHandler } from './openapi.js';
import { redirectHandler } from './redirect.js';
import { samlHandler } from './saml.js';
import { sectionHandler } from './section.js';
import { settingsHandler } from './settings.js';
import { siteSpaceHandler } from './site-space.js';
import { siteHandler } from './site.js';
import { spaceHandler } from './space.js';
import { teamHandler } from './team.js';

/** Every kind's handler; the mapped type makes a missing kind a compile error. */
export const HANDLERS: Handlers = {
  settings: settingsHandler,
  member: memberHandler,
  team: teamHandler,
  saml: samlHandler,
  openapi: openapiHandler,
  collection: collectionHandler,
  space: spaceHandler,
  site: siteHandler,
  section: sectionHandler,
  group: groupHandler,
  'site-space': siteSpaceHandler,
  link: linkHandler,
  redirect: redirectHandler,
};
