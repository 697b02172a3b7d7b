import { DEFAULT_PARALLELISM } from '../../src/api/defaults.js';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ApiClient } from '../../src/api/client.js';
import { applyPlan } from '../../src/apply/apply-plan.js';
import type { Change, FieldChange, FieldName, Plan } from '../../src/model/plan.js';
import { startTestEmulator, type TestEmulator } from '../support/start-test-emulator.js';
import { TOKENS } from '../support/tokens.js';

/**
 * A redirect create refused with 409 (another redirect holds its source) adopts the
 * holder from one read of the site's redirects, and patches it only where its fields
 * differ from the declared ones (the destination compared as a whole object).
 */
const ORG = '/orgs/org_acme';
// a hand-built change, as a plan read back: the value stands for the field's own
const f = (path: FieldName, after: unknown) => ({ path, after }) as FieldChange;

let emulator: TestEmulator;
let client: ApiClient;
beforeEach(async () => {
  emulator = await startTestEmulator();
  client = new ApiClient({
    baseUrl: emulator.url,
    token: TOKENS.admin,
    parallelism: DEFAULT_PARALLELISM,
  });
});
afterEach(async () => {
  await client.close();
  await emulator.close();
});

const api = (method: string, path: string, body?: unknown) => emulator.admin(method, path, body);
const journal = async () => (await emulator.journal()).map((e) => e.replace(/\?.*/, ''));

async function createRedirect(siteId: string, destination: unknown) {
  await emulator.clearJournal();
  const change: Change = {
    address: 'site.docs.redirect."/old"',
    kind: 'redirect',
    action: 'create',
    parent: { ref: 'site.docs', id: siteId },
    fields: [f('source', '/old'), f('destination', destination), f('permanent', true)],
    dependsOn: [],
  };
  const plan: Plan = {
    formatVersion: 1,
    organization: 'org_acme',
    summary: { create: 1, update: 0, move: 0, delete: 0 },
    changes: [change],
    unmanaged: [],
    diagnostics: [],
    liveFingerprint: 'x',
  };
  return applyPlan(plan, { client, parallelism: 1, allowDelete: false, force: false });
}

describe('a redirect whose source is taken', () => {
  it('is adopted from one read, then patched to the declared destination', async () => {
    const site = await api('POST', `${ORG}/sites`, { title: 'Docs' });
    const at = `${ORG}/sites/${site.id}/redirects`;
    const held = await api('POST', at, {
      source: '/old',
      destination: { kind: 'external', url: 'https://elsewhere.example/' },
      permanent: true,
    });
    const result = await createRedirect(site.id, {
      kind: 'external',
      url: 'https://acme.example/',
    });
    expect(result.results[0]).toMatchObject({ status: 'done', id: held.id });
    expect(await journal()).toEqual([`POST /v1${at}`, `GET /v1${at}`, `PATCH /v1${at}/${held.id}`]);
    const world = emulator.world().siteRedirects.filter((r) => r.source === '/old');
    expect(world).toHaveLength(1);
  });

  it('is adopted from one read with no PATCH when it already holds the declared fields', async () => {
    const site = await api('POST', `${ORG}/sites`, { title: 'Docs' });
    const at = `${ORG}/sites/${site.id}/redirects`;
    const destination = { kind: 'external', url: 'https://acme.example/' };
    const held = await api('POST', at, { source: '/old', destination, permanent: true });
    const result = await createRedirect(site.id, destination);
    expect(result.results[0]).toMatchObject({ status: 'done', id: held.id });
    expect(await journal()).toEqual([`POST /v1${at}`, `GET /v1${at}`]);
  });
});
