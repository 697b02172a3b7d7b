/**
 * What the docform process of the sync benchmark reports, and the shape of a plan that
 * the minimum of writes and the bound need: its changes by action, the site spaces a
 * section create makes itself, and the dependency depth of the apply.
 */
import type { Change, Plan, PlanSummary } from '../src/model/plan.js';

export interface PhaseFigures {
  readonly wallMs: number;
  readonly cpuMs: number;
}

export interface PlanShape {
  readonly summary: PlanSummary;
  readonly changes: number;
  readonly replaces: number;
  /**
   * Site space creates that the create of their section makes (docs/apply.md: the API
   * creates a section with its first site space) and that then need no request.
   */
  readonly carried: number;
  /** Longest chain of changes that must run one after another (docs/apply.md, "Order"). */
  readonly depth: number;
}

export interface ChildReport {
  readonly mode: 'plan' | 'apply';
  readonly readRequests: number;
  readonly plan: PlanShape;
  readonly phases: Record<string, PhaseFigures>;
  applyOutcome?: string;
  verifyRequests?: number;
  leftover?: number;
  wallMs: number;
  cpuMs: number;
  maxRssMb: number;
}

export function planShape(plan: Plan): PlanShape {
  return {
    summary: plan.summary,
    changes: plan.changes.length,
    replaces: plan.changes.filter((c) => c.action === 'replace').length,
    carried: carriedSiteSpaces(plan.changes),
    depth: depthOf(plan.changes),
  };
}

/** The first site space created in each section created by the same plan. */
function carriedSiteSpaces(changes: readonly Change[]): number {
  const createdSections = new Set(
    changes.filter((c) => c.kind === 'section' && c.action === 'create').map((c) => c.address),
  );
  const carried = new Set<string>();
  for (const change of changes) {
    const parent = change.parent?.ref;
    if (change.kind !== 'site-space' || change.action !== 'create' || parent === undefined)
      continue;
    if (createdSections.has(parent)) carried.add(parent);
  }
  return carried.size;
}

/**
 * The scheduler's rule (src/apply/scheduler.ts): a change waits for its `dependsOn`
 * and for the previous change on its ordered list of siblings. Depth in changes.
 */
function depthOf(changes: readonly Change[]): number {
  const index = new Map(changes.map((c, i) => [c.address, i]));
  const lastOnList = new Map<string, number>();
  const depth: number[] = [];
  changes.forEach((change, i) => {
    let before = 0;
    for (const address of change.dependsOn) {
      const j = index.get(address);
      if (j !== undefined && j < i) before = Math.max(before, depth[j] ?? 0);
    }
    const list = siblingList(change);
    if (list !== undefined) {
      const previous = lastOnList.get(list);
      if (previous !== undefined) before = Math.max(before, depth[previous] ?? 0);
      lastOnList.set(list, i);
    }
    depth.push(before + 1);
  });
  return Math.max(0, ...depth);
}

function siblingList(change: Change): string | undefined {
  if (change.kind !== 'section' && change.kind !== 'group' && change.kind !== 'site-space') {
    return undefined;
  }
  if (change.parent === undefined) return undefined;
  return `${change.kind === 'site-space' ? 'spaces' : 'nodes'}:${change.parent.ref}`;
}
