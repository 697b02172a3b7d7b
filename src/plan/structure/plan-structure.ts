import type { DesiredSite } from '../../model/desired.js';
import type { LiveSite } from '../../model/live.js';
import type { Change } from '../../model/plan.js';
import { idRef } from '../../model/id-ref.js';
import { addressWithin } from '../../model/address.js';
import type { PlanContext } from '../plan-context.js';
import type { DesiredNode, DesiredTree } from './desired-tree.js';
import { indexDesiredTree } from './desired-tree.js';
import { indexLiveTree } from './live-tree.js';
import { matchStructure } from './match-structure.js';
import { planNodeList } from './plan-node-list.js';
import { planSpaceList } from './plan-space-list.js';
import { planStructureDeletes } from './plan-structure-deletes.js';
import { orderPathHandovers } from './path-handovers.js';
import type { SiteScope } from './site-scope.js';
import type { PendingOutline } from './site-outline.js';
import { siteOutline } from './site-outline.js';
import { desiredPaths } from '../redirects/served-paths.js';
import type { CompletionSource } from '../unfilled-customization.js';
import { overrideSource } from './override-completion.js';
import { structureOwnedByGitSync } from './structure-owned-by-git-sync.js';

/**
 * The sections, groups and site spaces of one declared site: parents before children,
 * each ordered list with its fewest moves, then the deletes (children first); a path is
 * taken once the change that frees it is done (path-handovers.ts). Returns
 * the site's structure after the plan (built on demand), for its site map; none when
 * nothing is planned.
 */
export function planStructure(
  ctx: PlanContext,
  site: DesiredSite,
  live: LiveSite | undefined,
): PendingOutline | undefined {
  const structure = site.structure;
  if (structure === undefined) return undefined;
  if (live !== undefined && !readable(ctx, site, live)) return undefined;
  const desired = indexDesiredTree(structure);
  const liveTree = indexLiveTree(live?.structure);
  const match = matchStructure(desired, liveTree, live === undefined);
  let source: CompletionSource | undefined;
  ctx.diagnostics.push(...match.nodes.diagnostics, ...match.spaces.diagnostics);
  const scope: SiteScope = {
    ctx,
    site,
    siteRef: idRef(site.address, live?.id),
    desired,
    live: liveTree,
    match,
    changes: [],
    skipped: skippedNodes(desired, match.nodes.blocked),
    overrideSource: () => (source ??= overrideSource(site, live, siteApplied(ctx, site, live))),
    liveSite: live,
  };
  if (structure.kind === 'spaces') planSpaceList(scope, null, structure.spaces);
  for (const list of desired.lists) {
    planNodeList(scope, list.parent, list.items);
    for (const item of list.items) {
      if (item.type === 'section' && !scope.skipped.has(item))
        planSpaceList(scope, item, item.spaces);
    }
  }
  const deletes = planStructureDeletes(scope);
  ctx.changes.push(...orderPathHandovers(scope, impliedDefaultsDropped(scope.changes), deletes));
  ctx.deletes.push(...deletes);
  return {
    site: site.address,
    outline: () => siteOutline(scope),
    paths: () => desiredPaths(scope),
    match,
  };
}

/**
 * This run applies the site's own change: no `--target`, a target that holds the site,
 * or a site this run creates (its create comes before its site spaces').
 */
function siteApplied(ctx: PlanContext, site: DesiredSite, live: LiveSite | undefined): boolean {
  const targets = ctx.targets;
  if (targets === undefined || targets.length === 0 || live === undefined) return true;
  return targets.some((target) => addressWithin(site.address, target));
}

/**
 * A structure the planner cannot diff, or one Git Sync drives, is an error, and the
 * site's children are left alone.
 */
function readable(ctx: PlanContext, site: DesiredSite, live: LiveSite): boolean {
  const owned = structureOwnedByGitSync(ctx, site, live);
  if (owned !== undefined) {
    ctx.diagnostics.push(owned);
    return false;
  }
  const held = live.structure;
  const wanted = site.structure;
  if (held === undefined) {
    ctx.diagnostics.push({
      severity: 'error',
      code: 'structure-not-read',
      address: site.address,
      message: `the structure of site ${site.address} (${live.id}) was not read`,
    });
    return false;
  }
  const empty = held.kind === 'sections' ? held.items.length === 0 : held.spaces.length === 0;
  if (wanted === undefined || held.kind === wanted.kind || empty) return true;
  ctx.diagnostics.push({
    severity: 'error',
    code: 'structure-kind-change',
    address: site.address,
    message: `site ${site.address} holds ${held.kind === 'sections' ? 'sections' : 'root site spaces'} and the YAML declares ${wanted.kind === 'sections' ? 'sections' : 'root site spaces'}`,
    hint: 'docform does not convert a site between root site spaces and sections; convert it in the app, then plan again',
  });
  return false;
}

/** An ambiguous group or section, and everything declared inside it, plans nothing. */
function skippedNodes(desired: DesiredTree, blocked: ReadonlySet<DesiredNode>): Set<DesiredNode> {
  const skipped = new Set<DesiredNode>();
  for (const node of desired.nodes) {
    const parent = desired.parentOf.get(node) ?? null;
    if (blocked.has(node) || (parent !== null && skipped.has(parent))) skipped.add(node);
  }
  return skipped;
}

/**
 * Making one section (or site space) the default unsets the old one (the API keeps
 * exactly one), so the old one's `default: false` is implied and dropped from the plan.
 */
function impliedDefaultsDropped(changes: readonly Change[]): Change[] {
  const scopes = new Set(
    changes
      .filter((c) => c.fields?.some((f) => f.path === 'default' && f.after === true))
      .map((c) => defaultScope(c)),
  );
  const out: Change[] = [];
  for (const change of changes) {
    if (!scopes.has(defaultScope(change))) {
      out.push(change);
      continue;
    }
    out.push(...withoutImpliedDefault(change));
  }
  return out;
}

/** The change without its `default: false`; nothing when that was an update's only field. */
function withoutImpliedDefault(change: Change): Change[] {
  if (change.fields === undefined) return [change];
  const fields = change.fields.filter((f) => !(f.path === 'default' && f.after === false));
  switch (change.action) {
    case 'update':
      return fields.length === 0 && change.position === undefined ? [] : [{ ...change, fields }];
    case 'move': {
      const { fields: _dropped, ...rest } = change;
      return [fields.length > 0 ? { ...rest, fields } : rest];
    }
    case 'create':
    case 'replace':
    case 'invite':
      return [{ ...change, fields }];
    case 'delete':
      return [change];
  }
}

/** Sections share one default per site; site spaces one per section. */
function defaultScope(change: Change): string {
  return change.kind === 'site-space' ? `space:${change.parent?.ref ?? ''}` : `node:${change.kind}`;
}
