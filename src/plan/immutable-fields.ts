import type { Diagnostic } from '../model/diagnostic.js';
import type { Change } from '../model/plan.js';

/**
 * Fields the API cannot change on a live object, refused when the plan is made instead
 * of failing half way through an apply: a site's `type` (its plan tier) is
 * set when the site is created; the official `updateSiteById` has no `type`.
 */
export function immutableFieldErrors(changes: readonly Change[]): Diagnostic[] {
  const out: Diagnostic[] = [];
  for (const c of changes) {
    if (c.kind !== 'site' || c.action !== 'update') continue;
    const type = c.fields.find((f) => f.path === 'type');
    if (type === undefined) continue;
    out.push({
      severity: 'error',
      code: 'site-type-change',
      address: c.address,
      message: `the API cannot change a site's type: ${c.address} is ${JSON.stringify(type.before)} and the config says ${JSON.stringify(type.after)}`,
      hint: `set \`type: ${String(type.before)}\` (or remove \`type:\`) to keep this site, or create a new site of the type you want`,
    });
  }
  return out;
}
