import type { Address } from '../../model/address.js';
import type { DesiredPermissions } from '../../model/schema/permissions.js';
import { didYouMean } from '../did-you-mean.js';
import type { RuleContext } from './rule-context.js';

/**
 * A grant names a team by its key under `teams:` or by a live team id. A config that
 * declares `teams:` manages its teams, so a grant there names one of them: its key, or
 * the id it is pinned to. Any other name is an error at the name's own line (the code
 * the plan gives the same grant), with "did you mean" the closest key when one is a
 * likely typo. A team whose entry failed the schema is declared all the same. A config
 * without `teams:` may name live teams by id, which only the plan can check (it reads
 * the live teams), so nothing is checked here.
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
      ctx.errorAtKey(
        'unknown-grant-subject',
        `${address} permissions: team ${JSON.stringify(name)} is not a key under \`teams:\``,
        [...at, 'permissions', 'teams', name],
        didYouMean(name, keys) ??
          'declare the team under `teams:` (a live team by its title, or its `id:`): where `teams:` is declared, a grant names a declared team, by key or pinned id',
        address,
      );
    }
  };
  for (const space of desired.spaces)
    check(space.address, space.permissions, ['spaces', space.key]);
  for (const site of desired.sites) check(site.address, site.permissions, ['sites', site.key]);
}
