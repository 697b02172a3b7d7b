import { kindRecordOf } from './kinds.js';
import type { Change } from './plan.js';

/**
 * The ordered list of siblings a child of a site belongs to, named by its parent:
 * sections, groups and external links share one list per parent (a group, or the site's
 * root); the site spaces of a section (or of a site's root) have their own. The applier
 * runs the changes of one list in plan order, and the planner keeps appended children in
 * their wanted order on it (docs/apply.md, "Order"). Undefined for any other kind.
 */
export function siblingList(change: Change): string | undefined {
  const family = kindRecordOf(change.kind).siblings;
  if (family === undefined || change.parent === undefined) return undefined;
  return `${family}:${change.parent.ref}`;
}

/**
 * True when the API puts the change's object last on its list and the plan does not
 * move it after: a create or replace, or a re-parenting update (a `parent` field), with
 * no `position`. Such children reach their wanted order only by running in plan order.
 */
export function appendsLast(change: Change): boolean {
  switch (change.action) {
    case 'create':
    case 'replace':
      return change.position === undefined;
    case 'update':
      return change.position === undefined && change.fields.some((f) => f.path === 'parent');
    case 'move':
    case 'delete':
    case 'invite':
      return false;
  }
}
