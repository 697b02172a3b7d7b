import { describe, expect, it } from 'vitest';
import { OPERATIONS, operationPath } from '../../src/api/operations.js';
import { SEED_ONLY_FIELDS } from '../../src/api/seed-only-fields.js';
import { officialSpec } from '../support/official-schema.js';

type Json = Record<string, Record<string, { operationId?: string; deprecated?: boolean }>>;
const paths = officialSpec.paths as Json;

describe('the operations docform calls', () => {
  it.each(Object.entries(OPERATIONS))(
    '%s is an official, non-deprecated operation at its method and path',
    (name, spec) => {
      const op = paths[spec.path]?.[spec.method.toLowerCase()];
      expect(op, `${spec.method} ${spec.path}`).toBeDefined();
      // the generated client spells SAML and OpenAPI as Saml and OpenApi
      expect(op?.operationId?.toLowerCase()).toBe(name.toLowerCase());
      expect(op?.deprecated ?? false).toBe(false);
    },
  );

  it('lists only seed-only fields that the official request schema really lacks', () => {
    const op = paths[OPERATIONS.updateSiteById.path]?.patch as unknown as {
      requestBody: { content: { 'application/json': { schema: { properties?: object } } } };
    };
    const official = Object.keys(
      op.requestBody.content['application/json'].schema.properties ?? {},
    );
    for (const field of SEED_ONLY_FIELDS.updateSiteById) expect(official).not.toContain(field);
  });

  it('fills path parameters, and refuses a value that is not an id of the API', () => {
    const params = { organizationId: 'org_acme', siteId: 'site_1', siteSectionId: 'sec-2' };
    expect(operationPath('updateSiteSectionById', params)).toBe(
      '/orgs/org_acme/sites/site_1/sections/sec-2',
    );
    for (const bad of ['site/1', 'sec 2', '..', '%2F']) {
      expect(() => operationPath('updateSiteSectionById', { ...params, siteId: bad })).toThrow(
        /\{siteId\} of updateSiteSectionById has the id/,
      );
    }
  });
});
