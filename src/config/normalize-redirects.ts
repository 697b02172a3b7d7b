import { redirectAddress, type Address } from '../model/address.js';
import type { DesiredRedirect } from '../model/desired.js';
import type { DesiredRedirectDestination } from '../model/fields/redirect-fields.js';
import { REDIRECT_FIELDS } from '../model/fields/redirect-fields.js';
import { normalizeFields } from './field-rows.js';
import type { NormalizeContext } from './normalize-context.js';
import type { YamlPath } from './position-index.js';
import type { RedirectConfig } from './schema-sites.js';

/**
 * A site's `redirects:`, keyed by source. The short form (`/old: /new`) is the
 * destination alone, with the API's defaults for the rest (not permanent, no wildcard
 * capture), so a redirect declared either way is managed whole. A destination string is
 * a path of the site (`{ path }`, resolved by the planner) or an absolute URL.
 */
export function normalizeRedirects(
  site: Address,
  path: YamlPath,
  redirects: Readonly<Record<string, RedirectConfig>>,
  ctx: NormalizeContext,
): DesiredRedirect[] {
  return Object.entries(redirects).map(([source, value]) => {
    const at = [...path, source];
    const address = redirectAddress(site, source);
    ctx.declare(address, path, source);
    const written = typeof value === 'string' ? { destination: value } : (value as object);
    const fields = normalizeFields(ctx, address, at, REDIRECT_FIELDS, written);
    return {
      address,
      source,
      ...fields,
      destination: destinationOf(fields.destination as DesiredRedirectDestination | string),
      permanent: fields.permanent ?? false,
      captureWildcard: fields.captureWildcard ?? false,
    };
  });
}

function destinationOf(value: DesiredRedirectDestination | string): DesiredRedirectDestination {
  if (typeof value !== 'string') return value;
  return value.startsWith('/') ? { path: value } : { kind: 'external', url: value };
}
