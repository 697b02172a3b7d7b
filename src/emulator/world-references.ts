import { ApiError, badRequest } from './api-error.js';
import { checkCollectionReferences } from './collections/collection-references.js';
import { checkDocument } from './document.js';
import { checkGitSyncReferences } from './git-sync/git-sync-references.js';
import { checkGrantReferences } from './permissions/grant-references.js';
import type { World } from './world.js';

/**
 * The rules of a world that a schema cannot say, checked when a world is loaded
 * (`PUT /_emulator/state`, `--fixture`, `--state`, `startEmulator({world})`): ids are
 * unique, every reference names an existing object of the right kind (a token's user, a
 * member's organization and user, a team member, a SAML default team, a site's
 * organization and style guide, a section's site and parent group, a site space's site,
 * space and section, a collection's or space's parent collection...), and section groups
 * and collections form no cycle. A group cycle would make a
 * move loop forever; a dangling id would make reads answer for objects that do not
 * exist. The first problem is a 400 naming its JSON path.
 */
export function checkWorldReferences(world: World): void {
  checkUniqueIds(world);
  const users = new Set(world.users.map((u) => u.id));
  const orgs = new Set(world.organizations.map((o) => o.id));
  const sites = new Map(world.sites.map((s) => [s.id, s]));
  const spaces = new Map(world.spaces.map((s) => [s.id, s]));
  const members = new Set(world.members.map((m) => `${m.organization}\n${m.user}`));

  for (const [token, user] of Object.entries(world.tokens)) {
    if (!users.has(user)) fail(`tokens.${token}`, `no user "${user}"`);
  }
  world.organizations.forEach((org, i) => {
    const at = `organizations.${i}`;
    const site = org.defaultContent?.site;
    if (site !== undefined && sites.get(site)?.organization !== org.id) {
      fail(`${at}.defaultContent.site`, `no site "${site}" in organization "${org.id}"`);
    }
    const instructions = org.agentInstructions;
    if (instructions === undefined) return;
    documentAt(instructions.instructions, `${at}.agentInstructions.instructions`);
    if (instructions.updatedBy !== '' && !users.has(instructions.updatedBy)) {
      fail(`${at}.agentInstructions.updatedBy`, `no user "${instructions.updatedBy}"`);
    }
  });
  const seenMembers = new Set<string>();
  world.members.forEach((m, i) => {
    inSet(orgs, m.organization, `members.${i}.organization`, 'organization');
    inSet(users, m.user, `members.${i}.user`, 'user');
    const key = `${m.organization}\n${m.user}`;
    if (seenMembers.has(key)) {
      fail(`members.${i}`, `user "${m.user}" is a member of "${m.organization}" twice`);
    }
    seenMembers.add(key);
  });
  world.teams.forEach((team, i) => {
    inSet(orgs, team.organization, `teams.${i}.organization`, 'organization');
    const seen = new Set<string>();
    team.members.forEach((m, j) => {
      const at = `teams.${i}.members.${j}.user`;
      if (!members.has(`${team.organization}\n${m.user}`)) {
        fail(at, `"${m.user}" is not a member of organization "${team.organization}"`);
      }
      if (seen.has(m.user)) fail(at, `"${m.user}" is in the team twice`);
      seen.add(m.user);
    });
  });
  const teams = new Map(world.teams.map((t) => [t.id, t]));
  world.saml.forEach((saml, i) => {
    inSet(orgs, saml.organization, `saml.${i}.organization`, 'organization');
    const team = saml.defaultTeam;
    if (typeof team === 'string' && teams.get(team)?.organization !== saml.organization) {
      fail(`saml.${i}.defaultTeam`, `no team "${team}" in organization "${saml.organization}"`);
    }
  });
  world.spaces.forEach((s, i) =>
    inSet(orgs, s.organization, `spaces.${i}.organization`, 'organization'),
  );
  checkCollectionReferences(world);
  checkGitSyncReferences(world);
  checkOpenApi(world, orgs);
  world.sites.forEach((site, i) => {
    inSet(orgs, site.organization, `sites.${i}.organization`, 'organization');
    const guide = site.styleguide;
    if (typeof guide === 'string' && spaces.get(guide)?.organization !== site.organization) {
      fail(`sites.${i}.styleguide`, `no space "${guide}" in organization "${site.organization}"`);
    }
  });
  checkSiteNodes(world);
  checkSiteSpaces(world);
  const siteIds = new Set(sites.keys());
  world.siteRedirects.forEach((r, i) => inSet(siteIds, r.site, `siteRedirects.${i}.site`, 'site'));
  world.siteShareLinks.forEach((l, i) =>
    inSet(siteIds, l.site, `siteShareLinks.${i}.site`, 'site'),
  );
  checkGrantReferences(world);
}

