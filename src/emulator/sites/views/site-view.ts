import type { RequestContext } from '../../route.js';
import { callerRole, roleAtLeast } from '../../roles.js';
import type { SiteRecord } from '../../world.js';
import { publishedSiteUrl, siteApiUrl } from './urls.js';

/**
 * The official `Site` object. Server-managed fields (`object`, `id`, `appliedType`,
 * `permissions`, `siteSpaces`, `createdAt`, `features`, `urls`) are derived here, never
 * stored; `agentsContext` is the seed's field, absent from the official schema
 * (docs/api-differences.md).
 */
export function siteView(ctx: RequestContext, site: SiteRecord): Record<string, unknown> {
  const location = siteApiUrl(ctx, site);
  return {
    object: 'site',
    id: site.id,
    type: site.type,
    appliedType: site.type,
    title: site.title,
    ...(site.hostname ? { hostname: site.hostname } : {}),
    ...(site.basename ? { basename: site.basename } : {}),
    ...(site.proxy ? { proxy: { origin: site.proxy, target: publishedTarget(ctx, site) } } : {}),
    visibility: site.visibility,
    defaultLevel: site.defaultLevel,
    permissions: sitePermissions(ctx, site),
    published: site.published,
    siteSpaces: ctx.world.siteSpaces.filter((s) => s.site === site.id).length,
    createdAt: site.createdAt,
    adaptiveContent: { enabled: site.adaptiveContent ?? false },
    ...(site.styleguide ? { styleguide: { kind: 'space', space: site.styleguide } } : {}),
    agentsContext: site.agentsContext,
    features: [],
    urls: {
      location,
      app: `${ctx.origin}/app/o/${site.organization}/s/${site.id}`,
      preview: `${ctx.origin}/preview/${site.organization}/${site.id}`,
      ...(site.published ? { published: publishedSiteUrl(ctx.world, site) } : {}),
    },
  };
}

/** Where a proxied site's requests go: the platform URL the site would have without it. */
function publishedTarget(ctx: RequestContext, site: SiteRecord): string {
  return publishedSiteUrl(ctx.world, { ...site, proxy: null, hostname: undefined });
}

/** The caller's permissions on a site, by organization role (official Site.permissions). */
function sitePermissions(ctx: RequestContext, site: SiteRecord): Record<string, boolean> {
  const role = callerRole(ctx, site.organization);
  return {
    view: role !== undefined,
    access: role !== undefined,
    edit: roleAtLeast(role, 'edit'),
    create: roleAtLeast(role, 'create'),
    admin: roleAtLeast(role, 'admin'),
    installIntegration: roleAtLeast(role, 'admin'),
    viewAdaptiveSchema: roleAtLeast(role, 'edit'),
    editAdaptiveSchema: roleAtLeast(role, 'admin'),
  };
}
