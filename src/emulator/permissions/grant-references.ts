import { badRequest } from '../api-error.js';
import type { World } from '../world.js';

/**
 * The rules of `world.permissions` and of external links that the world schema cannot
 * say, checked with the other references when a world is loaded: a grant is on an
 * existing site, space or collection, to a team of its organization or a member of it,
 * at most once per subject; only a site takes the guest role (null); an external link
 * has a URL.
 */
export function checkGrantReferences(world: World): void {
  const targets = {
    site: new Map(world.sites.map((s) => [s.id, s.organization])),
    space: new Map(world.spaces.map((s) => [s.id, s.organization])),
    collection: new Map(world.collections.map((c) => [c.id, c.organization])),
  };
  const teams = new Map(world.teams.map((t) => [t.id, t.organization]));
  const members = new Set(world.members.map((m) => `${m.organization}\n${m.user}`));
  const seen = new Set<string>();
  world.permissions.forEach((grant, i) => {
    const at = `permissions.${i}`;
    const organization = targets[grant.on].get(grant.target);
    if (organization === undefined) fail(`${at}.target`, `no ${grant.on} "${grant.target}"`);
    const known =
      grant.subject === 'team'
        ? teams.get(grant.subjectId) === organization
        : members.has(`${organization}\n${grant.subjectId}`);
    if (!known) {
      fail(`${at}.subjectId`, `no ${grant.subject} "${grant.subjectId}" in "${organization}"`);
    }
    if (grant.role === null && grant.on !== 'site') {
      fail(`${at}.role`, `a ${grant.on} cannot grant the guest role (null)`);
    }
    const key = `${grant.on}\n${grant.target}\n${grant.subject}\n${grant.subjectId}`;
    if (seen.has(key)) fail(at, `${grant.subject} "${grant.subjectId}" is granted twice`);
    seen.add(key);
  });
  world.siteNodes.forEach((node, i) => {
    if (node.type === 'link' && typeof node.url !== 'string') {
      fail(`siteNodes.${i}.url`, 'an external link needs a url');
    }
  });
}

function fail(at: string, problem: string): never {
  throw badRequest(`Invalid world at "${at}": ${problem}`);
}
