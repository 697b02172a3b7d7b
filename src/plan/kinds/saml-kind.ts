import { KINDS } from '../../model/kinds.js';
import type { Address } from '../../model/address.js';
import type { DesiredSaml } from '../../model/desired.js';
import type { LiveSaml } from '../../model/live.js';
import type { FieldPair } from '../compare-fields.js';
import { SAML_FIELDS } from '../../model/fields/saml-fields.js';
import { rowPairs } from '../field-pairs.js';
import { atValue } from '../field-locations.js';
import type { PlanContext } from '../plan-context.js';
import type { KeyedKind } from '../plan-keyed.js';
import { byTitle } from '../key-rules.js';
import { refPair } from '../ref-pair.js';
import { grantedRole } from '../undeclared-children.js';

/**
 * SAML providers: matched by label; their fields are the rows of their table, the
 * default team a team reference paired here; a write-only row is not compared when the
 * API does not return it (docs/plan-format.md, "Write-only values").
 */
export const SAML_KIND: KeyedKind<DesiredSaml, LiveSaml, 'saml'> = {
  kind: 'saml',
  spec: byTitle(KINDS.saml.noun, 'label'),
  fields: (ctx, d, live) =>
    rowPairs<'saml', typeof SAML_FIELDS>(SAML_FIELDS, d, live, {
      defaultTeam: (team) => defaultTeamPair(ctx, d.address, team, live),
    }),
  dependsOn: (ctx, d) => {
    if (typeof d.defaultTeam !== 'string') return [];
    const ref = ctx.refs.team(d.defaultTeam);
    return ref ? [ref.ref] : [];
  },
  liveAddress: (ctx, l) => ctx.addresses.keyedAddress('saml', l.id),
  liveTitle: (l) => l.label,
  // the role everyone who signs in with it gets
  liveDetail: (l) => (l.defaultRole === undefined ? {} : grantedRole(l.defaultRole)),
};

/** A declared default team (null: none), compared by live id. */
function defaultTeamPair(
  ctx: PlanContext,
  address: Address,
  team: string | null,
  live: LiveSaml | undefined,
): FieldPair<'saml'> {
  const held = live?.defaultTeam;
  const before = typeof held === 'string' ? ctx.refs.teamById(held) : held;
  if (team === null) return { path: 'defaultTeam', after: null, before, compareBefore: held };
  const ref = ctx.refs.team(team);
  if (ref === undefined) {
    ctx.diagnostics.push({
      severity: 'error',
      code: 'dangling-reference',
      address,
      ...atValue(ctx.desired, address, 'defaultTeam'),
      message: `defaultTeam ${team} is neither a team key nor a live team id`,
    });
    return { path: 'defaultTeam', after: undefined, before };
  }
  return refPair('defaultTeam', ref, before, held);
}
