import type { Official, OperationSpec } from './operations.js';
import { creates, ORG, route } from './route.js';

const COLLECTION = '/collections/{collectionId}';

/**
 * The official operations on collections, their grants, and the move of a space into
 * one, part of `OPERATIONS` (src/api/operations.ts), which says how each is checked
 * against the official spec.
 */
export const COLLECTION_OPERATIONS = {
  listCollectionsInOrganizationById: route('GET', `${ORG}/collections`),
  createCollection: creates('POST', `${ORG}/collections`),
  updateCollectionById: route('PATCH', COLLECTION),
  deleteCollectionById: route('DELETE', COLLECTION),
  moveCollection: route('POST', `${COLLECTION}/move`),
  moveSpace: route('POST', '/spaces/{spaceId}/move'),
  listTeamPermissionsInCollection: route('GET', `${COLLECTION}/permissions/teams`),
  listUserPermissionsInCollection: route('GET', `${COLLECTION}/permissions/users`),
  inviteToCollection: route('POST', `${COLLECTION}/permissions`),
  updateTeamPermissionInCollection: route('PATCH', `${COLLECTION}/permissions/teams/{teamId}`),
  updateUserPermissionInCollection: route('PATCH', `${COLLECTION}/permissions/users/{userId}`),
  removeTeamFromCollection: route('DELETE', `${COLLECTION}/permissions/teams/{teamId}`),
  removeUserFromCollection: route('DELETE', `${COLLECTION}/permissions/users/{userId}`),
} as const satisfies { readonly [K in keyof Official]?: OperationSpec };
