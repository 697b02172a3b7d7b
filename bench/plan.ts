/**
 * Planning an org of about 10,000 objects where the YAML equals the live org (target:
 * under 500 ms of CPU). Run: `npx tsc -p tsconfig.json && node dist/bench/plan.js`.
 * Prints the CPU time (process.cpuUsage) of a first, cold plan and the median of the
 * next runs; the figures are recorded in docs/performance.md.
 */
import { cpus } from 'node:os';
import {
  groupAddress,
  memberAddress,
  openapiAddress,
  samlAddress,
  sectionAddress,
  siteAddress,
  siteSpaceAddress,
  spaceAddress,
  teamAddress,
} from '../src/model/address.js';
import type {
  DesiredSection,
  DesiredSite,
  DesiredState,
  DesiredStructureItem,
} from '../src/model/desired.js';
import type { LiveSection, LiveSite, LiveState, LiveStructureItem } from '../src/model/live.js';
import { planChanges } from '../src/plan/plan.js';
import {
  DEFAULT_ADMIN_GRANT_THRESHOLD,
  DEFAULT_DELETE_THRESHOLD,
  DEFAULT_INVITE_THRESHOLD,
  DEFAULT_UPDATE_THRESHOLD,
} from '../src/config/policy-defaults.js';

const SIZE = { members: 500, teams: 300, saml: 50, openapi: 150, spaces: 100, sites: 100 };
const GROUPS = 2;
const SECTIONS_PER_GROUP = 5;
const ROOT_SECTIONS = 5;
const SPACES_PER_SECTION = 5;

