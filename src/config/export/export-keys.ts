import type { LiveState } from '../../model/live.js';
import { liveKeys } from '../../model/slug-keys.js';

/**
 * The keys an export gives to live objects, by live id, so that references between
 * them (a team's members, a SAML provider's default team, a site space's space, the
 * organization's default site) are written as keys rather than ids.
 */
export interface ExportKeys {
  readonly teams: ReadonlyMap<string, string>;
  readonly saml: ReadonlyMap<string, string>;
  readonly spaces: ReadonlyMap<string, string>;
  readonly collections: ReadonlyMap<string, string>;
  readonly sites: ReadonlyMap<string, string>;
  /** Member emails by user id. */
  readonly emails: ReadonlyMap<string, string>;
}

export function exportKeys(live: LiveState): ExportKeys {
  return {
    teams: liveKeys(live, 'team'),
    saml: liveKeys(live, 'saml'),
    spaces: liveKeys(live, 'space'),
    collections: liveKeys(live, 'collection'),
    sites: liveKeys(live, 'site'),
    emails: new Map(
      (live.members ?? []).flatMap((m) => (m.email === undefined ? [] : [[m.id, m.email]])),
    ),
  };
}
