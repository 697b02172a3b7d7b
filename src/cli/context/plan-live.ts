import type { ApiClient } from '../../api/client.js';
import { readLive, readScopeFor } from '../../api/read-live.js';
import { ORGANIZATION_LOCATION_KEY, type DesiredState } from '../../model/desired.js';
import type { Plan } from '../../model/plan.js';
import { planChanges } from '../../plan/plan.js';
import type { CommandContext } from './command-context.js';
import { unknownOrganization } from './unknown-organization.js';
import { withApi } from './with-api.js';

/** What a plan is for: to run (`plan`, `apply`), or to report drift (PlanOptions.drift). */
export type PlanPurpose = 'plan' | 'drift';

/** Reads what the config needs of the live org, then plans. */
export async function planAgainstLive(
  client: ApiClient,
  desired: DesiredState,
  targets: readonly string[],
  emulated = false,
  purpose: PlanPurpose = 'plan',
): Promise<Plan> {
  const { live } = await readLive(client, readScopeFor(desired)).catch(async (error: unknown) => {
    throw await unknownOrganization(error, desired.organization, client, {
      location: desired.locations.get(ORGANIZATION_LOCATION_KEY),
      fix: '`organization:` in the config',
      emulated,
    });
  });
  return planChanges(desired, live, {
    ...(targets.length > 0 ? { targets } : {}),
    ...(purpose === 'drift' ? { drift: true } : {}),
  });
}

/**
 * `plan` and `drift`: opens the command's API (real or `--emulator`), reads and plans
 * with a progress line on stderr, and closes the API again.
 */
export function planWithProgress(
  context: CommandContext,
  desired: DesiredState,
  targets: readonly string[],
  purpose: PlanPurpose = 'plan',
): Promise<Plan> {
  return withApi(context.api, async ({ client, emulated }) => {
    context.progress.status(`reading ${desired.organization}`);
    try {
      return await planAgainstLive(client, desired, targets, emulated, purpose);
    } finally {
      context.progress.done();
    }
  });
}
