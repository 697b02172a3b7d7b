import type { Address } from '../../model/address.js';
import type { DesiredPermissions } from '../../model/schema/permissions.js';
import { didYouMean } from '../did-you-mean.js';
import type { RuleContext } from './rule-context.js';

/**
 * A grant names a team by its key under `teams:` or by a live team id, as every
 * reference does (docs/config.md, "References"): `validate` works offline and cannot
 * check a live id, so a name that is no declared key, nor the id a declared team is
 * pinned to, is taken for a live id, unless it is a near miss of a declared key (a
 * typo: `writer` when `writers` exists). That one is an error at the name's own line
 * (the code the plan gives the same grant), with "did you mean". A team whose entry
 * failed the schema is declared all the same. The plan reports live ids that name no
 * team.
 */
export function grantTeams(ctx: RuleContext): void {
  const { desired } = ctx;
  const pruned = ctx.prunedKeys('teams');
  if (ctx.config.teams === undefined && pruned.size === 0) return;
  const keys = [...desired.teams.map((t) => t.key), ...pruned];
  const known = new Set(keys);
  for (const team of desired.teams) if (team.id !== undefined) known.add(team.id);
  const check = (
    address: Address,
    permissions: DesiredPermissions | undefined,
    at: readonly [string, string],
  ): void => {
    for (const name of Object.keys(permissions?.teams ?? {})) {
      if (known.has(name)) continue;
      const hint = didYouMean(name, keys);
      // no declared key is close: a live team id, which the plan checks
      if (hint === undefined) continue;
      ctx.errorAtKey(
        'unknown-grant-subject',
        `${address} permissions: team ${JSON.stringify(name)} is not a key under \`teams:\``,
        [...at, 'permissions', 'teams', name],
        hint,
        address,
      );
    }
  };
  for (const space of desired.spaces)
    check(space.address, space.permissions, ['spaces', space.key]);
  for (const site of desired.sites) check(site.address, site.permissions, ['sites', site.key]);
  for (const c of desired.collections) check(c.address, c.permissions, ['collections', c.key]);
}
