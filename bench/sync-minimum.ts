/**
 * The fewest requests the sync benchmark's runs can take, the time bound they imply,
 * and the per-object model of a tool that refreshes one resource per request.
 */
import type { World } from '../src/emulator/world.js';
import type { PlanShape } from './sync-figures.js';
import { ORG } from './sync-org.js';

/** Requests of one list at limit 1000: an empty list still takes one. */
const pages = (n: number): number => Math.max(1, Math.ceil(n / 1000));

/** Dependency depth of a read: a list, then the reads of each item (structures, memberships). */
export const READ_DEPTH = 2;

/**
 * The reads of the benchmark's config (teams with members, SAML, OpenAPI and sites,
 * all pruned; no settings declared) against `world`, as in
 * test/api/read-live-faults.test.ts: the organization, one page per 1000 items of
 * members, teams, SAML, OpenAPI and sites, team membership per team or per member (the
 * fewer), one structure per declared site that exists, the spaces (the plan checks
 * that every site space's space exists), and the token's user with its role. No site has adaptive content. Members and
 * memberships are read only when the config declares teams' members
 * (src/plan/read-needs.ts); the configs of many small sites declare no team.
 */
export function minimumReads(
  world: World,
  declaredSiteTitles: ReadonlySet<string>,
  teamMembers: boolean,
): number {
  // the members of the benchmark's organization (the fixture's second organization has its own)
  const members = world.members.filter((m) => m.organization === ORG).length;
  const teams = world.teams.length;
  const structures = world.sites.filter((s) => declaredSiteTitles.has(s.title)).length;
  return (
    1 +
    // the token's user, and its role from the members list or its own read
    (teamMembers ? 1 : 2) +
    (teamMembers ? pages(members) + Math.min(teams, members) : 0) +
    pages(teams) +
    pages(world.saml.length) +
    pages(world.openapi.length) +
    pages(world.sites.length) +
    pages(world.spaces.filter((s) => s.organization === ORG).length) +
    structures
  );
}

/**
 * One write per change, except: a replace is a delete and a create, and a
 * site space create carried by its section's create needs none (docs/apply.md).
 */
export function minimumWrites(plan: PlanShape): number {
  return plan.changes + plan.replaces - plan.carried;
}

/** Requests spread over `parallelism` slots, plus the chain that cannot overlap. */
export function boundMs(
  requests: number,
  depth: number,
  latencyMs: number,
  parallelism: number,
): number {
  return (requests * latencyMs) / parallelism + depth * latencyMs;
}

/** Terraform's default parallelism, for the per-object model. */
export const PER_OBJECT_PARALLELISM = 10;

/** One GET per object (a refresh), plus one request per change, 10 at a time. */
export function perObjectMs(objects: number, changes: number, latencyMs: number): number {
  return ((objects + changes) * latencyMs) / PER_OBJECT_PARALLELISM;
}
