import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ApiClient } from '../../src/api/client.js';
import { applyPlan } from '../../src/apply/apply-plan.js';
import type { Change, Plan } from '../../src/model/plan.js';
import { startTestEmulator, type TestEmulator } from '../support/start-test-emulator.js';
import { TOKENS } from '../support/tokens.js';

/**
 * docs/apply.md, "Interrupts": once the apply's signal aborts, no change starts; the
 * changes in flight finish with every call they need; the rest come back `not-started`
 * with the reason `interrupted`, a state of the result, not an error message.
 */
let emulator: TestEmulator;
let client: ApiClient;

beforeEach(async () => {
  emulator = await startTestEmulator();
  client = new ApiClient({ baseUrl: emulator.url, token: TOKENS.admin, parallelism: 2 });
});
afterEach(async () => {
  await client.close();
  await emulator.close();
});

const plan = (changes: Change[]): Plan => ({
  formatVersion: 1,
  organization: 'org_acme',
  summary: { create: 0, update: 0, move: 0, delete: 0 },
  changes,
  unmanaged: [],
  diagnostics: [],
  liveFingerprint: 'x',
});

const team = (name: string): Change => ({
  address: `team.${name}`,
  kind: 'team',
  action: 'create',
  fields: [{ path: 'title', after: name }],
  dependsOn: [],
});

/** The writes the emulator served since the journal was last cleared: `METHOD /v1/path`. */
async function writes(): Promise<string[]> {
  return (await emulator.journal()).filter((e) => !e.startsWith('GET '));
}

/** A site with two sections, Alpha then Beta, made before the apply; their ids. */
async function twoSections(): Promise<{ siteId: string; alpha: string; beta: string }> {
  const { id: siteId } = await emulator.admin('POST', '/orgs/org_acme/sites', { title: 'Docs' });
  for (const [title, spaceId] of [
    ['Alpha', 'spc_guides'],
    ['Beta', 'spc_api'],
  ]) {
    const path = `/orgs/org_acme/sites/${siteId}/sections`;
    const res = await emulator.v1(TOKENS.admin, 'POST', path, { json: { title, spaceId } });
    expect(res.status, res.text).toBe(201);
  }
  const [alpha, beta] = emulator
    .world()
    .siteNodes.filter((n) => n.site === siteId)
    .map((n) => n.id) as [string, string];
  await emulator.clearJournal();
  return { siteId, alpha, beta };
}

describe('applyPlan with an abort signal', () => {
  it('starts no change after the abort, finishes those in flight, marks the rest interrupted', async () => {
    const { siteId, alpha, beta } = await twoSections();
    // a move with fields is two calls (update, then move): both go though the abort
    // comes before the first is sent
    const move: Change = {
      address: 'site.docs.section.Beta',
      kind: 'section',
      action: 'move',
      id: beta,
      site: { ref: 'site.docs', id: siteId },
      position: { before: { ref: 'site.docs.section.Alpha', id: alpha } },
      fields: [{ path: 'icon', before: null, after: 'flask' }],
      dependsOn: [],
    };
    const controller = new AbortController();
    const result = await applyPlan(plan([move, team('a'), team('b'), team('c')]), {
      client,
      parallelism: 2,
      allowDelete: false,
      force: false,
      signal: controller.signal,
      // Ctrl-C as the second change starts: the move and team.a are in flight
      onEvent: (e) => {
        if (e.type === 'started' && e.change.address === 'team.a') controller.abort();
      },
    });
    expect(result.outcome).toBe('interrupted');
    expect(result.results.map((r) => [r.address, r.status, r.reason])).toEqual([
      ['site.docs.section.Beta', 'done', undefined],
      ['team.a', 'done', undefined],
      ['team.b', 'not-started', 'interrupted'],
      ['team.c', 'not-started', 'interrupted'],
    ]);
    expect(result.results.every((r) => r.message === undefined)).toBe(true);
    // what was sent: the in-flight changes' calls, every one of them, and nothing else
    const sent = (await writes()).sort();
    expect(sent).toEqual([
      `PATCH /v1/orgs/org_acme/sites/${siteId}/sections/${beta}`,
      `PATCH /v1/orgs/org_acme/sites/${siteId}/structure/sort`,
      'PUT /v1/orgs/org_acme/teams',
    ]);
    expect(emulator.world().teams.map((t) => t.title)).toEqual(['a']);
    const nodes = emulator.world().siteNodes.filter((n) => n.site === siteId);
    expect(nodes.map((n) => [n.title, n.icon ?? null])).toEqual([
      ['Beta', 'flask'],
      ['Alpha', null],
    ]);
  });

  it('sends nothing when the signal aborted before the apply', async () => {
    await emulator.clearJournal();
    const result = await applyPlan(plan([team('a'), team('b')]), {
      client,
      parallelism: 2,
      allowDelete: false,
      force: false,
      signal: AbortSignal.abort(),
    });
    expect(result.outcome).toBe('interrupted');
    expect(result.results.map((r) => [r.status, r.reason])).toEqual([
      ['not-started', 'interrupted'],
      ['not-started', 'interrupted'],
    ]);
    expect(await writes()).toEqual([]);
  });
});
