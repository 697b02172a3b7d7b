import type { Diagnostic } from '../model/diagnostic.js';
import type { Policy, Threshold } from '../model/desired.js';
import { COLLECTION_KINDS, collectionOf, KINDS, type ResourceKind } from '../model/kinds.js';
import type { LiveState, LiveStructureItem } from '../model/live.js';
import type { LiveKey } from '../model/live-key.js';
import { keyOf, liveKey } from '../model/live-key.js';
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
 * The safety gates live in the plan (CONTRIBUTING.md, rule 6): every delete needs
 * --allow-delete, and so does every replace, which deletes the live object before
 * creating the new one; more deletes (replaces, and the children a site delete takes,
 * counted) than `policy.deleteThreshold.count`, or a larger share of a kind's live
 * objects than `percent` (for a kind of 10 objects or more; for a smaller one, deleting
 * all of it), needs --force, and so do updates over `policy.updateThreshold` (a
 * normalization bug that retitles every object is gated like a mass delete). Each says
 * the numbers and the way out.
 */
export function safetyDiagnostics(
  changes: readonly Change[],
  policy: Policy,
  live: LiveState,
): Diagnostic[] {
  const deletes = changes.filter(deletesLiveObject);
  const titles = deletes.length > 0 ? liveTitles(live) : new Map<LiveKey, string>();
  const out: Diagnostic[] = deletes.map((c) => {
    const title = titles.get(keyOf(c));
    const n = c.action === 'delete' ? (c.children?.length ?? 0) : 0;
    const also = n === 0 ? '' : ` and its ${n === 1 ? '1 child' : `${n} children`}`;
    const named = `${c.kind} ${title === undefined ? '' : `${JSON.stringify(title)} `}${c.address} (${c.id})${also}`;
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
  out.push(...overThreshold(deletedKinds(deletes), policy.deleteThreshold, held, DELETES));
  out.push(...everyOfKind(deletes, policy.deleteThreshold, held));
  out.push(
    ...overThreshold(
      updates.map((c) => c.kind),
      policy.updateThreshold,
      held,
      UPDATES,
    ),
  );
  return out;
}

/**
 * The kind of each object a delete removes: the deleted object, and each child that goes
 * with it (a site's sections, groups and site spaces), so a site delete counts as all
 * it takes against the threshold.
 */
function deletedKinds(deletes: readonly Change[]): ResourceKind[] {
  return deletes.flatMap((c) => [
    c.kind,
    ...(c.action === 'delete' ? (c.children ?? []).map((child) => child.kind) : []),
  ]);
}

/**
 * Deleting every live object of an `emptiable` kind (a top-level one: a site's children
 * go with their site) needs --force however few there are
 * (the share rule starts at THRESHOLD_MIN_OBJECTS): the only site, or both teams, is the
 * mass delete of a small organization. A replace is not counted: the kind is not left
 * empty. Off when `percent` is 100 (no share is too large).
 */
function everyOfKind(
  deletes: readonly Change[],
  threshold: Threshold,
  held: ReadonlyMap<ResourceKind, number>,
): Diagnostic[] {
  if (threshold.percent >= 100) return [];
  const emptied: string[] = [];
  for (const [kind, n] of countBy(
    deletes.filter((c) => c.action === 'delete').map((c) => c.kind),
  )) {
    const total = held.get(kind) ?? 0;
    if (!KINDS[kind].emptiable) continue;
    if (total > 0 && total < THRESHOLD_MIN_OBJECTS && n >= total)
      emptied.push(`${kind} (${n} of ${total})`);
  }
  if (emptied.length === 0) return [];
  return [
    {
      severity: 'warning',
      code: DELETE_THRESHOLD,
      message: `deletes every ${emptied.join(', ')} of the organization (100% of a kind)`,
      hint: 'rerun with --force if this is intended (or set policy.deleteThreshold.percent to 100)',
    },
  ];
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

/**
 * More changes than `count`, or a larger share of a kind (of 10 objects or more) than
 * `percent`; `changes` is the kind of each object changed.
 */
function overThreshold(
  changes: readonly ResourceKind[],
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

function countBy(kinds: readonly ResourceKind[]): Map<ResourceKind, number> {
  const map = new Map<ResourceKind, number>();
  for (const kind of kinds) map.set(kind, (map.get(kind) ?? 0) + 1);
  return map;
}

/** How many live objects of each kind the plan read. */
export function liveCounts(live: LiveState): Map<ResourceKind, number> {
  const counts = new Map<ResourceKind, number>(
    COLLECTION_KINDS.map((kind) => [kind, live[collectionOf(kind)]?.length ?? 0]),
  );
  const add = (kind: ResourceKind, n: number): void => {
    counts.set(kind, (counts.get(kind) ?? 0) + n);
  };
  const walk = (items: readonly LiveStructureItem[]): void => {
    for (const item of items) {
      add(item.type, 1);
      if (item.type === 'group') walk(item.items);
      else if (item.type === 'section') add('site-space', item.spaces.length);
    }
  };
  for (const site of live.sites ?? []) {
    if (site.structure?.kind === 'sections') walk(site.structure.items);
    if (site.structure?.kind === 'spaces') add('site-space', site.structure.spaces.length);
  }
  return counts;
}

/**
 * The title of each live object by kind and id: a delete names what a person knows it by,
 * as the address of a live-only object is its export key (`team.side-project`).
 */
function liveTitles(live: LiveState): Map<LiveKey, string> {
  const titles = new Map<LiveKey, string>();
  for (const m of live.members ?? []) titles.set(liveKey('member', m.id), m.email ?? m.displayName);
  for (const t of live.teams ?? []) titles.set(liveKey('team', t.id), t.title);
  for (const s of live.saml ?? []) titles.set(liveKey('saml', s.id), s.label);
  for (const o of live.openapi ?? []) titles.set(liveKey('openapi', o.id), o.slug);
  const walk = (items: readonly LiveStructureItem[]): void => {
    for (const item of items) {
      titles.set(liveKey(item.type, item.id), item.title);
      if (item.type === 'group') walk(item.items);
    }
  };
  for (const site of live.sites ?? []) {
    titles.set(liveKey('site', site.id), site.title);
    if (site.structure?.kind === 'sections') walk(site.structure.items);
  }
  return titles;
}
