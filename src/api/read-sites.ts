import { visibilityOf } from '../model/fields/site-fields.js';
import type { LiveSite } from '../model/live.js';
import type { ReadScope } from './read-scope.js';
import { selects } from './read-scope.js';
import { getAdaptiveSchema } from './resources/adaptive-schema.js';
import { readShareLinks } from './resources/share-links.js';
import { listPermissions } from './resources/permissions.js';
import { readCustomization } from './resources/customization.js';
import { listSites } from './resources/sites.js';
import { listSiteRedirects } from './resources/site-redirects.js';
import { getStructure } from './resources/site-structure.js';
import { readVisitorAuth } from './resources/visitor-auth.js';
import { withSiteSpaceCustomization } from './read-site-space-customization.js';
import type { ApiRequester } from './types.js';
import { unmatchedSites } from './unmatched-sites.js';

/**
 * The sites list, then the children of the sites in scope, all in parallel: the
 * structure (one request for the whole ordered tree, then the customization of the site
 * spaces that declare one), the adaptive schema, the share links (names, on or off), the
 * customization and visitor authentication settings (only for the sites that declare
 * them) and, for the sites that declare `permissions:`, the team and user grants. The
 * structure of the unmatched sites is read too when the config creates a site
 * (`unmatchedSites`).
 */
export async function readSites(client: ApiRequester, scope: ReadScope): Promise<LiveSite[]> {
  const sites = await listSites(client, scope.organization);
  const unmatched = unmatchedSites(scope, sites);
  return Promise.all(sites.map((site) => withChildren(client, scope, site, unmatched)));
}

async function withChildren(
  client: ApiRequester,
  scope: ReadScope,
  site: LiveSite,
  unmatched: ReadonlySet<string>,
): Promise<LiveSite> {
  const org = scope.organization;
  const wantSchema =
    scope.adaptiveSchema === 'enabled'
      ? site.adaptiveContent === true
      : selects(scope.adaptiveSchema, site);
  const shared = visibilityOf(site) === 'share-link';
  const ifShared = scope.shareLinksIfShared;
  const wantLinks =
    selects(scope.shareLinks ?? 'none', site) ||
    (shared && ifShared !== undefined && selects(ifShared, site));
  const wantGrants = selects(scope.sitePermissions ?? 'none', site);
  const wantRedirects = scope.redirects !== undefined && selects(scope.redirects, site);
  const wantCustomization = selects(scope.customization ?? 'none', site);
  const auth = scope.visitorAuth ?? 'none';
  const wantAuth =
    auth === 'visitor-auth' ? visibilityOf(site) === 'visitor-auth' : selects(auth, site);
  const [
    structure,
    adaptiveSchema,
    shareLinks,
    permissions,
    redirects,
    draftRedirects,
    customization,
    visitorAuth,
  ] = await Promise.all([
    selects(scope.siteStructure, site) || unmatched.has(site.id)
      ? readStructure(client, scope, site)
      : undefined,
    wantSchema ? getAdaptiveSchema(client, org, site.id) : undefined,
    wantLinks ? readShareLinks(client, org, site.id) : undefined,
    wantGrants
      ? listPermissions(client, { on: 'site', organization: org, id: site.id })
      : undefined,
    wantRedirects ? listSiteRedirects(client, org, site.id) : undefined,
    wantRedirects && scope.redirectDrafts === true
      ? listSiteRedirects(client, org, site.id, true)
      : undefined,
    wantCustomization ? readCustomization(client, org, site.id) : undefined,
    wantAuth ? readVisitorAuth(client, org, site.id) : undefined,
  ]);
  return {
    ...site,
    ...(structure === undefined ? {} : { structure }),
    ...(adaptiveSchema === undefined ? {} : { adaptiveSchema }),
    ...(shareLinks === undefined ? {} : { shareLinks }),
    ...(permissions === undefined ? {} : { permissions }),
    ...(redirects === undefined ? {} : { redirects }),
    ...(draftRedirects === undefined ? {} : { draftRedirects }),
    ...(customization === undefined ? {} : customization),
    ...(visitorAuth === undefined ? {} : { visitorAuth }),
  };
}

/** The structure, and the customization of the site spaces that declare one. */
async function readStructure(client: ApiRequester, scope: ReadScope, site: LiveSite) {
  const structure = await getStructure(client, scope.organization, site.id);
  const overrides = scope.siteSpaceCustomization;
  if (overrides === undefined || !selects(overrides.sites, site)) return structure;
  return withSiteSpaceCustomization(
    client,
    scope.organization,
    site.id,
    structure,
    overrides.spaceIds,
  );
}