function checkUniqueIds(world: World): void {
  const collections = [
    'users',
    'organizations',
    'teams',
    'saml',
    'collections',
    'spaces',
    'openapi',
    'sites',
    'siteNodes',
    'siteSpaces',
    'siteRedirects',
    'siteShareLinks',
  ] as const;
  for (const name of collections) {
    const first = new Map<string, number>();
    const records: readonly { readonly id: string }[] = world[name];
    records.forEach((record, i) => {
      const earlier = first.get(record.id);
      if (earlier !== undefined) {
        fail(`${name}.${i}.id`, `id "${record.id}" is already used by ${name}.${earlier}`);
      }
      first.set(record.id, i);
    });
  }
  const versions = new Set<string>();
  world.openapi.forEach((spec, i) =>
    spec.versions.forEach((v, j) => {
      if (versions.has(v.id)) fail(`openapi.${i}.versions.${j}.id`, `id "${v.id}" is used twice`);
      versions.add(v.id);
    }),
  );
}

function checkOpenApi(world: World, orgs: ReadonlySet<string>): void {
  const slugs = new Set<string>();
  world.openapi.forEach((spec, i) => {
    inSet(orgs, spec.organization, `openapi.${i}.organization`, 'organization');
    const key = `${spec.organization}\n${spec.slug}`;
    if (slugs.has(key)) fail(`openapi.${i}.slug`, `slug "${spec.slug}" is used twice`);
    slugs.add(key);
  });
}

/** A node's site exists; its parent is null or a group of the same site; no cycles. */
function checkSiteNodes(world: World): void {
  const sites = new Set(world.sites.map((s) => s.id));
  const nodes = new Map(world.siteNodes.map((n) => [n.id, n]));
  world.siteNodes.forEach((node, i) => {
    inSet(sites, node.site, `siteNodes.${i}.site`, 'site');
    if (node.parent === null) return;
    const parent = nodes.get(node.parent);
    if (parent?.type !== 'group' || parent.site !== node.site) {
      fail(`siteNodes.${i}.parent`, `no section group "${node.parent}" in site "${node.site}"`);
    }
  });
  // Each chain of parents either reaches the root or comes back to a group seen on it;
  // the problem is then the parent of the last group before it comes back.
  const index = new Map(world.siteNodes.map((n, i) => [n.id, i]));
  const settled = new Set<string>();
  for (const node of world.siteNodes) {
    const chain: string[] = [];
    for (let id: string | null = node.id; id !== null && !settled.has(id);) {
      if (chain.includes(id)) {
        const cycle = [...chain.slice(chain.indexOf(id)), id].join(' -> ');
        const last = index.get(chain[chain.length - 1] ?? '') ?? 0;
        fail(`siteNodes.${last}.parent`, `section groups form a cycle (${cycle})`);
      }
      chain.push(id);
      id = nodes.get(id)?.parent ?? null;
    }
    for (const id of chain) settled.add(id);
  }
}

/** A site space's site and space exist in one organization; its section is of its site. */
function checkSiteSpaces(world: World): void {
  const sites = new Map(world.sites.map((s) => [s.id, s]));
  const spaces = new Map(world.spaces.map((s) => [s.id, s]));
  const nodes = new Map(world.siteNodes.map((n) => [n.id, n]));
  world.siteSpaces.forEach((record, i) => {
    const at = `siteSpaces.${i}`;
    const site = sites.get(record.site);
    if (!site) fail(`${at}.site`, `no site "${record.site}"`);
    if (spaces.get(record.space)?.organization !== site.organization) {
      fail(`${at}.space`, `no space "${record.space}" in organization "${site.organization}"`);
    }
    if (record.section === null) return;
    const section = nodes.get(record.section);
    if (section?.type !== 'section' || section.site !== record.site) {
      fail(`${at}.section`, `no section "${record.section}" in site "${record.site}"`);
    }
  });
}

function documentAt(value: unknown, at: string): void {
  try {
    checkDocument(value, at);
  } catch (error) {
    if (error instanceof ApiError) throw badRequest(`Invalid world: ${error.message}`);
    throw error;
  }
}

function inSet(set: ReadonlySet<string>, id: string, at: string, kind: string): void {
  if (!set.has(id)) fail(at, `no ${kind} "${id}"`);
}

function fail(at: string, problem: string): never {
  throw badRequest(`Invalid world at "${at}": ${problem}`);
}
