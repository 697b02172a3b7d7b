import type { Official, OperationSpec } from './operations.js';

/**
 * The official operations on a site and what it holds (its structure, share links,
 * permissions, redirects, customization, visitor authentication, sections, groups,
 * external links and site spaces), part of `OPERATIONS` (src/api/operations.ts), which
 * says how each is checked against the official spec.
 */
export const SITE_OPERATIONS = {
  listSites: { method: 'GET', path: '/orgs/{organizationId}/sites' },
  createSite: { method: 'POST', path: '/orgs/{organizationId}/sites', creates: true },
  updateSiteById: { method: 'PATCH', path: '/orgs/{organizationId}/sites/{siteId}' },
  deleteSiteById: { method: 'DELETE', path: '/orgs/{organizationId}/sites/{siteId}' },
  publishSite: { method: 'POST', path: '/orgs/{organizationId}/sites/{siteId}/publish' },
  unpublishSite: { method: 'POST', path: '/orgs/{organizationId}/sites/{siteId}/unpublish' },
  getSiteStructure: { method: 'GET', path: '/orgs/{organizationId}/sites/{siteId}/structure' },
  sortSiteStructure: {
    method: 'PATCH',
    path: '/orgs/{organizationId}/sites/{siteId}/structure/sort',
  },
  getSiteAdaptiveSchema: {
    method: 'GET',
    path: '/orgs/{organizationId}/sites/{siteId}/adaptive-schema',
  },
  updateSiteAdaptiveSchema: {
    method: 'PUT',
    path: '/orgs/{organizationId}/sites/{siteId}/adaptive-schema',
  },
  listSiteShareLinks: {
    method: 'GET',
    path: '/orgs/{organizationId}/sites/{siteId}/share-links',
  },
  createSiteShareLink: {
    method: 'POST',
    path: '/orgs/{organizationId}/sites/{siteId}/share-links',
    creates: true,
  },
  updateSiteShareLinkById: {
    method: 'PATCH',
    path: '/orgs/{organizationId}/sites/{siteId}/share-links/{shareLinkId}',
  },
  deleteSiteShareLinkById: {
    method: 'DELETE',
    path: '/orgs/{organizationId}/sites/{siteId}/share-links/{shareLinkId}',
  },
  listTeamPermissionsInSite: {
    method: 'GET',
    path: '/orgs/{organizationId}/sites/{siteId}/permissions/teams',
  },
  listUserPermissionsInSite: {
    method: 'GET',
    path: '/orgs/{organizationId}/sites/{siteId}/permissions/users',
  },
  inviteToSite: { method: 'POST', path: '/orgs/{organizationId}/sites/{siteId}/permissions' },
  updateTeamPermissionInSite: {
    method: 'PATCH',
    path: '/orgs/{organizationId}/sites/{siteId}/permissions/teams/{teamId}',
  },
  updateUserPermissionInSite: {
    method: 'PATCH',
    path: '/orgs/{organizationId}/sites/{siteId}/permissions/users/{userId}',
  },
  removeTeamFromSite: {
    method: 'DELETE',
    path: '/orgs/{organizationId}/sites/{siteId}/permissions/teams/{teamId}',
  },
  removeUserFromSite: {
    method: 'DELETE',
    path: '/orgs/{organizationId}/sites/{siteId}/permissions/users/{userId}',
  },
  listTeamPermissionsInSpace: { method: 'GET', path: '/spaces/{spaceId}/permissions/teams' },
  listUserPermissionsInSpace: { method: 'GET', path: '/spaces/{spaceId}/permissions/users' },
  inviteToSpace: { method: 'POST', path: '/spaces/{spaceId}/permissions' },
  updateTeamPermissionInSpace: {
    method: 'PATCH',
    path: '/spaces/{spaceId}/permissions/teams/{teamId}',
  },
  updateUserPermissionInSpace: {
    method: 'PATCH',
    path: '/spaces/{spaceId}/permissions/users/{userId}',
  },
  removeTeamFromSpace: { method: 'DELETE', path: '/spaces/{spaceId}/permissions/teams/{teamId}' },
  removeUserFromSpace: { method: 'DELETE', path: '/spaces/{spaceId}/permissions/users/{userId}' },
  listSiteRedirects: { method: 'GET', path: '/orgs/{organizationId}/sites/{siteId}/redirects' },
  createSiteRedirect: {
    method: 'POST',
    path: '/orgs/{organizationId}/sites/{siteId}/redirects',
    creates: true,
  },
  updateSiteRedirectById: {
    method: 'PATCH',
    path: '/orgs/{organizationId}/sites/{siteId}/redirects/{siteRedirectId}',
  },
  deleteSiteRedirectById: {
    method: 'DELETE',
    path: '/orgs/{organizationId}/sites/{siteId}/redirects/{siteRedirectId}',
  },
  getSiteCustomizationById: {
    method: 'GET',
    path: '/orgs/{organizationId}/sites/{siteId}/customization',
  },
  updateSiteCustomizationById: {
    method: 'PUT',
    path: '/orgs/{organizationId}/sites/{siteId}/customization',
  },
  getSiteSpaceCustomizationById: {
    method: 'GET',
    path: '/orgs/{organizationId}/sites/{siteId}/site-spaces/{siteSpaceId}/customization',
  },
  overrideSiteSpaceCustomizationById: {
    method: 'PATCH',
    path: '/orgs/{organizationId}/sites/{siteId}/site-spaces/{siteSpaceId}/customization',
  },
  getSitePublishingAuthById: {
    method: 'GET',
    path: '/orgs/{organizationId}/sites/{siteId}/publishing/auth',
  },
  updateSitePublishingAuthById: {
    method: 'PATCH',
    path: '/orgs/{organizationId}/sites/{siteId}/publishing/auth',
  },
  addSectionToSite: {
    method: 'POST',
    path: '/orgs/{organizationId}/sites/{siteId}/sections',
    creates: true,
  },
  updateSiteSectionById: {
    method: 'PATCH',
    path: '/orgs/{organizationId}/sites/{siteId}/sections/{siteSectionId}',
  },
  deleteSiteSectionById: {
    method: 'DELETE',
    path: '/orgs/{organizationId}/sites/{siteId}/sections/{siteSectionId}',
  },
  addSectionGroupToSite: {
    method: 'POST',
    path: '/orgs/{organizationId}/sites/{siteId}/section-groups',
    creates: true,
  },
  updateSiteSectionGroupById: {
    method: 'PATCH',
    path: '/orgs/{organizationId}/sites/{siteId}/section-groups/{siteSectionGroupId}',
  },
  deleteSiteSectionGroupById: {
    method: 'DELETE',
    path: '/orgs/{organizationId}/sites/{siteId}/section-groups/{siteSectionGroupId}',
  },
  addExternalLinkToSite: {
    method: 'POST',
    path: '/orgs/{organizationId}/sites/{siteId}/external-links',
    creates: true,
  },
  updateSiteExternalLinkById: {
    method: 'PATCH',
    path: '/orgs/{organizationId}/sites/{siteId}/external-links/{siteExternalLinkId}',
  },
  deleteSiteExternalLinkById: {
    method: 'DELETE',
    path: '/orgs/{organizationId}/sites/{siteId}/external-links/{siteExternalLinkId}',
  },
  listSiteSpaces: { method: 'GET', path: '/orgs/{organizationId}/sites/{siteId}/site-spaces' },
  addSpaceToSite: {
    method: 'POST',
    path: '/orgs/{organizationId}/sites/{siteId}/site-spaces',
    creates: true,
  },
  updateSiteSpaceById: {
    method: 'PATCH',
    path: '/orgs/{organizationId}/sites/{siteId}/site-spaces/{siteSpaceId}',
  },
  deleteSiteSpaceById: {
    method: 'DELETE',
    path: '/orgs/{organizationId}/sites/{siteId}/site-spaces/{siteSpaceId}',
  },
} as const satisfies { readonly [K in keyof Official]?: OperationSpec };
