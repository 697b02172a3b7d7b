import type { LiveSite } from '../../model/live.js';
import { siteAddress } from '../../model/address.js';
import { REDIRECT_FIELDS } from '../../model/fields/redirect-fields.js';
import type { OfficialRedirectDestination } from '../../model/fields/redirect-fields.js';
import { livePaths, type ServedPath } from '../../model/served-paths.js';
import { exportedFields, type ExportContext } from './export-fields.js';
import type { YamlMap } from './export-org.js';

/**
 * A site's live redirects as `redirects:`, by source: the short form (the destination
 * alone) where the other fields are the API's defaults (unless `--full`), and a
 * destination as the path that serves it where that path reads back as the same section
 * or site space (else the official typed object). Undefined when the site has none, or
 * they were not read.
 */
export function exportRedirects(site: LiveSite, ctx: ExportContext): YamlMap | undefined {
  const redirects = site.redirects;
  if (redirects === undefined || redirects.length === 0) return undefined;
  const paths = livePaths(siteAddress(site.id), site.structure);
  const out: YamlMap = {};
  for (const r of [...redirects].sort((a, b) => (a.source < b.source ? -1 : 1))) {
    if (r.destination === undefined) continue;
    const destination = written(r.destination, paths);
    const rest = exportedFields(
      REDIRECT_FIELDS,
      r,
      ctx,
      `redirect ${r.source} of site "${site.title}"`,
    );
    delete rest.destination;
    out[r.source] = Object.keys(rest).length === 0 ? destination : { destination, ...rest };
  }
  return out;
}

function written(
  destination: OfficialRedirectDestination,
  paths: readonly ServedPath[],
): string | OfficialRedirectDestination {
  if (destination.kind === 'external') return destination.url;
  const id =
    destination.kind === 'site-section'
      ? destination.siteSectionId
      : destination.kind === 'site-space'
        ? destination.siteSpaceId
        : undefined;
  const served = paths.find((p) => p.ref.id === id && p.kind === destination.kind);
  // the path reads back as this object only when it is the first that serves that path
  if (served !== undefined && paths.find((p) => p.path === served.path) === served) {
    return served.path;
  }
  return destination;
}
