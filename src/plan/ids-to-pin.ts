import type { Address } from '../model/address.js';
import type { DesiredState } from '../model/desired.js';
import { KINDS, type ResourceKind } from '../model/kinds.js';
import type { LiveState } from '../model/live.js';
import { RENAME_HINT } from '../model/note-codes.js';
import type { Plan } from '../model/plan.js';
import { matchKeyed } from './match-keyed.js';
import { matchSpaces } from './kinds/owned-spaces.js';
import type { KeySpec } from './match-keyed.js';
import { COLLECTION_KIND } from './kinds/collection-kind.js';
import { OPENAPI_KIND } from './kinds/openapi-kind.js';
import { SAML_KIND } from './kinds/saml-kind.js';
import { SITE_KIND } from './kinds/site-kind.js';
import { TEAM_KIND } from './kinds/team-kind.js';
import { planChanges } from './plan.js';
import { indexDesiredTree } from './structure/desired-tree.js';
import { indexLiveTree } from './structure/live-tree.js';
import { matchStructure } from './structure/match-structure.js';

/** A declared object matched to a live one, whose live id the YAML does not pin yet. */
export interface IdToPin {
  readonly address: Address;
  readonly kind: ResourceKind;
  readonly id: string;
  /** The id the YAML pins now, when it is stale (a replaced site space): pin rewrites it. */
  readonly stale?: string;
  /** An owned space: pin writes `owned: true` beside its id, so that it stays owned. */
  readonly owned?: true;
}

/** A declared object no live object matches: nothing to pin; `hint` closes an open rename hint. */
export interface NotMatched {
  readonly address: Address;
  readonly kind: ResourceKind;
  /** The rename hint's answer (the `previously:` or `id:` to add), when the plan has one. */
  readonly hint?: string;
}

export interface IdsToPin {
  readonly ids: readonly IdToPin[];
  /** Declared objects that no live object matches (the plan creates them), outermost only. */
  readonly notMatched: readonly NotMatched[];
}

/** True for a kind `docform pin` writes an id for (a redirect, matched by source, is not). */
export function pinnable(kind: ResourceKind): boolean {
  return KINDS[kind].pinned;
}

/**
 * What `docform pin` writes (docs/config.md, "Identity"): the live id of every declared team,
 * SAML provider, OpenAPI spec, collection, owned space, site, section, group, external link and site
 * space that the plan matches
 * (by natural key or `previously`) and that has no `id:` yet, so that a title changed
 * by hand later still finds it; an owned space with `owned: true` beside it. A pinned
 * id that is stale (the object was deleted by hand and created again by an apply, or a
 * site space moved to another section was replaced; matched by its key:
 * src/plan/stale-ids.ts) is rewritten to the live one. Left
 * out: an object the plan replaces (its id is about to change), and what no live object
 * matches. Members are named by email. Pure.
 */
export function idsToPin(desired: DesiredState, live: LiveState): IdsToPin {
  const plan = planChanges(desired, live);
  const replaced = new Set(
    plan.changes.filter((c) => c.action === 'replace').map((c) => c.address),
  );
  const out: IdToPin[] = [];
  const add = (address: Address, kind: ResourceKind, pinned: string | undefined, id: string) => {
    if (pinned === id || replaced.has(address)) return;
    out.push({ address, kind, id, ...(pinned === undefined ? {} : { stale: pinned }) });
  };
  const keyed = <D extends { address: Address; id?: string }, L>(
    kind: ResourceKind,
    declared: readonly D[],
    pool: readonly L[] | undefined,
    spec: KeySpec<D, L>,
  ): void => {
    const match = matchKeyed(declared, pool ?? [], spec);
    for (const d of declared) {
      const l = match.matched.get(d);
      if (l !== undefined) add(d.address, kind, d.id, spec.liveId(l));
    }
  };
  keyed('team', desired.teams, live.teams, TEAM_KIND.spec);
  keyed('saml', desired.saml, live.saml, SAML_KIND.spec);
  keyed('openapi', desired.openapi, live.openapi, OPENAPI_KIND.spec);
  keyed('collection', desired.collections, live.collections, COLLECTION_KIND.spec);
  // an owned space matched by title gets its live id here, and so do its site spaces;
  // one pinned to a stale id (deleted by hand, created again) gets the new id over it
  const spaces = matchSpaces(desired, live);
  const owned = new Set(desired.spaces.flatMap((s) => (s.id === undefined ? [s.key] : [])));
  for (const [d, l] of spaces.match.matched) {
    if (replaced.has(d.address)) continue;
    const stale = spaces.match.stale.get(d);
    if (owned.has(d.key) || stale !== undefined) {
      const was = stale === undefined ? {} : { stale };
      out.push({ address: d.address, kind: 'space', id: l.id, owned: true, ...was });
    }
  }
  const sites = matchKeyed(spaces.desired.sites, live.sites ?? [], SITE_KIND.spec);
  for (const site of spaces.desired.sites) {
    const held = sites.matched.get(site);
    if (held === undefined) continue;
    add(site.address, 'site', site.id, held.id);
    if (site.structure === undefined || held.structure?.kind !== site.structure.kind) continue;
    const match = matchStructure(indexDesiredTree(site.structure), indexLiveTree(held.structure));
    for (const [d, l] of match.nodes.matched) add(d.address, d.type, d.id, l.id);
    for (const [d, l] of match.spaces.matched) add(d.address, 'site-space', d.id, l.id);
  }
  return { ids: out, notMatched: notMatched(plan) };
}

/**
 * The declared objects the plan creates: no live object matches them, so pin has no id
 * to write (a title changed by hand, or never applied). Only the outermost: what a
 * created site or section holds is created with it. Each with its rename hint's answer.
 */
function notMatched(plan: Plan): NotMatched[] {
  const created = plan.changes.filter((c) => c.action === 'create' && pinnable(c.kind));
  const addresses = new Set(created.map((c) => c.address));
  const hints = new Map<Address, string>();
  for (const d of plan.diagnostics) {
    if (d.code === RENAME_HINT && d.address !== undefined && d.hint !== undefined) {
      hints.set(d.address, d.hint);
    }
  }
  return created
    .filter((c) => !addresses.has(c.parent?.ref ?? '') && !addresses.has(c.site?.ref ?? ''))
    .map((c) => {
      const hint = hints.get(c.address);
      return { address: c.address, kind: c.kind, ...(hint === undefined ? {} : { hint }) };
    });
}
