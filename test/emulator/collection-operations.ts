/**
 * The official operations of collections and of moves between them, which the emulator
 * serves (docs/emulator.md): the route test checks each is served, the conformance test
 * that each is driven through the official client.
 */
export const COLLECTION_OPERATIONS = [
  'listCollectionsInOrganizationById',
  'createCollection',
  'getCollectionById',
  'updateCollectionById',
  'deleteCollectionById',
  'listSpacesInCollectionById',
  'moveCollection',
  'moveSpace',
  'inviteToCollection',
  'listTeamPermissionsInCollection',
  'listUserPermissionsInCollection',
  'listPermissionsAggregateInCollection',
  'updateTeamPermissionInCollection',
  'updateUserPermissionInCollection',
  'removeTeamFromCollection',
  'removeUserFromCollection',
];
