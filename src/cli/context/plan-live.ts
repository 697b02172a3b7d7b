import type { ApiClient } from '../../api/client.js';
import { readLive, type KnownLive } from '../../api/read-live.js';
import type { AttentionMode } from '../../model/attention-item.js';
import { ORGANIZATION_LOCATION_KEY, type DesiredState } from '../../model/desired.js';
import type { LiveState } from '../../model/live.js';
import type { Plan } from '../../model/plan.js';
import { planChanges } from '../../plan/plan.js';
import { readNeedsFor } from '../../plan/read-needs.js';
import type { CommandContext } from './command-context.js';
import { unknownOrganization } from './unknown-organization.js';
import { withApi } from './with-api.js';

/**
 * Reads what the planner says the config needs of the live org (`readNeedsFor`,
 * src/plan/read-needs.ts); an organization the API does not know is an error naming the
 * config's `organization:`. What `known` holds is taken as read (verify after an apply).
 */
export async function readForConfig(
  client: ApiClient,
  desired: DesiredState,
  emulated: boolean,
  known?: KnownLive,
): Promise<LiveState> {
  const { live } = await readLive(client, readNeedsFor(desired), known).catch(
    async (error: unknown) => {
      throw await unknownOrganization(error, desired.organization, client, {
        location: desired.locations.get(ORGANIZATION_LOCATION_KEY),
        fix: '`organization:` in the config',
        emulated,
      });
    },
  );
  return live;
}

/**
 * Reads what the config needs of the live org, then plans; `mode` says what the plan's
 * attention list is read against (a plan, or a drift report).
 */
export async function planAgainstLive(
  client: ApiClient,
  desired: DesiredState,
  targets: readonly string[],
  emulated = false,
  mode: AttentionMode = 'plan',
  known?: KnownLive,
): Promise<Plan> {
  const live = await readForConfig(client, desired, emulated, known);
  return planChanges(desired, live, { mode, ...(targets.length > 0 ? { targets } : {}) });
}

/**
 * `plan` and `drift`: opens the command's API (real or `--emulator`), reads and plans
 * with a progress line on stderr, and closes the API again.
 */
export function planWithProgress(
  context: CommandContext,
  desired: DesiredState,
  targets: readonly string[],
  mode: AttentionMode = 'plan',
): Promise<Plan> {
  return withApi(context.api, async ({ client, emulated }) => {
    context.progress.status(`reading ${desired.organization}`);
    try {
      return await planAgainstLive(client, desired, targets, emulated, mode);
    } finally {
      context.progress.done();
    }
  });
}