function build(): { desired: DesiredState; live: LiveState; objects: number } {
  const range = (n: number) => Array.from({ length: n }, (_, i) => i);
  const email = (i: number) => `user${i}@acme.example`;
  const spaceId = (i: number) => `spc_${i % SIZE.spaces}`;
  const liveSites: LiveSite[] = [];
  const desiredSites: DesiredSite[] = [];
  let structureObjects = 0;
  for (const s of range(SIZE.sites)) {
    const address = siteAddress(`site${s}`);
    const section = (parent: string, t: string, id: string): [DesiredSection, LiveSection] => {
      const a = sectionAddress(parent, t);
      const spaces = range(SPACES_PER_SECTION).map((k) => spaceId(k + s));
      structureObjects += 1 + spaces.length;
      return [
        {
          type: 'section',
          address: a,
          key: t,
          title: t,
          previously: [],
          icon: 'book',
          spaces: spaces.map((sp) => ({
            address: siteSpaceAddress(a, sp),
            spaceRef: sp,
            spaceId: sp,
            path: sp,
          })),
        },
        {
          type: 'section',
          id: `${id}`,
          title: t,
          icon: 'book',
          path: t,
          default: false,
          spaces: spaces.map((sp, k) => ({
            id: `${id}_ss${k}`,
            spaceId: sp,
            path: sp,
            default: false,
            hidden: false,
          })),
        },
      ];
    };
    const dItems: DesiredStructureItem[] = [];
    const lItems: LiveStructureItem[] = [];
    for (const k of range(ROOT_SECTIONS)) {
      const [d, l] = section(address, `Section ${k}`, `sec_${s}_${k}`);
      dItems.push(d);
      lItems.push(l);
    }
    for (const g of range(GROUPS)) {
      const ga = groupAddress(address, `Group ${g}`);
      const pairs = range(SECTIONS_PER_GROUP).map((k) =>
        section(ga, `Part ${k}`, `sec_${s}_${g}_${k}`),
      );
      structureObjects += 1;
      dItems.push({
        type: 'group',
        address: ga,
        key: `Group ${g}`,
        title: `Group ${g}`,
        previously: [],
        items: pairs.map((p) => p[0]),
      });
      lItems.push({
        type: 'group',
        id: `grp_${s}_${g}`,
        title: `Group ${g}`,
        items: pairs.map((p) => p[1]),
      });
    }
    desiredSites.push({
      address,
      key: `site${s}`,
      title: `Site ${s}`,
      previously: [],
      visibility: 'public',
      structure: { kind: 'sections', items: dItems },
    });
    liveSites.push({
      id: `site_${s}`,
      title: `Site ${s}`,
      type: 'basic',
      visibility: 'public',
      published: true,
      structure: { kind: 'sections', items: lItems },
    });
  }
  const teamMembers = (t: number) => range(10).map((k) => (t * 7 + k) % SIZE.members);
  const desired: DesiredState = {
    version: 1,
    organization: 'org_bench',
    settings: { address: 'settings', title: 'Bench' },
    members: range(SIZE.members).map((i) => ({
      address: memberAddress(email(i)),
      email: email(i),
      role: 'read',
    })),
    teams: range(SIZE.teams).map((t) => ({
      address: teamAddress(`team${t}`),
      key: `team${t}`,
      title: `Team ${t}`,
      members: teamMembers(t).map(email),
      previously: [],
    })),
    saml: range(SIZE.saml).map((i) => ({
      address: samlAddress(`idp${i}`),
      key: `idp${i}`,
      label: `IdP ${i}`,
      ssoURL: `https://idp${i}.example/sso`,
      defaultTeam: `team${i}`,
      previously: [],
    })),
    openapi: range(SIZE.openapi).map((i) => ({
      address: openapiAddress(`api${i}`),
      slug: `api${i}`,
      source: { url: `https://specs.example/api${i}.yaml` },
      visibility: 'public',
    })),
    collections: [],
    spaces: range(SIZE.spaces).map((i) => ({
      address: spaceAddress(`s${i}`),
      key: `s${i}`,
      id: spaceId(i),
      previously: [],
      editMode: 'live',
    })),
    sites: desiredSites,
    policy: {
      prune: ['teams', 'saml', 'openapi', 'sites'],
      deleteThreshold: DEFAULT_DELETE_THRESHOLD,
      updateThreshold: DEFAULT_UPDATE_THRESHOLD,
      inviteThreshold: DEFAULT_INVITE_THRESHOLD,
      adminGrantThreshold: DEFAULT_ADMIN_GRANT_THRESHOLD,
      protect: [],
      ignore: [],
    },
    defaultPolicy: {
      prune: [],
      deleteThreshold: DEFAULT_DELETE_THRESHOLD,
      updateThreshold: DEFAULT_UPDATE_THRESHOLD,
      inviteThreshold: DEFAULT_INVITE_THRESHOLD,
      adminGrantThreshold: DEFAULT_ADMIN_GRANT_THRESHOLD,
      protect: [],
      ignore: [],
    },
    locations: new Map(),
  };
  const live: LiveState = {
    organization: {
      id: 'org_bench',
      title: 'Bench',
      emailDomains: [],
      inviteLinks: false,
      mergeRules: { type: 'none' },
    },
    members: range(SIZE.members).map((i) => ({
      id: `u${i}`,
      email: email(i),
      displayName: `User ${i}`,
      role: 'read',
    })),
    teams: range(SIZE.teams).map((t) => ({
      id: `t${t}`,
      title: `Team ${t}`,
      members: teamMembers(t).map((m) => `u${m}`),
    })),
    saml: range(SIZE.saml).map((i) => ({
      id: `p${i}`,
      label: `IdP ${i}`,
      ssoURL: `https://idp${i}.example/sso`,
      defaultTeam: `t${i}`,
    })),
    openapi: range(SIZE.openapi).map((i) => ({
      id: `o${i}`,
      slug: `api${i}`,
      sourceURL: `https://specs.example/api${i}.yaml`,
      visibility: 'public',
    })),
    spaces: range(SIZE.spaces).map((i) => ({
      id: spaceId(i),
      title: `Space ${i}`,
      editMode: 'live',
    })),
    sites: liveSites,
  };
  const objects =
    SIZE.members +
    SIZE.teams +
    SIZE.saml +
    SIZE.openapi +
    SIZE.spaces +
    SIZE.sites +
    structureObjects;
  return { desired, live, objects };
}

function cpuMs(run: () => void): number {
  const start = process.cpuUsage();
  run();
  const used = process.cpuUsage(start);
  return (used.user + used.system) / 1000;
}

const { desired, live, objects } = build();
let changes = -1;
const cold = cpuMs(() => {
  changes = planChanges(desired, live).changes.length;
});
const warm = Array.from({ length: 7 }, () => cpuMs(() => planChanges(desired, live))).sort(
  (a, b) => a - b,
);
const median = warm[Math.floor(warm.length / 2)] ?? 0;
console.log(`plan of ${objects} objects, desired = live: ${changes} changes`);
console.log(
  `cpu ms: first ${cold.toFixed(1)}, median of next ${warm.length} ${median.toFixed(1)} (target < 500)`,
);
console.log(`machine: ${cpus()[0]?.model ?? 'unknown'} x${cpus().length}, node ${process.version}`);
if (changes !== 0) process.exitCode = 1;
