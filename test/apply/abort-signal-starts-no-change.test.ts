import { describe, expect, it } from 'vitest';
import { applyPlan } from '../../src/apply/apply-plan.js';
import type { Change } from '../../src/model/plan.js';
import { useEmulatorAndClient } from './support/emulator-and-client.js';
import { handBuiltPlan as plan } from './support/hand-built-plan.js';
import { twoSections } from './support/two-sections.js';

/**
 * docs/apply.md, "Interrupts": once the apply's signal aborts, no change starts; the
 * changes in flight finish with every call they need; the rest come back `not-started`
 * with the reason `interrupted`, a state of the result, not an error message.
 */
const env = useEmulatorAndClient({ parallelism: 2 });

const team = (name: string): Change => ({
  address: `team.${name}`,
  kind: 'team',
  action: 'create',
  fields: [{ path: 'title', after: name }],
  dependsOn: [],
});

/** The writes the emulator served since the journal was last cleared: `METHOD /v1/path`. */
async function writes(): Promise<string[]> {
  return (await env.emulator.journal()).filter((e) => !e.startsWith('GET '));
}

describe('applyPlan with an abort signal', () => {
  it('starts no change after the abort, finishes those in flight, marks the rest interrupted', async () => {
    const { siteId, alpha, beta } = await twoSections(env.emulator);
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
      client: env.client,
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
    expect(env.emulator.world().teams.map((t) => t.title)).toEqual(['a']);
    const nodes = env.emulator.world().siteNodes.filter((n) => n.site === siteId);
    expect(nodes.map((n) => [n.title, n.icon ?? null])).toEqual([
      ['Beta', 'flask'],
      ['Alpha', null],
    ]);
  });

  it('sends nothing when the signal aborted before the apply', async () => {
    await env.emulator.clearJournal();
    const result = await applyPlan(plan([team('a'), team('b')]), {
      client: env.client,
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
