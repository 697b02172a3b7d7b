import { SPACE_FIELDS } from '../../model/fields/space-fields.js';
import { compareFields } from '../compare-fields.js';
import { fieldPairs } from '../field-pairs.js';
import type { PlanContext } from '../plan-context.js';

/**
 * Space settings: spaces are content, never created or deleted here; a declared space
 * is an existing one by id, and only its declared settings are managed. Undeclared
 * spaces are not listed as unmanaged (they are not a docform collection).
 */
export function planSpaces(ctx: PlanContext): void {
  const live = new Map((ctx.live.spaces ?? []).map((s) => [s.id, s] as const));
  for (const d of ctx.desired.spaces) {
    const s = live.get(d.id);
    // an id the organization does not have is the preflight's error (preflight.ts)
    if (s === undefined) continue;
    const fields = compareFields(fieldPairs<'space'>(SPACE_FIELDS, d, s));
    if (fields.length === 0) continue;
    ctx.changes.push({
      address: d.address,
      kind: 'space',
      action: 'update',
      id: s.id,
      fields,
      dependsOn: [],
    });
  }
}
