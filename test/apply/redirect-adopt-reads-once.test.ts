import { DEFAULT_PARALLELISM } from '../../src/api/defaults.js';
import { describe, expect, it } from 'vitest';
import { applyPlan } from '../../src/apply/apply-plan.js';
import type { Change } from '../../src/model/plan.js';
import { useEmulatorAndClient } from './support/emulator-and-client.js';
import { f, handBuiltPlan } from './support/hand-built-plan.js';

/**
 * A redirect create refused with 409 (another redirect holds its source) adopts the
 * holder from one read of the site's redirects, and patches it only where its fields
 * differ from the declared ones (the destination compared as a whole object).
 */
const ORG = '/orgs/org_acme';

const env = useEmulatorAndClient({ parallelism: DEFAULT_PARALLELISM });

const api = (method: string, path: string, body?: unknown) =>
  env.emulator.admin(method, path, body);
const journal = async () => (await env.emulator.journal()).map((e) => e.replace(/\?.*/, ''));

async function createRedirect(siteId: string, destination: unknown) {
  await env.emulator.clearJournal();
  const change: Change = {
    address: 'site.docs.redirect."/old"',
    kind: 'redirect',
    action: 'create',
    parent: { ref: 'site.docs', id: siteId },
    fields: [f('source', '/old'), f('destination', destination), f('permanent', true)],
    dependsOn: [],
  };
  const plan = handBuiltPlan([change], { summary: { create: 1 } });
  return applyPlan(plan, { client: env.client, parallelism: 1, allowDelete: false, force: false });
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
    const world = env.emulator.world().siteRedirects.filter((r) => r.source === '/old');
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
