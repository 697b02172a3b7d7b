import type { LiveSite } from '../model/live.js';
import type { ReadScope } from './read-scope.js';
import { selects, unmatchedSites } from './read-scope.js';
import { getAdaptiveSchema } from './resources/adaptive-schema.js';
import { getCustomization } from './resources/customization.js';
import { listSites } from './resources/sites.js';
import { getStructure } from './resources/site-structure.js';
import type { ApiRequester } from './types.js';

/**
 * The sites list, then the children of the sites in scope, all in parallel: the
 * structure (one request for the whole ordered tree), the adaptive schema and the
 * customization settings (only for the sites that declare them). The
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
  const wantCustomization = selects(scope.customization ?? 'none', site);
  const [structure, adaptiveSchema, customization] = await Promise.all([
    selects(scope.siteStructure, site) || unmatched.has(site.id)
      ? getStructure(client, org, site.id)
      : undefined,
    wantSchema ? getAdaptiveSchema(client, org, site.id) : undefined,
    wantCustomization ? getCustomization(client, org, site.id) : undefined,
  ]);
  return {
    ...site,
    ...(structure === undefined ? {} : { structure }),
    ...(adaptiveSchema === undefined ? {} : { adaptiveSchema }),
    ...(customization === undefined ? {} : { customization }),
  };
}
