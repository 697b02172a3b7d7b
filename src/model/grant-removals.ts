import type { Change, FieldChange } from './plan.js';
import type { PlannedGrants } from './schema/permissions.js';

/** One grant a `permissions` change removes: its half and its key (team key or email). */
export interface GrantRemoval {
  readonly group: 'teams' | 'members';
  readonly key: string;
}

/**
 * The grants a `permissions` field change removes (none for another field): a key held
 * before and not after, in either half (set to null in the YAML, or pruned under
 * `policy.prune: [permissions]`).
 * One rule for the attention list, which puts each under "Deletes", and the summary,
 * which counts each as a delete.
 */
export function grantRemovals(field: FieldChange): GrantRemoval[] {
  // a change named `permissions` is a grant row's (site, space, collection), typed by it
  if (field.path !== 'permissions') return [];
  const before: PlannedGrants = field.before ?? {};
  const after: PlannedGrants = field.after ?? {};
  return (['teams', 'members'] as const).flatMap((group) => {
    const b = before[group] ?? {};
    const a = after[group] ?? {};
    return Object.keys(b)
      .filter((key) => !Object.hasOwn(a, key))
      .map((key) => ({ group, key }));
  });
}

/** The grants a change removes, over its `permissions` field (the rows the grant calls send). */
export function removedGrantCount(change: Change): number {
  if (change.action !== 'update' && change.action !== 'move') return 0;
  return (change.fields ?? []).reduce((n, f) => n + grantRemovals(f).length, 0);
}
