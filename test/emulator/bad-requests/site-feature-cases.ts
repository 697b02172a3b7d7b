import type { BadRequestCase, SeededIds } from './bad-request-case.js';
import { long } from './bad-request-case.js';

const SITE = '/orgs/org_acme/sites/{site}';
const external = { kind: 'external', url: 'https://a.example' };

/** Customization, redirects, share links and visitor auth of a site. */
export const siteFeatureCases: BadRequestCase[] = [
  {
    name: 'customization PUT without the required parts',
    method: 'PUT',
    path: `${SITE}/customization`,
    json: {},
    status: 400,
    mentions: 'styling',
  },
  {
    name: 'customization override with a color that is not hex',
    method: 'PATCH',
    path: `${SITE}/site-spaces/{siteSpaceA1}/customization`,
    json: { styling: { primaryColor: { light: 'teal', dark: '#000' } } },
    status: 400,
    mentions: 'styling.primaryColor.light',
  },
  {
    name: 'customization of a site space of another site',
    method: 'GET',
    path: '/orgs/org_acme/sites/{otherSite}/site-spaces/{siteSpaceA1}/customization',
    status: 404,
  },
  {
    name: 'redirect source without the leading slash',
    method: 'POST',
    path: `${SITE}/redirects`,
    json: { source: 'old', destination: external },
    status: 400,
    mentions: 'source',
  },
  {
    name: 'redirect to a section of another site',
    method: 'POST',
    path: `${SITE}/redirects`,
    json: (ids: SeededIds) => ({
      source: '/elsewhere',
      destination: { kind: 'site-section', siteSectionId: ids.otherSiteSection },
    }),
    status: 400,
    mentions: 'destination.siteSectionId',
  },
  {
    name: 'redirect bulk upsert of 501 items',
    method: 'PUT',
    path: `${SITE}/redirects`,
    json: {
      redirects: Array.from({ length: 501 }, (_, i) => ({
        source: `/r${i}`,
        destination: external,
      })),
    },
    status: 400,
    mentions: 'redirects',
  },
  {
    name: 'unknown redirect',
    method: 'PATCH',
    path: `${SITE}/redirects/redirect_nope`,
    json: { permanent: true },
    status: 404,
  },
  {
    name: 'share link name over 50 characters',
    method: 'POST',
    path: `${SITE}/share-links`,
    json: { name: long(51) },
    status: 400,
    mentions: 'name',
  },
  {
    name: 'share links listed by a reader',
    token: 'carol-token',
    method: 'GET',
    path: `${SITE}/share-links`,
    status: 403,
  },
  {
    name: 'visitor auth PATCH without a backend',
    method: 'PATCH',
    path: `${SITE}/publishing/auth`,
    json: { fallbackURL: 'https://login.example' },
    status: 400,
    mentions: 'backend',
  },
];
