import type { ApiClient } from '../../api/client.js';
import { HttpError } from '../../api/errors/http-error.js';
import { readLive, readScopeFor } from '../../api/read-live.js';
import { listOrganizations } from '../../api/resources/organizations.js';
import { DocformError } from '../../model/errors.js';
import type { DesiredState } from '../../model/desired.js';
import type { Plan } from '../../model/plan.js';
import { planChanges } from '../../plan/plan.js';
import type { CommandContext } from './command-context.js';
import { withApi } from './with-api.js';

/** Reads what the config needs of the live org, then plans (issue 5). */
export async function planAgainstLive(
  client: ApiClient,
  desired: DesiredState,
  targets: readonly string[],
): Promise<Plan> {
  const { live } = await readLive(client, readScopeFor(desired)).catch(async (error: unknown) => {
    throw await unknownOrganization(error, desired.organization, client);
  });
  return planChanges(desired, live, targets.length > 0 ? { targets } : {});
}

/**
 * The organization of the config answered 404: say which ones the token sees, instead
 * of the bare HTTP error (a typo in `organization:`, or the emulator's sample org).
 */
async function unknownOrganization(
  error: unknown,
  organization: string,
  client: ApiClient,
): Promise<unknown> {
  const path = `/orgs/${encodeURIComponent(organization)}`;
  if (!(error instanceof HttpError) || error.status !== 404 || !error.url.endsWith(path)) {
    return error;
  }
  const seen = await listOrganizations(client).catch(() => []);
  const list = seen.map((o) => `${o.id} (${o.title})`).join(', ');
  return new DocformError(
    `organization ${organization} is not one this token sees${list ? `: it sees ${list}` : ''}; check \`organization:\` in the config`,
  );
}

/**
 * `plan` and `drift`: opens the command's API (real or `--emulator`), reads and plans
 * with a progress line on stderr, and closes the API again.
 */
export function planWithProgress(
  context: CommandContext,
  desired: DesiredState,
  targets: readonly string[],
): Promise<Plan> {
  return withApi(context.api, async ({ client }) => {
    context.progress.status(`reading ${desired.organization}`);
    try {
      return await planAgainstLive(client, desired, targets);
    } finally {
      context.progress.done();
    }
  });
}
