import { afterEach, beforeEach, expect, it } from 'vitest';
import { ApiClient } from '../../src/api/client.js';
import { applyPlan } from '../../src/apply/apply-plan.js';
import type { Change, Plan } from '../../src/model/plan.js';
import { startTestEmulator, type TestEmulator } from '../support/start-test-emulator.js';
import { TOKENS } from '../support/tokens.js';

/**
 * docs/plan-format.md: "A move may also carry fields: update them, then move." Found by
 * the reliability suite: the fields of a move were dropped, so a section both
 * reordered and given a new icon ended "not converged".
 */
let emulator: TestEmulator;
let client: ApiClient;

beforeEach(async () => {
  emulator = await startTestEmulator();
  client = new ApiClient({ baseUrl: emulator.url, token: TOKENS.admin, parallelism: 1 });
});
afterEach(async () => {
  await client.close();
  await emulator.close();
});

const plan = (changes: Change[]): Plan => ({
  formatVersion: 1,
  organization: 'org_acme',
  summary: { create: 0, update: 0, move: changes.length, delete: 0 },
  changes,
  unmanaged: [],
  diagnostics: [],
  liveFingerprint: 'x',
});

it('updates the fields a move carries, then moves', async () => {
  const { id: siteId } = await emulator.admin('POST', '/orgs/org_acme/sites', { title: 'Docs' });
  for (const [title, spaceId] of [
    ['Alpha', 'spc_guides'],
    ['Beta', 'spc_api'],
  ]) {
    const path = `/orgs/org_acme/sites/${siteId}/sections`;
    const res = await emulator.v1(TOKENS.admin, 'POST', path, { json: { title, spaceId } });
    expect(res.status, res.text).toBe(201);
  }
  const ids = emulator
    .world()
    .siteNodes.filter((n) => n.site === siteId)
    .map((n) => n.id);
  const [a, b] = ids as [string, string];
  const result = await applyPlan(
    plan([
      {
        address: 'site.docs.section.Beta',
        kind: 'section',
        action: 'move',
        id: b,
        site: { ref: 'site.docs', id: siteId },
        position: { before: { ref: 'site.docs.section.Alpha', id: a } },
        fields: [{ path: 'icon', before: null, after: 'flask' }],
        dependsOn: [],
      },
    ]),
    { client, parallelism: 1, allowDelete: false, force: false },
  );
  expect(result.outcome, JSON.stringify(result.results)).toBe('applied');
  const nodes = emulator.world().siteNodes.filter((n) => n.site === siteId);
  expect(nodes.map((n) => [n.title, n.icon ?? null])).toEqual([
    ['Beta', 'flask'],
    ['Alpha', null],
  ]);
});
