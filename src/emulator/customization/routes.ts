import type { Handler, RequestContext, Route } from '../handler.js';
import type { SiteRecord, SiteSpaceRecord } from '../world.js';
import { applyOverride, siteSpaceCustomizationOverride, withOverride } from './override.js';
import { checkBody, siteCustomizationInput } from './schema.js';
import { deleted } from '../sites/request-reply.js';
import { siteForRead, siteForWrite, siteSpaceOr404 } from '../sites/site-lookup.js';
import { defaultCustomization } from '../sites/site-view.js';

type Json = Record<string, unknown>;

const SITE = '/orgs/:organizationId/sites/:siteId';
const SITE_SPACE = `${SITE}/site-spaces/:siteSpaceId/customization`;

/** The site's settings as stored, or the defaults of a site never customized. */
export function siteCustomization(site: SiteRecord): Json {
  return site.customization?.settings ?? defaultCustomization(site.title);
}

/** The settings a site space shows: the site's, with the site space's override laid over. */
export function siteSpaceCustomization(site: SiteRecord, siteSpace: SiteSpaceRecord): Json {
  const settings = siteCustomization(site);
  const override = siteSpace.customization?.override;
  return override ? withOverride(settings, override) : settings;
}

/** Official `SiteCustomizationSettings`: the settings plus `updatedAt` once changed. */
function settingsView(settings: Json, updatedAt: string | undefined): Json {
  return { ...settings, ...(updatedAt === undefined ? {} : { updatedAt }) };
}

/** GET .../customization; the deprecated `unmasked` query changes nothing here. */
const getCustomization: Handler = (ctx) => {
  const { site } = siteForRead(ctx);
  return {
    status: 200,
    body: settingsView(siteCustomization(site), site.customization?.updatedAt),
  };
};

/**
 * PUT .../customization: a full replacement (official: "unset fields revert to
 * defaults"); what is sent is stored as sent, after the schema check.
 */
const putCustomization: Handler = (ctx) => {
  const { site } = siteForWrite(ctx);
  const { updatedAt: _ignored, ...settings } = checkBody(siteCustomizationInput, ctx.body);
  site.customization = {
    settings: JSON.parse(JSON.stringify(settings)) as Json,
    updatedAt: ctx.now(),
  };
  return {
    status: 200,
    body: settingsView(site.customization.settings, site.customization.updatedAt),
  };
};

function siteSpaceScope(ctx: RequestContext, write: boolean) {
  const { site } = write ? siteForWrite(ctx) : siteForRead(ctx);
  return { site, siteSpace: siteSpaceOr404(ctx, site) };
}

function siteSpaceView(site: SiteRecord, siteSpace: SiteSpaceRecord): Json {
  const updatedAt = siteSpace.customization?.updatedAt ?? site.customization?.updatedAt;
  return settingsView(siteSpaceCustomization(site, siteSpace), updatedAt);
}

/** GET .../site-spaces/{siteSpaceId}/customization: the effective settings. */
const getSiteSpaceCustomization: Handler = (ctx) => {
  const { site, siteSpace } = siteSpaceScope(ctx, false);
  return { status: 200, body: siteSpaceView(site, siteSpace) };
};

/** PATCH .../site-spaces/{siteSpaceId}/customization: merges the override (null resets). */
const overrideSiteSpaceCustomization: Handler = (ctx) => {
  const { site, siteSpace } = siteSpaceScope(ctx, true);
  const patch = checkBody(siteSpaceCustomizationOverride, ctx.body);
  const override = applyOverride(siteSpace.customization?.override ?? {}, patch);
  siteSpace.customization = { override, updatedAt: ctx.now() };
  return { status: 200, body: siteSpaceView(site, siteSpace) };
};

/** DELETE .../site-spaces/{siteSpaceId}/customization: 205 removed, 204 there was none. */
const deleteSiteSpaceCustomization: Handler = (ctx) => {
  const { siteSpace } = siteSpaceScope(ctx, true);
  const existed = siteSpace.customization !== undefined;
  delete siteSpace.customization;
  return deleted(existed);
};

/**
 * A site's customization and its site spaces' overrides (official
 * `updateSiteCustomizationById`).
 */
export const customizationRoutes: Route[] = [
  { method: 'GET', pattern: `${SITE}/customization`, handler: getCustomization },
  { method: 'PUT', pattern: `${SITE}/customization`, handler: putCustomization },
  { method: 'GET', pattern: SITE_SPACE, handler: getSiteSpaceCustomization },
  { method: 'PATCH', pattern: SITE_SPACE, handler: overrideSiteSpaceCustomization },
  { method: 'DELETE', pattern: SITE_SPACE, handler: deleteSiteSpaceCustomization },
];
