import type { Diagnostic } from '../model/diagnostic.js';
import type { Policy, Threshold } from '../model/desired.js';
import type { ResourceKind } from '../model/kinds.js';
import type { LiveState, LiveStructureItem } from '../model/live.js';
import type { Change } from '../model/plan.js';
import { deletesLiveObject } from '../model/plan.js';
import {
  DELETE_NEEDS_ALLOW_DELETE,
  DELETE_THRESHOLD,
  UPDATE_THRESHOLD,
} from '../model/gate-codes.js';

/** Below this many live objects of a kind, the share rule does not apply (as octoDNS). */
export const THRESHOLD_MIN_OBJECTS = 10;

/**
 * The safety gates live in the plan (STYLE rule 6): every delete needs --allow-delete,
 * and so does every replace, which deletes the live object before creating the new one;
 * more deletes (replaces counted) than `policy.deleteThreshold.count`, or a larger share
 * of a kind's live objects than `percent`, needs --force, and so do updates over
 * `policy.updateThreshold` (a normalization bug that retitles every object is gated
 * like a mass delete). Each says the numbers and the way out.
 */
export function safetyDiagnostics(
  changes: readonly Change[],
  policy: Policy,
  live: LiveState,
): Diagnostic[] {
  const deletes = changes.filter(deletesLiveObject);
  const titles = deletes.length > 0 ? liveTitles(live) : new Map<string, string>();
  const out: Diagnostic[] = deletes.map((c) => {
    const title = titles.get(c.id);
    const named = `${c.kind} ${title === undefined ? '' : `${JSON.stringify(title)} `}${c.address} (${c.id})`;
    return {
      severity: 'warning',
      code: DELETE_NEEDS_ALLOW_DELETE,
      address: c.address,
      message:
        c.action === 'delete'
          ? `deletes ${named}`
          : `replaces ${named}: deletes it, then creates the new one`,
      hint: 'apply with --allow-delete once reviewed',
    };
  });
  const updates = changes.filter(isUpdate);
  // a kind's live count is read only for a kind with a delete or an update
  const held =
    deletes.length + updates.length > 0 ? liveCounts(live) : new Map<ResourceKind, number>();
  out.push(...overThreshold(deletes, policy.deleteThreshold, held, DELETES));
  out.push(...overThreshold(updates, policy.updateThreshold, held, UPDATES));
  return out;
}

/** An update for the threshold: a change of an existing object's fields. */
function isUpdate(change: Change): boolean {
  if (change.action === 'move') return (change.fields?.length ?? 0) > 0;
  return change.action === 'update' || change.action === 'replace';
}

interface Gate {
  readonly code: string;
  /** `deletes`, `updates`. */
  readonly noun: string;
  /** `deleted`, `updated`. */
  readonly done: string;
  readonly policy: string;
}

const DELETES: Gate = {
  code: DELETE_THRESHOLD,
  noun: 'deletes',
  done: 'deleted',
  policy: 'deleteThreshold',
};
const UPDATES: Gate = {
  code: UPDATE_THRESHOLD,
  noun: 'updates',
  done: 'updated',
  policy: 'updateThreshold',
};

/** More changes than `count`, or a larger share of a kind (of 10 objects or more) than `percent`. */
function overThreshold(
  changes: readonly Change[],
  threshold: Threshold,
  held: ReadonlyMap<ResourceKind, number>,
  gate: Gate,
): Diagnostic[] {
  const out: Diagnostic[] = [];
  const hint = `rerun with --force if this is intended (or raise policy.${gate.policy})`;
  if (changes.length > threshold.count) {
    out.push({
      severity: 'warning',
      code: gate.code,
      message: `${changes.length} ${gate.noun} > threshold ${threshold.count}`,
      hint,
    });
  }
  for (const [kind, n] of countBy(changes)) {
    const total = held.get(kind) ?? 0;
    if (total < THRESHOLD_MIN_OBJECTS) continue;
    const share = (n * 100) / total;
    if (share <= threshold.percent) continue;
    out.push({
      severity: 'warning',
      code: gate.code,
      message: `${n} of ${total} ${kind} objects ${gate.done} (${share.toFixed(1)}%) > threshold ${threshold.percent}%`,
      hint,
    });
  }
  return out;
}

function countBy(changes: readonly Change[]): Map<ResourceKind, number> {
  const map = new Map<ResourceKind, number>();
  for (const c of changes) map.set(c.kind, (map.get(c.kind) ?? 0) + 1);
  return map;
}

/** How many live objects of each kind the plan read. */
export function liveCounts(live: LiveState): Map<ResourceKind, number> {
  const counts = new Map<ResourceKind, number>([
    ['member', live.members?.length ?? 0],
    ['team', live.teams?.length ?? 0],
    ['saml', live.saml?.length ?? 0],
    ['openapi', live.openapi?.length ?? 0],
    ['space', live.spaces?.length ?? 0],
    ['site', live.sites?.length ?? 0],
  ]);
  const add = (kind: ResourceKind, n: number): void => {
    counts.set(kind, (counts.get(kind) ?? 0) + n);
  };
  const walk = (items: readonly LiveStructureItem[]): void => {
    for (const item of items) {
      add(item.type, 1);
      if (item.type === 'group') walk(item.items);
      else add('site-space', item.spaces.length);
    }
  };
  for (const site of live.sites ?? []) {
    if (site.structure?.kind === 'sections') walk(site.structure.items);
    if (site.structure?.kind === 'spaces') add('site-space', site.structure.spaces.length);
  }
  return counts;
}

/**
 * The title of each live object by id: a delete names what a person knows it by, as
 * the address of a live-only object is its export key (`team.side-project`).
 */
function liveTitles(live: LiveState): Map<string, string> {
  const titles = new Map<string, string>();
  for (const m of live.members ?? []) titles.set(m.id, m.email ?? m.displayName);
  for (const t of live.teams ?? []) titles.set(t.id, t.title);
  for (const s of live.saml ?? []) titles.set(s.id, s.label);
  for (const o of live.openapi ?? []) titles.set(o.id, o.slug);
  const walk = (items: readonly LiveStructureItem[]): void => {
    for (const item of items) {
      titles.set(item.id, item.title);
      if (item.type === 'group') walk(item.items);
    }
  };
  for (const site of live.sites ?? []) {
    titles.set(site.id, site.title);
    if (site.structure?.kind === 'sections') walk(site.structure.items);
  }
  return titles;
}
