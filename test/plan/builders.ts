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
} from '../../src/model/address.js';
import type {
  DesiredGroup,
  DesiredMember,
  DesiredOpenApi,
  DesiredSaml,
  DesiredSection,
  DesiredSite,
  DesiredSiteSpace,
  DesiredSpace,
  DesiredState,
  DesiredStructureItem,
  DesiredTeam,
  Policy,
} from '../../src/model/desired.js';
import type {
  LiveGroup,
  LiveOrganization,
  LiveSection,
  LiveSite,
  LiveSiteSpace,
  LiveState,
  LiveStructureItem,
} from '../../src/model/live.js';
import type { Role } from '../../src/model/kinds.js';
import type { Plan } from '../../src/model/plan.js';
import { positionSide } from '../../src/model/plan.js';
import { SecretValue } from '../../src/model/secret.js';
import { fingerprintValue } from '../../src/plan/fingerprint.js';

/* Small builders of desired and live states for planner tests (CONTRIBUTING.md, rule 10). */

type Mutable<T> = { -readonly [K in keyof T]: T[K] };

export const ORG = 'org_acme';

export function policy(overrides: Partial<Policy> = {}): Policy {
  return {
    prune: [],
    deleteThreshold: { count: 1000, percent: 100 },
    updateThreshold: { count: 1000, percent: 100 },
    inviteThreshold: { count: 1000 },
    adminGrantThreshold: { count: 1000 },
    protect: [],
    ignore: [],
    ...overrides,
  };
}

export function desired(overrides: Partial<Mutable<DesiredState>> = {}): DesiredState {
  return {
    version: 1,
    organization: ORG,
    members: [],
    teams: [],
    saml: [],
    openapi: [],
    collections: [],
    spaces: [],
    sites: [],
    policy: policy(),
    // the builders' policy is the baseline: a test changes `policy` to see it listed
    defaultPolicy: policy(),
    locations: new Map(),
    ...overrides,
  };
}

export function organization(overrides: Partial<Mutable<LiveOrganization>> = {}): LiveOrganization {
  return {
    id: ORG,
    title: 'Acme',
    emailDomains: ['acme.example'],
    inviteLinks: false,
    mergeRules: { type: 'none' },
    ...overrides,
  };
}

export function live(overrides: Partial<Mutable<LiveState>> = {}): LiveState {
  return {
    organization: organization(),
    members: [
      { id: 'u_alice', email: 'alice@acme.example', displayName: 'Alice', role: 'admin' },
      { id: 'u_bob', email: 'bob@acme.example', displayName: 'Bob', role: 'edit' },
      { id: 'u_carol', email: 'carol@acme.example', displayName: 'Carol', role: 'read' },
    ],
    teams: [],
    saml: [],
    openapi: [],
    spaces: [
      { id: 'spc_a', title: 'A' },
      { id: 'spc_b', title: 'B' },
      { id: 'spc_c', title: 'C' },
      { id: 'spc_d', title: 'D' },
    ],
    sites: [],
    ...overrides,
  };
}

export function secret(value: string): SecretValue {
  return new SecretValue(value, fingerprintValue(value), ['TEST_SECRET']);
}

export function member(email: string, role: Role | null, id?: string): DesiredMember {
  return { address: memberAddress(email), email, role, ...(id ? { id } : {}) };
}

export function team(key: string, extra: Partial<Mutable<DesiredTeam>> = {}): DesiredTeam {
  return { address: teamAddress(key), key, title: key, previously: [], ...extra };
}

export function saml(key: string, extra: Partial<Mutable<DesiredSaml>> = {}): DesiredSaml {
  return { address: samlAddress(key), key, label: key, previously: [], ...extra };
}

export function openapi(
  slug: string,
  extra: Partial<Mutable<DesiredOpenApi>> = {},
): DesiredOpenApi {
  return {
    address: openapiAddress(slug),
    slug,
    source: { url: `https://specs.example/${slug}.yaml` },
    ...extra,
  };
}

export function space(
  key: string,
  id: string,
  extra: Partial<Mutable<DesiredSpace>> = {},
): DesiredSpace {
  return { address: spaceAddress(key), key, id, previously: [], ...extra };
}

