import { badRequest } from '../api-error.js';
import type { World } from '../world.js';

/**
 * The rules of Git Sync installations that the world schema cannot say, checked with the
 * other references when a world is loaded: an installation's target is a site or space
 * of its organization, its `siteId` (a space's under a site's) a site of it, its parent
 * the installation of that site, and a target has one installation at most.
 */
export function checkGitSyncReferences(world: World): void {
  const sites = new Map(world.sites.map((s) => [s.id, s]));
  const spaces = new Map(world.spaces.map((s) => [s.id, s]));
  const byId = new Map(world.gitSyncInstallations.map((i) => [i.id, i]));
  const targets = new Set<string>();
  world.gitSyncInstallations.forEach((record, i) => {
    const at = `gitSyncInstallations.${i}`;
    const org = record.organization;
    const { target } = record;
    const id = target.type === 'site' ? target.siteId : target.spaceId;
    const owner = target.type === 'site' ? sites.get(id) : spaces.get(id);
    if (owner?.organization !== org) fail(`${at}.target`, `no ${target.type} "${id}" in "${org}"`);
    if (targets.has(`${target.type}\n${id}`)) fail(`${at}.target`, `"${id}" is installed twice`);
    targets.add(`${target.type}\n${id}`);
    const site = target.siteId;
    if (site !== undefined && sites.get(site)?.organization !== org) {
      fail(`${at}.target.siteId`, `no site "${site}" in "${org}"`);
    }
    const parent = record.parentInstallationId;
    if (parent === undefined) return;
    const held = byId.get(parent)?.target;
    if (target.type !== 'space' || held?.type !== 'site' || held.siteId !== site) {
      fail(`${at}.parentInstallationId`, `"${parent}" is not the installation of its site`);
    }
  });
}

function fail(at: string, problem: string): never {
  throw badRequest(`Invalid world at "${at}": ${problem}`);
}
