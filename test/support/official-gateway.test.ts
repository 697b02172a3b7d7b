import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HandApi } from '../e2e/support/drift-api.js';
import { NEWER_FIELD, startOfficialGateway } from './official-gateway.js';
import type { OfficialGateway } from './official-gateway.js';
import { fetchAs } from './fetch-as.js';
import { clearJournalAt, journalAt } from './emulator-journal.js';
import { responseValidator } from './official-schema.js';
import { useTestEmulator } from './start-test-emulator.js';

type Json = Record<string, unknown>;
const [NEWER] = NEWER_FIELD;

/**
 * The strict gateway must really differ from the emulator behind it, or a suite run
 * through it would prove nothing: each check compares the gateway's answer with the
 * emulator's own for the same request.
 */
describe('the official gateway', () => {
  const emulator = useTestEmulator();
  let gateway: OfficialGateway;
  let site = '';
  const org = '/v1/orgs/org_acme';
  const via = (method: string, path: string, json?: unknown) =>
    fetchAs(gateway.url, 'dev-token', method, path, json === undefined ? {} : { json });

  beforeAll(async () => {
    gateway = await startOfficialGateway(emulator().url);
    const hand = new HandApi(emulator().url);
    site = (await hand.call<{ id: string }>('POST', '/orgs/org_acme/sites', { title: 'Portal' }))
      .id;
  });
  afterAll(async () => {
    await gateway.close();
  });

  it('drops the fields the official response schema lacks, and adds one it never had', async () => {
    const direct = await emulator().v1('dev-token', 'GET', `/orgs/org_acme/sites/${site}`);
    const cut = await via('GET', `${org}/sites/${site}`);
    expect(cut.status).toBe(200);
    expect((direct.body as Json).agentsContext).toBe('included');
    expect(cut.body as Json).not.toHaveProperty('agentsContext');
    expect((cut.body as Json)[NEWER]).toEqual(NEWER_FIELD[1]);
    // nested closed objects too: the site's URLs
    expect((cut.body as Json).urls as Json).toHaveProperty(NEWER);
    expect(gateway.dropped).toContain('getSiteById: agentsContext');
    // without the added field, what is left is a valid official Site
    const { [NEWER]: _, urls, ...rest } = cut.body as Json;
    const { [NEWER]: __, ...plainUrls } = urls as Json;
    expect(responseValidator('getSiteById', 200)?.({ ...rest, urls: plainUrls })).toBe(true);
  });

  it('cuts the items of a list and keeps its pagination', async () => {
    const cut = await via('GET', `${org}/sites?limit=1`);
    const body = cut.body as { items: Json[]; next?: unknown };
    expect(body.items).toHaveLength(1);
    expect(body.items[0]).not.toHaveProperty('agentsContext');
    expect(gateway.dropped).toContain('listSites: items[].agentsContext');
  });

  it('strips a request field the official request schema lacks before forwarding', async () => {
    const patched = await via('PATCH', `${org}/sites/${site}`, {
      title: 'Portal 2',
      agentsContext: 'excluded',
    });
    expect(patched.status, patched.text).toBe(200);
    const stored = emulator()
      .world()
      .sites.find((s) => s.id === site);
    expect(stored?.title).toBe('Portal 2');
    expect(stored?.agentsContext).toBe('included');
    expect(gateway.stripped).toContain('updateSiteById: agentsContext');
  });

  it('answers 404 to an operation the official spec lacks, without forwarding it', async () => {
    const hand = new HandApi(emulator().url);
    const groups = `/orgs/org_acme/sites/${site}/section-groups`;
    const group = (await hand.call<{ id: string }>('POST', groups, { title: 'G' })).id;
    // a seed-only route: the emulator serves it (400: no section named), the official API
    // has no such operation
    const path = `${groups}/${group}/sections`;
    const direct = await emulator().v1('dev-token', 'POST', path, { json: {} });
    expect(direct.status, direct.text).toBe(400);
    await clearJournalAt(gateway.url);
    const refused = await via('POST', `/v1${path}`, {});
    expect(refused.status).toBe(404);
    expect((refused.body as { error: Json }).error.code).toBe(404);
    expect(gateway.refused).toContain(`POST ${path}`);
    const journal = await journalAt(gateway.url);
    expect(journal).toEqual([]);
  });

  it('keeps each merge rule as its official variant: a custom rule keeps its expression', async () => {
    const rules = [
      { rule: 'require_at_least_one_review' },
      { rule: 'custom', expression: 'reviews.length > 1', message: 'Two reviews' },
      { rule: 'allow_bypass', users: ['usr_bob'] },
    ];
    const patched = await via('PATCH', `${org}`, { mergeRules: { type: 'rules', rules } });
    expect(patched.status, patched.text).toBe(200);
    const read = await via('GET', org);
    const held = ((read.body as Json).mergeRules as { rules: Json[] }).rules;
    expect(held.map(({ [NEWER]: _, ...rule }) => rule)).toEqual(rules);
  });
});
