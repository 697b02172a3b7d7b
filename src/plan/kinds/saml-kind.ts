import { samlAddress } from '../../model/address.js';
import type { DesiredSaml } from '../../model/desired.js';
import type { LiveSaml } from '../../model/live.js';
import type { FieldPair } from '../compare-fields.js';
import { atValue } from '../field-locations.js';
import type { PlanContext } from '../plan-context.js';
import type { KeyedKind } from '../plan-keyed.js';
import { refPair } from '../ref-pair.js';

/**
 * SAML providers: matched by label. The certificate is write-only when the API does not
 * return it: then it is not compared (docs/plan-format.md, "Write-only values").
 */
export const SAML_KIND: KeyedKind<DesiredSaml, LiveSaml, 'saml'> = {
  kind: 'saml',
  collection: 'saml',
  spec: {
    noun: 'SAML provider',
    address: (d) => d.address,
    pinnedId: (d) => d.id,
    naturalKey: (d) => d.label,
    previously: (d) => d.previously,
    liveId: (l) => l.id,
    liveKey: (l) => l.label,
  },
  fields: (ctx, d, live) => [
    { path: 'label', after: d.label, before: live?.label },
    { path: 'ssoURL', after: d.ssoURL, before: live?.ssoURL },
    { path: 'entityID', after: d.entityID, before: live?.entityID },
    { path: 'certificate', after: d.certificate, before: live?.certificate, writeOnly: true },
    defaultTeamPair(ctx, d, live),
    { path: 'defaultRole', after: d.defaultRole, before: live?.defaultRole },
  ],
  dependsOn: (ctx, d) => {
    if (typeof d.defaultTeam !== 'string') return [];
    const ref = ctx.refs.team(d.defaultTeam);
    return ref ? [ref.ref] : [];
  },
  liveAddress: (ctx, l) =>
    ctx.addresses.liveAddress(l.id, ctx.addresses.exportKey('saml', l.id), samlAddress),
  liveTitle: (l) => l.label,
};

function defaultTeamPair(
  ctx: PlanContext,
  d: DesiredSaml,
  live: LiveSaml | undefined,
): FieldPair<'saml'> {
  const held = live?.defaultTeam;
  const before = typeof held === 'string' ? ctx.refs.teamById(held) : held;
  if (typeof d.defaultTeam !== 'string') {
    return { path: 'defaultTeam', after: d.defaultTeam, before, compareBefore: held };
  }
  const ref = ctx.refs.team(d.defaultTeam);
  if (ref === undefined) {
    ctx.diagnostics.push({
      severity: 'error',
      code: 'dangling-reference',
      address: d.address,
      ...atValue(ctx.desired, d.address, 'defaultTeam'),
      message: `defaultTeam ${d.defaultTeam} is neither a team key nor a live team id`,
    });
    return { path: 'defaultTeam', after: undefined, before };
  }
  return refPair('defaultTeam', ref, before, held);
}
