import type { ApiClient } from '../../api/client.js';
import { readLive, readScopeFor } from '../../api/read-live.js';
import type { DesiredState } from '../../model/desired.js';
import type { Plan } from '../../model/plan.js';
import { planChanges } from '../../plan/plan.js';

/** Reads what the config needs of the live org, then plans (issue 5). */
export async function planAgainstLive(
  client: ApiClient,
  desired: DesiredState,
  targets: readonly string[],
): Promise<Plan> {
  const { live } = await readLive(client, readScopeFor(desired));
  return planChanges(desired, live, targets.length > 0 ? { targets } : {});
}