/** A space docform owns: no id, matched by its title. */
export function ownedSpace(
  key: string,
  title: string,
  extra: Partial<Mutable<DesiredSpace>> = {},
): DesiredSpace {
  return { address: spaceAddress(key), key, title, previously: [], ...extra };
}

/** A child of a site or group, built once its parent's address is known. */
export type Item = (parent: string) => DesiredStructureItem;
export type SiteSpaceItem = (parent: string) => DesiredSiteSpace;

export function site(
  key: string,
  extra: Partial<Mutable<Omit<DesiredSite, 'structure'>>> & {
    sections?: Item[];
    spaces?: SiteSpaceItem[];
  } = {},
): DesiredSite {
  const { sections, spaces, ...rest } = extra;
  const address = siteAddress(key);
  const structure =
    sections !== undefined
      ? { kind: 'sections' as const, items: sections.map((s) => s(address)) }
      : spaces !== undefined
        ? { kind: 'spaces' as const, spaces: spaces.map((s) => s(address)) }
        : undefined;
  return { address, key, title: key, previously: [], ...rest, ...(structure ? { structure } : {}) };
}

export function sec(
  title: string,
  spaces: SiteSpaceItem[] = [],
  extra: Partial<Mutable<Omit<DesiredSection, 'spaces'>>> = {},
): Item {
  return (parent) => {
    const key = extra.key ?? title;
    const address = sectionAddress(parent, key);
    return {
      type: 'section',
      address,
      key,
      title,
      previously: [],
      ...extra,
      spaces: spaces.map((s) => s(address)),
    } satisfies DesiredSection;
  };
}

export function grp(
  title: string,
  items: Item[],
  extra: Partial<Mutable<Omit<DesiredGroup, 'items'>>> = {},
): Item {
  return (parent) => {
    const key = extra.key ?? title;
    const address = groupAddress(parent, key);
    return {
      type: 'group',
      address,
      key,
      title,
      previously: [],
      ...extra,
      items: items.map((i) => i(address)),
    } satisfies DesiredGroup;
  };
}

export function ss(spaceId: string, extra: Partial<Mutable<DesiredSiteSpace>> = {}): SiteSpaceItem {
  return (parent) => ({
    address: siteSpaceAddress(parent, spaceId),
    spaceRef: spaceId,
    spaceId,
    ...extra,
  });
}

/* live */

export function liveSite(
  id: string,
  title: string,
  extra: Partial<Mutable<Omit<LiveSite, 'structure'>>> & {
    sections?: LiveStructureItem[];
    spaces?: LiveSiteSpace[];
  } = {},
): LiveSite {
  const { sections, spaces, ...rest } = extra;
  const structure =
    spaces !== undefined
      ? { kind: 'spaces' as const, spaces }
      : { kind: 'sections' as const, items: sections ?? [] };
  return { id, title, type: 'basic', visibility: 'public', published: true, ...rest, structure };
}

export function liveSec(
  id: string,
  title: string,
  spaces: LiveSiteSpace[] = [],
  extra: Partial<Mutable<LiveSection>> = {},
): LiveSection {
  return {
    type: 'section',
    id,
    title,
    path: title.toLowerCase(),
    default: false,
    spaces,
    ...extra,
  };
}

export function liveGrp(id: string, title: string, items: LiveStructureItem[]): LiveGroup {
  return { type: 'group', id, title, items };
}

export function liveSs(
  id: string,
  spaceId: string,
  extra: Partial<Mutable<LiveSiteSpace>> = {},
): LiveSiteSpace {
  return { id, spaceId, path: spaceId, default: false, hidden: false, ...extra };
}

/** One line per change: `action address (fields) after:X|before:X`, for from/to tables. */
export function brief(plan: Plan): string[] {
  return plan.changes.map((c) => {
    // a delete's fields are what the live object holds, not what changes
    const changed = c.action === 'delete' ? undefined : c.fields;
    const fields =
      changed && changed.length > 0 ? ` (${changed.map((f) => f.path).join(',')})` : '';
    const at = c.position === undefined ? undefined : positionSide(c.position);
    const pos = at === undefined ? '' : ` ${at.side}:${at.ref.ref}`;
    return `${c.action} ${c.address}${fields}${pos}`;
  });
}

export function codes(plan: Plan): string[] {
  return plan.diagnostics.map((d) => d.code);
}
