/**
 * The organization of the sync benchmark's runs (a)-(c): 200 sites x 10 sections x 5 site
 * spaces, 50 teams, 5 SAML providers and 40 OpenAPI specs, as emulator worlds (the full
 * org, and the same org emptied of everything the config creates), and its config.
 */
import { builtinFixture } from '../src/emulator/fixture.js';
import { generateWorld } from '../src/emulator/generate.js';
import type { WorldShape } from '../src/emulator/generate.js';
import type { World } from '../src/emulator/world.js';

export const SHAPE = {
  sites: 200,
  sectionsPerSite: 10,
  spacesPerSection: 5,
  teams: 50,
  saml: 5,
  openapi: 40,
} as const satisfies WorldShape;

export const ORG = 'org_acme';

/**
 * The shape of the plans of many small sites, (d)-(f): N sites x 4 sections x 1 site
 * space, and the fixture's own teams, SAML providers and OpenAPI specs.
 */
export function smallSitesShape(sites: number): WorldShape {
  return { sites, sectionsPerSite: 4, spacesPerSection: 1 };
}

/** The generated org, as the emulator serves it ((a)-(c)'s shape by default). */
export function fullWorld(shape: WorldShape = SHAPE): World {
  return generateWorld(builtinFixture(), shape);
}

/** The same org with its spaces but no sites, teams, SAML providers or OpenAPI specs. */
export function emptyWorld(full: World): World {
  return { ...full, sites: [], siteNodes: [], siteSpaces: [], teams: [], saml: [], openapi: [] };
}

/** Declared objects of the config: every site, section, site space, team, provider, spec. */
export function objectCount(world: World): number {
  return (
    world.sites.length +
    world.siteNodes.length +
    world.siteSpaces.length +
    world.teams.length +
    world.saml.length +
    world.openapi.length
  );
}

/** One declared site: title, and its sections each holding the space ids of its site spaces. */
export interface SiteDecl {
  title: string;
  sections: { title: string; icon?: string; spaces: { id: string; hidden?: boolean }[] }[];
}

/** What the config declares, as data the 5% change can edit before it is written. */
export interface OrgDecl {
  sites: SiteDecl[];
  teams: { title: string; members: string[] }[];
  saml: { label: string; ssoURL: string; entityID: string; certificate: string }[];
  openapi: { slug: string; url: string; visibility: string }[];
}

/** The declarations that make `world` the desired state (plan of it against it: empty). */
export function declare(world: World): OrgDecl {
  const email = new Map(world.users.map((u) => [u.id, u.email]));
  const sites = world.sites.map((site) => ({
    title: site.title,
    sections: world.siteNodes
      .filter((n) => n.site === site.id && n.type === 'section')
      .map((section) => ({
        title: section.title,
        spaces: world.siteSpaces
          .filter((s) => s.section === section.id)
          .map((s) => ({ id: s.space })),
      })),
  }));
  return {
    sites,
    teams: world.teams.map((t) => ({
      title: t.title,
      members: t.members.map((m) => email.get(m.user) ?? m.user),
    })),
    saml: world.saml.map((p) => ({
      label: p.label,
      ssoURL: p.ssoURL ?? '',
      entityID: p.entityID ?? '',
      certificate: p.certificate ?? '',
    })),
    openapi: world.openapi.map((o) => ({
      slug: o.slug,
      url: 'url' in o.source ? o.source.url : '',
      visibility: o.visibility ?? 'private',
    })),
  };
}

/** The YAML config of `decl`; sites, teams, SAML and OpenAPI are authoritative (pruned). */
export function configYaml(decl: OrgDecl): string {
  const q = (s: string): string => JSON.stringify(s);
  // an empty collection is written `{}`: a bare `teams:` would be null
  const lines = ['version: 1', `organization: ${ORG}`, decl.teams.length ? 'teams:' : 'teams: {}'];
  decl.teams.forEach((t, i) => {
    lines.push(`  team-${i}:`, `    title: ${q(t.title)}`);
    lines.push(`    members: [${t.members.map(q).join(', ')}]`);
  });
  lines.push(decl.saml.length ? 'saml:' : 'saml: {}');
  decl.saml.forEach((p, i) => {
    lines.push(`  idp-${i}:`, `    label: ${q(p.label)}`, `    ssoURL: ${q(p.ssoURL)}`);
    lines.push(`    entityID: ${q(p.entityID)}`, `    certificate: ${q(p.certificate)}`);
  });
  lines.push(decl.openapi.length ? 'openapi:' : 'openapi: {}');
  for (const o of decl.openapi) {
    lines.push(`  ${o.slug}:`, `    source: ${q(o.url)}`, `    visibility: ${o.visibility}`);
  }
  lines.push(decl.sites.length ? 'sites:' : 'sites: {}');
  decl.sites.forEach((site, i) => {
    lines.push(`  site-${i}:`, `    title: ${q(site.title)}`, '    sections:');
    for (const section of site.sections) {
      lines.push(`      - title: ${q(section.title)}`);
      if (section.icon !== undefined) lines.push(`        icon: ${section.icon}`);
      lines.push('        spaces:');
      for (const s of section.spaces) {
        lines.push(`          - { space: ${s.id}${s.hidden ? ', hidden: true' : ''} }`);
      }
    }
  });
  lines.push('policy:', '  prune: [teams, saml, openapi, sites]');
  return `${lines.join('\n')}\n`;
}
