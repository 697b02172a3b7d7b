import * as official from '@gitbook/api';
// The package's `exports` hide `dist/client.d.ts`, so its types are reached by path.
import type * as OfficialTypes from '../../node_modules/@gitbook/api/dist/client.js';

/**
 * The official generated client, typed. The package's `index.d.ts` imports `./client`
 * without an extension, which NodeNext resolution cannot follow, so `GitBookAPI` and
 * the enums lose their types; they are declared in `dist/client.d.ts`.
 */
export type OfficialClient = OfficialTypes.Api<{ authToken?: string }>;

const typed = official as unknown as typeof OfficialTypes & typeof official;

/** The client's enums, as the values its method signatures expect. */
export const {
  MemberRole,
  SiteType,
  SiteVisibility,
  SpaceEditMode,
  TeamMemberRole,
  OpenAPISpecVisibility,
  GitSyncInstallationProvider,
  GitSyncInstallationPriority,
} = typed;

/** `endpoint` is the origin: the official client appends `/v1` itself. */
export function officialClient(endpoint: string, authToken: string): OfficialClient {
  return new official.GitBookAPI({ endpoint, authToken }) as unknown as OfficialClient;
}
