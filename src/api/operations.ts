// The package's index.d.ts re-exports its client with an extension-less path that ESM type
// resolution cannot follow, and its `exports` map hides dist/: tsconfig.json maps this
// name to the declaration file itself. A type-only import, erased from the build.
import type { Api } from '@gitbook/api/client';
import { pathSegment } from './path-segment.js';
import { creates, ORG, route } from './route.js';
import { SITE_OPERATIONS } from './site-operations.js';
import type { HttpMethod } from './types.js';

/**
 * The official operations docform calls (`@gitbook/api`'s `openapi.json`, the contract of
 * the wire: docs/architecture.md, "Sources of truth for the API"), by operationId as the official
 * generated client spells its methods (`listSamlProvidersInOrganizationById` for the
 * spec's `listSAMLProvidersInOrganizationById`). The key must be a method of that
 * client, so an operation the official API does not have is a compile error; method, path and "not deprecated" are checked against
 * `openapi.json` by test/api/operations.test.ts, and every request of the end-to-end
 * suite by the wire check of test/e2e/apply/apply-scenarios.test.ts (test/support/wire-check.ts).
 */
export const OPERATIONS = {
  getAuthenticatedUser: route('GET', '/user'),
  listOrganizationsForAuthenticatedUser: route('GET', '/orgs'),
  getOrganizationById: route('GET', ORG),
  updateOrganizationById: route('PATCH', ORG),
  listMembersInOrganizationById: route('GET', `${ORG}/members`),
  updateMemberInOrganizationById: route('PATCH', `${ORG}/members/{userId}`),
  getMemberInOrganizationById: route('GET', `${ORG}/members/{userId}`),
  removeMemberFromOrganizationById: route('DELETE', `${ORG}/members/{userId}`),
  // no `creates`: inviting an email that is a member already adds no one and sends
  // nothing (docs/reliability.md, "Invites"), so a lost answer is safely re-sent
  inviteUsersToOrganization: route('POST', `${ORG}/invites`),
  listTeamsForOrganizationMember: route('GET', `${ORG}/members/{userId}/teams`),
  listTeamsInOrganizationById: route('GET', `${ORG}/teams`),
  createOrganizationTeam: creates('PUT', `${ORG}/teams`),
  updateTeamInOrganizationById: route('PATCH', `${ORG}/teams/{teamId}`),
  removeTeamFromOrganizationById: route('DELETE', `${ORG}/teams/{teamId}`),
  listTeamMembersInOrganizationById: route('GET', `${ORG}/teams/{teamId}/members`),
  updateMembersInOrganizationTeam: route('PUT', `${ORG}/teams/{teamId}/members`),
  listSamlProvidersInOrganizationById: route('GET', `${ORG}/saml`),
  createOrganizationSamlProvider: creates('POST', `${ORG}/saml`),
  updateOrganizationSamlProvider: route('PATCH', `${ORG}/saml/{samlProviderId}`),
  deleteOrganizationSamlProvider: route('DELETE', `${ORG}/saml/{samlProviderId}`),
  listOpenApiSpecs: route('GET', `${ORG}/openapi`),
  createOpenApiSpec: creates('POST', `${ORG}/openapi`),
  createOrUpdateOpenApiSpecBySlug: route('PUT', `${ORG}/openapi/{specSlug}`),
  updateOpenApiSpecBySlug: route('PATCH', `${ORG}/openapi/{specSlug}`),
  deleteOpenApiSpecBySlug: route('DELETE', `${ORG}/openapi/{specSlug}`),
  getLatestOpenApiSpecVersionContentRaw: route(
    'GET',
    `${ORG}/openapi/{specSlug}/versions/latest/content/raw`,
  ),
  getOrganizationAgentInstructions: route('GET', `${ORG}/agent-instructions`),
  updateOrganizationAgentInstructions: route('PUT', `${ORG}/agent-instructions`),
  listSpacesInOrganizationById: route('GET', `${ORG}/spaces`),
  createSpace: creates('POST', `${ORG}/spaces`),
  updateSpaceById: route('PATCH', '/spaces/{spaceId}'),
  deleteSpaceById: route('DELETE', '/spaces/{spaceId}'),
  // a site and what it holds: src/api/site-operations.ts
  ...SITE_OPERATIONS,
  // Git Sync, installed in the app: its state and settings
  listSiteGitSyncInstallations: route('GET', `${ORG}/sites/{siteId}/spaces/git/installations`),
  getSpaceGitInfo: route('GET', '/spaces/{spaceId}/git/info'),
  updateGitSyncInstallationById: route('PATCH', '/git/installations/{installationId}'),
} as const satisfies { readonly [K in keyof Official]?: OperationSpec };

export interface OperationSpec {
  readonly method: HttpMethod;
  /** The official path template, `{name}` for each path parameter. */
  readonly path: string;
  /** A write that makes a new object: never re-sent blindly (src/apply/adopt.ts). */
  readonly creates?: true;
}

/** The official generated client, whose methods are named by operationId. */
type Client = Api<unknown>;
/** The groups of the official client that hold docform's operations. */
export type Official = Client['user'] & Client['orgs'] & Client['spaces'] & Client['git'];

export type OperationId = keyof typeof OPERATIONS;

type PathOf<K extends OperationId> = (typeof OPERATIONS)[K]['path'];

type ParamNames<P extends string> = P extends `${string}{${infer N}}${infer R}`
  ? N | ParamNames<R>
  : never;

type ParamCount<
  P extends string,
  Seen extends unknown[] = [],
> = P extends `${string}{${string}}${infer R}` ? ParamCount<R, [...Seen, unknown]> : Seen['length'];

type OfficialFn<K extends OperationId> = Official[K] extends (...args: infer A) => infer R
  ? { args: A; result: R }
  : never;

/** The path parameters of an operation, by the names of its official path template. */
export type PathParams<K extends OperationId> = Readonly<Record<ParamNames<PathOf<K>>, string>>;

/**
 * The official request body of an operation (the generated client's `data` argument,
 * which follows the path parameters), or its query object for a GET.
 */
export type OfficialInput<K extends OperationId> = NonNullable<
  OfficialFn<K>['args'][ParamCount<PathOf<K>>]
>;

/**
 * The path below `/v1` of one call: the template with each parameter checked and encoded
 * (`pathSegment`: a value that is not an id is refused, never sent).
 */
export function operationPath<K extends OperationId>(op: K, params: PathParams<K>): string {
  const values = params as Readonly<Record<string, string>>;
  return OPERATIONS[op].path.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = values[name];
    if (value === undefined) throw new Error(`${op}: no value for {${name}}`);
    return pathSegment(op, name, value);
  });
}
