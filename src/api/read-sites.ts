import { visibilityOf } from '../model/fields/site-fields.js';
import type { LiveSite, LiveStructure } from '../model/live.js';
import type { ReadNeeds } from '../model/read-needs.js';
import { selects } from './selects.js';
import { getAdaptiveSchema } from './resources/adaptive-schema.js';
import { readShareLinks } from './resources/share-links.js';
import { listPermissions } from './resources/permissions.js';
import { readCustomization } from './resources/customization.js';
import { listSites } from './resources/sites.js';
import { listSiteRedirects } from './resources/site-redirects.js';
import { getStructure } from './resources/site-structure.js';
import { readVisitorAuth } from './resources/visitor-auth.js';
import { readSiteGitSync } from './resources/git-sync.js';
import { withSiteSpaceCustomization } from './read-site-space-customization.js';
import type { ApiRequester } from './types.js';

const NONE: ReadonlySet<string> = new Set();
const NO_STRUCTURES: ReadonlyMap<string, LiveStructure> = new Map();

/**
 * The sites list, then the children `needs` asks of each site, all in parallel: the
 * structure (one request for the whole ordered tree, then the customization of the site
 * spaces asked for), the adaptive schema, the share links (names, on or off), the
 * customization and visitor authentication settings, the team and user grants, the
 * redirects, and the settings of the site's Git Sync installation. The structure of the sites `needs.moreStructures` picks from the list is
 * read too. A structure in `known` (by site id) is taken as it is, not read again; the
 * rest of its site's reads are made as for any site.
 */
export async function readSites(
  client: ApiRequester,
  needs: ReadNeeds,
  known: ReadonlyMap<string, LiveStructure> = NO_STRUCTURES,
): Promise<LiveSite[]> {
  const sites = await listSites(client, needs.organization);
  const more = needs.moreStructures?.(sites) ?? NONE;
  return Promise.all(sites.map((site) => withChildren(client, needs, site, more, known)));
}

async function withChildren(
  client: ApiRequester,
  needs: ReadNeeds,
  site: LiveSite,
  more: ReadonlySet<string>,
  known: ReadonlyMap<string, LiveStructure>,
): Promise<LiveSite> {
  const org = needs.organization;
  const wantSchema =
    needs.adaptiveSchema === 'enabled'
      ? site.adaptiveContent === true
      : selects(needs.adaptiveSchema, site);
  const ifShared = needs.shareLinksIfShared;
  const wantLinks =
    selects(needs.shareLinks ?? 'none', site) ||
    (ifShared !== undefined && visibilityOf(site) === 'share-link' && selects(ifShared, site));
  const wantGrants = selects(needs.sitePermissions ?? 'none', site);
  const wantRedirects = selects(needs.redirects ?? 'none', site);
  const wantCustomization = selects(needs.customization ?? 'none', site);
  const auth = needs.visitorAuth ?? 'none';
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
    gitSync,
  ] = await Promise.all([
    selects(needs.siteStructure, site) || more.has(site.id)
      ? readStructure(client, needs, site, known.get(site.id))
      : undefined,
    wantSchema ? getAdaptiveSchema(client, org, site.id) : undefined,
    wantLinks ? readShareLinks(client, org, site.id) : undefined,
    wantGrants
      ? listPermissions(client, { on: 'site', organization: org, id: site.id })
      : undefined,
    wantRedirects ? listSiteRedirects(client, org, site.id) : undefined,
    wantRedirects && needs.redirectDrafts === true
      ? listSiteRedirects(client, org, site.id, true)
      : undefined,
    wantCustomization ? readCustomization(client, org, site.id) : undefined,
    wantAuth ? readVisitorAuth(client, org, site.id) : undefined,
    // the list names the site's installation (official `Site.gitSync`); none, none to read
    selects(needs.gitSync ?? 'none', site) && site.gitSync != null
      ? readSiteGitSync(client, org, site.id)
      : undefined,
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
    ...(gitSync === undefined ? {} : { gitSync }),
  };
}

/** The structure (unless `known`), and the customization of the site spaces asked for. */
async function readStructure(
  client: ApiRequester,
  needs: ReadNeeds,
  site: LiveSite,
  known: LiveStructure | undefined,
) {
  const structure = known ?? (await getStructure(client, needs.organization, site.id));
  const overrides = needs.siteSpaceCustomization;
  if (overrides === undefined || !selects(overrides.sites, site)) return structure;
  return withSiteSpaceCustomization(
    client,
    needs.organization,
    site.id,
    structure,
    overrides.spaceIds,
  );
}
