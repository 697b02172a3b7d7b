import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startEmulator } from '../../src/emulator/server.js';
import type { RunningEmulator } from '../../src/emulator/server.js';
import { fetchAs } from '../support/fetch-as.js';
import { ORG, SPACES, TOKENS } from '../support/tokens.js';

type Json = Record<string, unknown>;

/**
 * `createdAt` on every object whose official schema has it (teams, SAML providers,
 * OpenAPI specs and versions, sites), from the injectable clock, and kept by later
 * writes: a client keeps the older of two duplicates by it. Sections, groups and site
 * spaces have none in the official schema, so none is shown.
 */
describe('createdAt comes from the clock and stays', () => {
  let clock = new Date('2025-01-01T00:00:00.000Z');
  let emulator: RunningEmulator;
  beforeAll(async () => {
    emulator = await startEmulator({ port: 0, now: () => clock });
  });
  afterAll(() => emulator.close());
  const call = async (method: string, path: string, json?: unknown): Promise<Json> => {
    const res = await fetchAs(emulator.url, TOKENS.admin, method, `/v1/orgs/${ORG}${path}`, {
      json,
    });
    expect(res.status, `${method} ${path}`).toBeLessThan(300);
    return res.body as Json;
  };

  const kinds: [string, () => Promise<Json>, (created: Json) => string][] = [
    ['team', () => call('PUT', '/teams', { title: 'Docs' }), (t) => `/teams/${String(t.id)}`],
    [
      'SAML provider',
      () => call('POST', '/saml', { label: 'IdP' }),
      (s) => `/saml/${String(s.id)}`,
    ],
    [
      'OpenAPI spec',
      () =>
        call('POST', '/openapi', {
          slug: `s${clock.getTime()}`,
          source: { text: 'openapi: 3.1.0' },
        }),
      (s) => `/openapi/${String(s.slug)}`,
    ],
    ['site', () => call('POST', '/sites', { title: 'Docs site' }), (s) => `/sites/${String(s.id)}`],
  ];

  it.each(kinds)(
    'a %s carries the time it was created, also after a later write',
    async (_kind, create, path) => {
      clock = new Date('2025-02-03T04:05:06.000Z');
      const older = await create();
      clock = new Date('2025-03-04T05:06:07.000Z');
      const newer = await create();
      expect([older.createdAt, newer.createdAt]).toEqual([
        '2025-02-03T04:05:06.000Z',
        '2025-03-04T05:06:07.000Z',
      ]);
      clock = new Date('2025-04-05T06:07:08.000Z');
      const read = await call('GET', path(older));
      expect(read.createdAt).toBe('2025-02-03T04:05:06.000Z');
    },
  );

  it('an OpenAPI version carries the time it was made', async () => {
    clock = new Date('2025-05-06T07:08:09.000Z');
    await call('PUT', '/openapi/versioned', { source: { text: 'openapi: 3.1.0' } });
    clock = new Date('2025-06-07T08:09:10.000Z');
    await call('PUT', '/openapi/versioned', { source: { text: 'openapi: 3.1.1' } });
    const versions = (await call('GET', '/openapi/versioned/versions')).items as Json[];
    expect(versions.map((v) => v.createdAt)).toEqual([
      '2025-05-06T07:08:09.000Z',
      '2025-06-07T08:09:10.000Z',
    ]);
    const spec = await call('GET', '/openapi/versioned');
    expect(spec.createdAt).toBe('2025-05-06T07:08:09.000Z');
  });

  it('sections, groups and site spaces show none (absent from their official schemas)', async () => {
    const site = await call('POST', '/sites', {});
    const base = `/sites/${String(site.id)}`;
    const section = await call('POST', `${base}/sections`, { spaceId: SPACES.guides });
    const group = await call('POST', `${base}/section-groups`, {
      title: 'G',
      sections: [section.id],
    });
    const siteSpace = ((section.siteSpaces as Json[])[0] ?? {}) as Json;
    for (const object of [section, group, siteSpace])
      expect(object).not.toHaveProperty('createdAt');
  });
});
