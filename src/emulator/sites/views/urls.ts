import type { RequestContext } from '../../route.js';
import type { SiteRecord, World } from '../../world.js';
import { slugify } from '../model/paths.js';

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
