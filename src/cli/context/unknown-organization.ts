import type { ApiRequester } from '../../api/types.js';
import { isNotFound } from '../../api/errors/http-error.js';
import { listOrganizations } from '../../api/resources/organizations.js';
import { didYouMeanOneOf } from '../../config/did-you-mean.js';
import type { Diagnostic } from '../../model/diagnostic.js';
import { DocformError } from '../../model/errors.js';
import type { SourceLocation } from '../../model/location.js';

/**
 * A problem the live API revealed about what the user gave (the organization): printed
 * as the one diagnostic line, `file:line:col  error  code  message`, at its place in the
 * config when it has one (see reportingConfigErrors), and exit 1.
 */
export class LiveProblemError extends DocformError {
  override readonly name = 'LiveProblemError';
  constructor(readonly diagnostic: Diagnostic) {
    super(diagnostic.message);
  }
}

/** Where the organization was named: `organization:` in the config, or `--organization`. */
export interface OrganizationSource {
  readonly location?: SourceLocation | undefined;
  /** What to change: "`organization:` in the config", "--organization". */
  readonly fix: string;
  /** True under `--emulator`, which holds only the organizations of its state file. */
  readonly emulated?: boolean;
}

/**
 * The organization answered 404 (plan, drift and apply read `/orgs/{id}`, export its
 * members first): which ones the token sees, instead of the bare HTTP error with its URL
 * (a typo in `organization:`, or the emulator's sample org; under `--emulator` the URL
 * is a random port of a server gone when the command ends). When the list of
 * organizations is not found either, the address is not the API's: that 404 is returned,
 * for the caller to say so (wrong-api-url.ts). Any other error, or a 404 of something
 * inside an organization the token does see, is returned as it was.
 */
export async function unknownOrganization(
  error: unknown,
  organization: string,
  client: ApiRequester,
  source: OrganizationSource,
): Promise<unknown> {
  if (!isNotFound(error)) return error;
  const path = `/orgs/${encodeURIComponent(organization)}`;
  const at = new URL(error.url, 'http://x').pathname;
  const exact = at.endsWith(path);
  if (!exact && !at.includes(`${path}/`)) return error;
  let listMissing: unknown;
  const seen = await listOrganizations(client).catch((listError: unknown) => {
    if (isNotFound(listError)) listMissing = listError;
    return undefined;
  });
  // no list of organizations at all: the API address is wrong, not the organization
  if (listMissing !== undefined) return listMissing;
  if (seen === undefined && !exact) return error;
  if (seen?.some((o) => o.id === organization)) return error;
  const list = (seen ?? []).map((o) => `${o.id} (${o.title})`).join(', ');
  const guess = didYouMeanOneOf(
    organization,
    (seen ?? []).map((o) => o.id),
  );
  return new LiveProblemError({
    severity: 'error',
    code: 'unknown-organization',
    message: `organization ${organization} is not one this token sees${list ? `: it sees ${list}` : ''}`,
    ...(source.location ? { location: source.location } : {}),
    hint: `${guess ? `${guess} (check ${source.fix})` : `check ${source.fix}`}${source.emulated === true ? emulatorHolds(seen ?? []) : ''}`,
  });
}

/**
 * Under `--emulator` the list above is the emulator's, not an account's: said so, with
 * the way to plan a real organization.
 */
function emulatorHolds(seen: readonly { readonly id: string }[]): string {
  const ids = seen.map((o) => o.id).join(', ');
  return `; --emulator holds only its sample organizations (${ids}): plan a real organization without --emulator, with its API token in DOCFORM_TOKEN`;
}
