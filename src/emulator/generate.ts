import {
  addGroup,
  addSection,
  addSiteSpace,
  createSite,
  createSpace,
} from './sites/site-records.js';
import type { IdClock } from './sites/site-records.js';
import type { SiteRecord, SpaceRecord, World } from './world.js';

/** How much to add; counts are per organization, site and section. */
export interface WorldShape {
  readonly sites: number;
  /** Sections in each site (default 3); 0 gives sites with root site spaces. */
  readonly sectionsPerSite?: number;
  /** Site spaces in each section, or at the root of a site without sections (default 2). */
  readonly spacesPerSection?: number;
  readonly teams?: number;
  readonly saml?: number;
  readonly openapi?: number;
  /** Put the second half of each site's sections in a section group. */
  readonly groups?: boolean;
  /** Organization to fill; the world's first one by default. */
  readonly organization?: string;
}

/** Every generated record carries this instant, so a shape always gives the same world. */
export const GENERATED_AT = '2024-02-01T00:00:00.000Z';

/**
 * A copy of `base` with deterministic records added: spaces (one per site space),
 * sites holding sections holding site spaces (built by the same operations as the
 * emulator's handlers, so the records are what the API would have created), optional
 * section groups, teams with members, SAML providers and OpenAPI specs. For tests and
 * benchmarks, e.g. `generateWorld(builtinFixture(), {sites: 200, sectionsPerSite: 10,
 * spacesPerSection: 5})`.
 */
export function generateWorld(base: World, shape: WorldShape): World {
  const world = structuredClone(base);
  const org = world.organizations.find(
    (o) => o.id === (shape.organization ?? world.organizations[0]?.id),
  );
  if (!org)
    throw new Error(
      `generateWorld: no organization ${shape.organization ?? '(none in the world)'}`,
    );
  const env = idClock(world);
  for (let i = 1; i <= shape.sites; i += 1) addGeneratedSite(world, env, org.id, i, shape);
  addTeams(world, env, org.id, shape.teams ?? 0);
  addSaml(world, env, org.id, shape.saml ?? 0);
  addOpenApi(world, env, org.id, shape.openapi ?? 0);
  return world;
}

/** Ids as the emulator issues them (emulator-core.ts): the world's counter, after a prefix. */
export function idClock(world: World): IdClock {
  return {
    now: () => GENERATED_AT,
    newId: (prefix) => {
      world.nextId += 1;
      return `${prefix}_${String(world.nextId - 1).padStart(4, '0')}`;
    },
  };
}

/**
 * One site, built in a scratch world that holds only this site's structure (the
 * operations scan siblings, so this keeps generation linear in the number of sites),
 * then appended to the real one.
 */
function addGeneratedSite(
  world: World,
  env: IdClock,
  org: string,
  n: number,
  shape: WorldShape,
): void {
  const sections = shape.sectionsPerSite ?? 3;
  const perSection = shape.spacesPerSection ?? 2;
  const scratch: World = { ...world, sites: [], siteNodes: [], siteSpaces: [], spaces: [] };
  const orgRecord = world.organizations.find((o) => o.id === org);
  if (!orgRecord) return;
  const newSpace = (title: string): SpaceRecord => createSpace(scratch, env, org, title);
  const rootSpaces =
    sections === 0 ? range(perSection).map((k) => newSpace(`Site ${n} space ${k}`)) : [];
  const site = createSite(scratch, env, orgRecord, {
    title: `Generated site ${n}`,
    type: 'basic',
    visibility: 'public',
    spaces: rootSpaces,
  });
  for (const j of range(sections))
    addGeneratedSection(scratch, env, site, newSpace, `${n}.${j}`, perSection);
  if (shape.groups && sections > 1) {
    const grouped = scratch.siteNodes.slice(Math.ceil(sections / 2));
    addGroup(scratch, env, site, { title: `Group of site ${n}`, parent: null, sections: grouped });
  }
  world.sites.push(...scratch.sites);
  world.siteNodes.push(...scratch.siteNodes);
  world.siteSpaces.push(...scratch.siteSpaces);
  world.spaces.push(...scratch.spaces);
}

function addGeneratedSection(
  scratch: World,
  env: IdClock,
  site: SiteRecord,
  newSpace: (title: string) => SpaceRecord,
  label: string,
  perSection: number,
): void {
  // A section always holds the space it was created with, so it has at least one.
  const [first, ...others] = range(Math.max(perSection, 1)).map((k) =>
    newSpace(`Space ${label}.${k}`),
  );
  if (!first) return;
  const section = addSection(scratch, env, site, {
    space: first,
    title: `Section ${label}`,
    group: null,
  });
  for (const space of others) addSiteSpace(scratch, env, site, { space, section: section.id });
}

function addTeams(world: World, env: IdClock, org: string, count: number): void {
  const members = world.members.filter((m) => m.organization === org);
  for (const n of range(count)) {
    const picked = [members[n % members.length], members[(n + 1) % members.length]];
    const users = [...new Set(picked.flatMap((m) => (m ? [m.user] : [])))];
    world.teams.push({
      organization: org,
      id: env.newId('team'),
      title: `Team ${n}`,
      createdAt: env.now(),
      members: users.map((user, k) => ({ user, role: k === 0 ? 'owner' : 'member' })),
    });
  }
}

function addSaml(world: World, env: IdClock, org: string, count: number): void {
  for (const n of range(count)) {
    world.saml.push({
      organization: org,
      id: env.newId('saml'),
      label: `SAML ${n}`,
      ssoURL: `https://idp${n}.example/sso/saml`,
      entityID: `https://idp${n}.example/entity`,
      certificate: `MIIC-generated-certificate-${n}`,
      defaultTeam: null,
      defaultRole: null,
      createdAt: env.now(),
    });
  }
}

function addOpenApi(world: World, env: IdClock, org: string, count: number): void {
  for (const n of range(count)) {
    const url = `https://specs.example/spec-${n}.yaml`;
    world.openapi.push({
      organization: org,
      id: env.newId('oas'),
      slug: `spec-${n}`,
      source: { url },
      visibility: 'private',
      createdAt: env.now(),
      updatedAt: env.now(),
      versions: [{ id: env.newId('oasv'), createdAt: env.now(), url }],
    });
  }
}

/** 1..n */
function range(n: number): number[] {
  return Array.from({ length: Math.max(0, n) }, (_, i) => i + 1);
}
