import { siteAddress } from '../../model/address.js';
import type { DesiredSite } from '../../model/desired.js';
import type { LiveSite } from '../../model/live.js';
import { apiReportsSiteField } from '../fields-not-in-api.js';
import type { KeyedKind } from '../plan-keyed.js';

/** Sites: matched by title; the structure is planned separately (plan-structure.ts). */
export const SITE_KIND: KeyedKind<DesiredSite, LiveSite, 'site'> = {
  kind: 'site',
  collection: 'sites',
  spec: {
    noun: 'site',
    address: (d) => d.address,
    pinnedId: (d) => d.id,
    naturalKey: (d) => d.title,
    previously: (d) => d.previously,
    liveId: (l) => l.id,
    liveKey: (l) => l.title,
  },
  fields: (ctx, d, l) => [
    { path: 'title', after: d.title, before: l?.title },
    { path: 'type', after: d.type, before: l?.type },
    { path: 'visibility', after: d.visibility, before: l?.visibility },
    { path: 'basename', after: d.basename, before: l?.basename },
    { path: 'proxy', after: d.proxy, before: l?.proxy },
    // a field of the seed only: managed where the API reports it (fields-not-in-api.ts)
    {
      path: 'agentsContext',
      after: apiReportsSiteField(ctx.live, l, 'agentsContext') ? d.agentsContext : undefined,
      before: l?.agentsContext,
    },
    // the API leaves `adaptiveContent` out when it was never enabled: that is false
    {
      path: 'adaptiveContent',
      after: d.adaptiveContent,
      before: l && (l.adaptiveContent ?? false),
    },
    { path: 'adaptiveSchema', after: d.adaptiveSchema, before: l?.adaptiveSchema },
    { path: 'defaultLevel', after: d.defaultLevel, before: l?.defaultLevel },
    { path: 'published', after: d.published, before: l?.published },
  ],
  dependsOn: () => [],
  liveAddress: (ctx, l) =>
    ctx.addresses.liveAddress(l.id, ctx.addresses.exportKey('sites', l.id), siteAddress),
  liveTitle: (l) => l.title,
};
