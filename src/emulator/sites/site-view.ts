import { gitSyncField } from '../git-sync/view.js';
import type { RequestContext } from '../handler.js';
import { countWith } from '../record-index.js';
import { callerRole, roleAtLeast } from '../roles.js';
import type { RoleValue, SiteRecord, World } from '../world.js';
import { slugify } from './site-tree.js';

/**
 * The official `Site` object. Server-managed fields (`object`, `id`, `appliedType`,
 * `permissions`, `siteSpaces`, `createdAt`, `features`, `urls`) are derived here, never
 * stored; `agentsContext` is the seed's field, absent from the official schema
 * (docs/api-differences.md). A list passes the caller's `role` in the site's organization,
 * found once rather than by a scan of the members per site.
 */
export function siteView(
  ctx: RequestContext,
  site: SiteRecord,
  role: RoleValue | null | undefined = callerRole(ctx, site.organization),
): Record<string, unknown> {
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
    permissions: sitePermissions(role),
    published: site.published,
    siteSpaces: countWith(ctx.world.siteSpaces, 'site', site.id),
    createdAt: site.createdAt,
    adaptiveContent: { enabled: site.adaptiveContent ?? false },
    ...(site.styleguide ? { styleguide: { kind: 'space', space: site.styleguide } } : {}),
    agentsContext: site.agentsContext,
    ...gitSyncField(ctx.world, 'site', site.id),
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
function sitePermissions(role: RoleValue | null | undefined): Record<string, boolean> {
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

/** API URL of the site, also the base of its children's `Location` headers. */
export function siteApiUrl(ctx: RequestContext, site: SiteRecord): string {
  return `${ctx.origin}/v1/orgs/${site.organization}/sites/${site.id}`;
}

/**
 * Where the site would be served: its custom hostname, else its proxy origin, else a
 * platform subdomain of the organization plus the basename (or a slug of the title).
 * Shown in `urls.published` only while the site is published (official Site.urls).
 */
export function publishedSiteUrl(world: World, site: SiteRecord): string {
  if (site.hostname) return `https://${site.hostname}`;
  if (site.proxy) return `https://${site.proxy}`;
  const org = world.organizations.find((o) => o.id === site.organization);
  const subdomain = slugify(org?.hostname ?? site.organization, 'docs');
  return `https://${subdomain}.gitbook.io/${site.basename ?? slugify(site.title, 'site')}`;
}

/** `{published}` under the site URL for a published site, `{}` otherwise. */
export function publishedUrls(
  world: World,
  site: SiteRecord,
  ...segments: readonly string[]
): { published?: string } {
  if (!site.published) return {};
  return { published: [publishedSiteUrl(world, site), ...segments].join('/') };
}

/**
 * The customization every site has before anyone changes it, as the published view
 * embeds it (official `PublishedContentSite.customizations.site`) and
 * `GET .../customization` answers until a PUT stores the site's own (customization/routes.ts).
 */
export function defaultCustomization(title: string): Record<string, unknown> {
  const color = (light: string, dark: string) => ({ light, dark });
  const codeTheme = { light: 'default-light', dark: 'default-dark' };
  return {
    title: title.length >= 2 ? title : 'Site',
    styling: {
      theme: 'clean',
      primaryColor: color('#346DDB', '#346DDB'),
      infoColor: color('#787878', '#787878'),
      successColor: color('#00C950', '#00C950'),
      warningColor: color('#FE9A00', '#FE9A00'),
      dangerColor: color('#FB2C36', '#FB2C36'),
      corners: 'rounded',
      depth: 'subtle',
      links: 'default',
      font: 'Inter',
      monospaceFont: 'IBMPlexMono',
      codeTheme: { default: codeTheme, openapi: codeTheme },
      background: 'plain',
      icons: 'regular',
      sidebar: { background: 'default', list: 'default' },
      search: 'subtle',
    },
    internationalization: { locale: 'en' },
    favicon: {},
    header: { preset: 'default', links: [] },
    footer: { groups: [] },
    themes: { default: 'system', toggeable: true },
    feedback: { enabled: false },
    ai: { mode: 'search' },
    advancedCustomization: { enabled: false },
    trademark: { enabled: true },
    externalLinks: { target: 'self' },
    pagination: { enabled: true },
    pageActions: { items: ['markdown', 'pdf'] },
    privacyPolicy: {},
    socialPreview: {},
    socialAccounts: [],
    insights: { trackingCookie: true },
  };
}
