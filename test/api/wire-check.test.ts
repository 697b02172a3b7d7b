import { describe, expect, it } from 'vitest';
import { checkWire } from '../support/wire-check.js';

const SITE = '/v1/orgs/org_acme/sites/site_1';

/** The wire check of the e2e suite must be able to fail: each bad request is named. */
describe('the wire check', () => {
  it('passes official requests, seed-only fields included', () => {
    const report = checkWire([
      { method: 'GET', url: '/v1/orgs/org_acme/sites?limit=100&page=abc' },
      { method: 'PATCH', url: SITE, body: { title: 'Docs', agentsContext: 'included' } },
      {
        method: 'PATCH',
        url: `${SITE}/structure/sort`,
        body: {
          item: { type: 'site-section', id: 'sec_1' },
          position: { before: { type: 'site-section', id: 'sec_2' } },
        },
      },
      {
        method: 'POST',
        url: `${SITE}/sections`,
        body: { spaceId: 'spc_1', title: 'Guides', siteSectionGroupId: 'grp_1' },
      },
      {
        method: 'PUT',
        url: `${SITE}/adaptive-schema`,
        body: {
          jsonSchema: {
            type: 'object',
            properties: { isBetaUser: { type: 'boolean', description: 'Beta members' } },
            additionalProperties: false,
          },
        },
      },
    ]);
    expect(report.problems).toEqual([]);
    expect([...report.operations].sort()).toEqual([
      'addSectionToSite',
      'listSites',
      'sortSiteStructure',
      'updateSiteAdaptiveSchema',
      'updateSiteById',
    ]);
  });

  it('names a missing operation, a deprecated one, an undeclared query and bad bodies', () => {
    const report = checkWire([
      { method: 'POST', url: `${SITE}/section-groups/grp_1/sections`, body: { sectionId: 's' } },
      {
        method: 'POST',
        url: `${SITE}/sections/sec_1/move`,
        body: { position: { before: { type: 'site-section', siteSection: 'sec_2' } } },
      },
      { method: 'GET', url: '/v1/orgs/org_acme/sites?colour=red' },
      { method: 'POST', url: `${SITE}/sections`, body: { title: 'no space id' } },
      {
        method: 'PATCH',
        url: `${SITE}/sections/sec_1`,
        body: { title: 'Guides', parent: 'grp_1' },
      },
      { method: 'PATCH', url: '/v1/orgs/org_acme', body: { title: 'Acme', agentsContext: 'x' } },
    ]);
    const joined = report.problems.join('\n');
    expect(joined).toMatch(/POST .*section-groups\/grp_1\/sections: no official path matches/);
    expect(joined).toMatch(/moveSiteSection is deprecated/);
    expect(joined).toMatch(/query parameter colour is not declared/);
    expect(joined).toMatch(/POST .*\/sections: body invalid: .*spaceId/);
    expect(joined).toMatch(/field parent is not in the official request schema/);
    // a seed-only field is allowed only on the operation that lists it
    expect(joined).toMatch(
      /field agentsContext is not in the official request schema of updateOrganizationById/,
    );
    expect(report.problems).toHaveLength(6);
  });
});
