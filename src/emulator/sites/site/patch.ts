import { badRequest } from '../../api-error.js';
import {
  nullableEnum,
  nullableString,
  objectBody,
  optionalBoolean,
  optionalEnum,
  optionalString,
} from '../../body.js';
import type { Body } from '../../body.js';
import { onlyFields } from '../../checks.js';
import type { Handler, RequestContext } from '../../route.js';
import type { SiteRecord, SiteSpaceRecord } from '../../world.js';
import {
  AGENTS_CONTEXTS,
  DEFAULT_LEVELS,
  ID,
  SITE_BASENAME,
  SITE_PROXY,
  SITE_TITLE,
  SITE_VISIBILITIES,
} from '../model/bounds.js';
import { setDefaultSection, setDefaultSiteSpace } from '../model/defaults.js';
import { findSiteSpace, siteForWrite } from '../model/lookup.js';
import { sectionRef, spaceRef } from '../model/references.js';
import { hasSectionStructure } from '../model/tree.js';
import { siteView } from '../views/site-view.js';

/**
 * The seed's fields plus the official ones this emulator keeps (notes 2.6). `published`
 * is not among them: only publish/unpublish change it. Any other field is a 400.
 */
const FIELDS = [
  'title',
  'visibility',
  'basename',
  'agentsContext',
  'defaultLevel',
  'proxy',
  'adaptiveContent',
  'defaultSiteSection',
  'defaultSiteSpace',
  'styleguide',
];

/**
 * PATCH /orgs/{organizationId}/sites/{siteId}: every field optional. The whole body is
 * checked before anything changes, so a 400 leaves the site as it was.
 */
export const patchSite: Handler = (ctx) => {
  const { site } = siteForWrite(ctx);
  const body = objectBody(ctx.body);
  onlyFields(body, FIELDS);
  const title = optionalString(body, 'title', SITE_TITLE);
  const visibility = optionalEnum(body, 'visibility', SITE_VISIBILITIES);
  const basename = optionalString(body, 'basename', SITE_BASENAME);
  const agentsContext = optionalEnum(body, 'agentsContext', AGENTS_CONTEXTS);
  const defaultLevel = nullableEnum(body, 'defaultLevel', DEFAULT_LEVELS);
  const proxy = nullableString(body, 'proxy', SITE_PROXY);
  const styleguideId = nullableString(body, 'styleguide', ID);
  const styleguide =
    typeof styleguideId === 'string'
      ? spaceRef(ctx, site, 'styleguide', styleguideId).id
      : styleguideId;
  const adaptiveContent = readAdaptiveContent(body);
  const sectionId = optionalString(body, 'defaultSiteSection', ID);
  const section =
    sectionId === undefined ? undefined : sectionRef(ctx, site, 'defaultSiteSection', sectionId);
  const siteSpace = readDefaultSiteSpace(ctx, site, body, section?.id);

  if (title !== undefined) site.title = title;
  if (visibility !== undefined) site.visibility = visibility;
  if (basename !== undefined) site.basename = basename;
  if (agentsContext !== undefined) site.agentsContext = agentsContext;
  if (defaultLevel !== undefined) site.defaultLevel = defaultLevel;
  if (proxy !== undefined) site.proxy = proxy;
  if (styleguide !== undefined) site.styleguide = styleguide;
  if (adaptiveContent !== undefined) site.adaptiveContent = adaptiveContent;
  if (section) setDefaultSection(ctx.world, site.id, section.id);
  if (siteSpace) setDefaultSiteSpace(ctx.world, site.id, siteSpace.section, siteSpace.id);
  return { status: 200, body: siteView(ctx, site) };
};

function readAdaptiveContent(body: Body): boolean | undefined {
  const value = body.adaptiveContent;
  if (value === undefined) return undefined;
  if (value === null || typeof value !== 'object' || Array.isArray(value)) {
    throw badRequest('Field "adaptiveContent" must be an object {enabled: boolean}');
  }
  const enabled = optionalBoolean(value as Body, 'enabled');
  if (enabled === undefined) throw badRequest('Field "adaptiveContent.enabled" is required');
  return enabled;
}

/**
 * `defaultSiteSpace` is "the default at the root level; if the site has sections, the
 * default site space in the site's default section" (official updateSiteById), after
 * any `defaultSiteSection` of the same request.
 */
function readDefaultSiteSpace(
  ctx: RequestContext,
  site: SiteRecord,
  body: Body,
  newDefaultSection: string | undefined,
): SiteSpaceRecord | undefined {
  const id = optionalString(body, 'defaultSiteSpace', ID);
  if (id === undefined) return undefined;
  const siteSpace = findSiteSpace(ctx, site, id);
  if (!siteSpace) {
    throw badRequest(`Field "defaultSiteSpace": no matching site space "${id}" in the site`);
  }
  const expected = hasSectionStructure(ctx.world, site.id)
    ? (newDefaultSection ??
      ctx.world.siteNodes.find((n) => n.site === site.id && n.default)?.id ??
      null)
    : null;
  if (siteSpace.section !== expected) {
    throw badRequest(
      `Field "defaultSiteSpace": site space "${id}" is not in the site's default section`,
    );
  }
  return siteSpace;
}
