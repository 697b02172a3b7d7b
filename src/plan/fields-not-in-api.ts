import { fieldLocationKey } from '../model/address.js';
import type { DesiredSite } from '../model/desired.js';
import type { Diagnostic } from '../model/diagnostic.js';
import type { LiveSite, LiveState } from '../model/live.js';
import { SEED_ONLY_SITE_FIELDS } from '../model/fields/site-fields.js';
import type { SeedOnlySiteField } from '../model/fields/site-fields.js';
import type { PlanContext } from './plan-context.js';

/**
 * Whether the API reports `field` for a site: the live site's read has it. For a site to
 * create, the organization's other sites tell (none read yet: assume it does). Where the
 * API does not, the plan plans no change to the field, so an apply converges on the
 * official API as on the emulator, instead of re-planning a value it can never read back.
 */
export function apiReportsSiteField(
  live: LiveState,
  site: LiveSite | undefined,
  field: SeedOnlySiteField,
): boolean {
  if (site !== undefined) return site[field] !== undefined;
  const sites = live.sites ?? [];
  return sites.length === 0 || sites.some((s) => s[field] !== undefined);
}

/** A site field of the seed only (its row's `seedOnly`). */
export function isSeedOnlySiteField(name: string): name is SeedOnlySiteField {
  return (SEED_ONLY_SITE_FIELDS as readonly string[]).includes(name);
}

/**
 * One warning per field the config sets and the API does not report, at the first place
 * the config sets it, naming every site concerned.
 */
export function fieldNotInApiWarnings(
  ctx: PlanContext,
  matched: ReadonlyMap<DesiredSite, LiveSite>,
): Diagnostic[] {
  return SEED_ONLY_SITE_FIELDS.flatMap((field): Diagnostic[] => {
    const sites = ctx.desired.sites.filter(
      (d) => d[field] !== undefined && !apiReportsSiteField(ctx.live, matched.get(d), field),
    );
    const first = sites[0];
    if (first === undefined) return [];
    const location = ctx.desired.locations.get(fieldLocationKey(first.address, field));
    return [
      {
        severity: 'warning',
        code: 'field-not-in-api',
        address: first.address,
        ...(location === undefined ? {} : { location }),
        message: `the API does not report ${field} (${sites.map((s) => s.address).join(', ')}): docform plans no change to it`,
        hint: `${field} is a field of the seed that the official API lacks (docs/api-differences.md); remove it from the config, or apply it where the API reports it`,
      },
    ];
  });
}
