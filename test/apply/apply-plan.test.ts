import { describe, expect, it } from 'vitest';
import { applyPlan } from '../../src/apply/apply-plan.js';
import type { ApplyEvent } from '../../src/apply/events.js';
import type { Change, Plan } from '../../src/model/plan.js';
import { setFaults } from '../support/emulator-faults.js';
import { useEmulatorAndClient } from './support/emulator-and-client.js';
import { f, handBuiltPlan } from './support/hand-built-plan.js';

function plan(changes: Change[], diagnostics: Plan['diagnostics'] = []): Plan {
  return handBuiltPlan(changes, { diagnostics });
}

/** Two sites, one with a section holding two site spaces: all created in one run. */
const CREATE_SITE: Change[] = [
  {
    address: 'site.blog',
    kind: 'site',
    action: 'create',
    fields: [f('title', 'Blog')],
    dependsOn: [],
  },
  {
    address: 'site.docs',
    kind: 'site',
    action: 'create',
    fields: [f('title', 'Docs'), f('visibility', 'unlisted')],
    dependsOn: [],
  },
  {
    address: 'site.docs.section.Guides',
    kind: 'section',
    action: 'create',
    parent: { ref: 'site.docs' },
    fields: [f('title', 'Guides'), f('path', 'guides')],
    dependsOn: ['site.docs'],
  },
  {
    address: 'site.docs.section.Guides.space.guides',
    kind: 'site-space',
    action: 'create',
    parent: { ref: 'site.docs.section.Guides' },
    fields: [f('space', 'spc_guides'), f('path', 'start')],
    dependsOn: ['site.docs.section.Guides'],
  },
  {
    address: 'site.docs.section.Guides.space.sdk',
    kind: 'site-space',
    action: 'create',
    parent: { ref: 'site.docs.section.Guides' },
    fields: [f('space', 'spc_sdk'), f('path', 'sdk'), f('hidden', true), f('default', true)],
    dependsOn: ['site.docs.section.Guides'],
  },
];

describe('applyPlan against the emulator', () => {
  const env = useEmulatorAndClient({ parallelism: 4 });

  it('creates parents first and puts their new ids into the children', async () => {
    const events: ApplyEvent[] = [];
    const result = await applyPlan(plan(CREATE_SITE), {
      client: env.client,
      parallelism: 4,
      allowDelete: false,
      force: false,
      onEvent: (e) => events.push(e),
    });
    expect(result.results.map((r) => r.message ?? r.status)).toEqual(Array(5).fill('done'));
    expect(result.outcome).toBe('applied');
    const world = env.emulator.world();
    const site = world.sites.find((s) => s.title === 'Docs');
    expect(site?.visibility).toBe('unlisted');
    const spaces = world.siteSpaces.filter((s) => s.site === site?.id);
    expect(spaces.map((s) => [s.space, s.path, s.hidden, s.default])).toEqual([
      ['spc_guides', 'start', false, false],
      ['spc_sdk', 'sdk', true, true],
    ]);
    expect(world.sites.map((t) => t.title).sort()).toEqual(['Blog', 'Docs']);
    expect(events.filter((e) => e.type === 'done')).toHaveLength(5);
    // the section's first site space came with it: one POST of site-spaces only (sdk)
    const journal = await env.emulator.journal();
    expect(journal.filter((j) => j.startsWith('POST ') && j.endsWith('/site-spaces'))).toHaveLength(
      1,
    );
  });

  it('stops at the first failure and reports the API message and what did not start', async () => {
    const changes: Change[] = [
      {
        address: 'member.nobody@x',
        kind: 'member',
        action: 'update',
        id: 'usr_nobody',
        fields: [f('role', 'read')],
        dependsOn: [],
      },
      {
        address: 'team.a',
        kind: 'team',
        action: 'create',
        fields: [f('title', 'A')],
        dependsOn: ['member.nobody@x'],
      },
    ];
    const result = await applyPlan(plan(changes), {
      client: env.client,
      parallelism: 1,
      allowDelete: false,
      force: false,
    });
    expect(result.outcome).toBe('failed');
    expect(result.results[0]?.status).toBe('failed');
    expect(result.results[0]?.message).toMatch(/PATCH .*members\/usr_nobody/);
    expect(result.results[1]?.status).toBe('not-started');
    expect(result.results[1]?.reason).toBe('after-failure');
    expect(env.emulator.world().teams).toHaveLength(0);
  });

  it('refuses deletes without allowDelete and a threshold without force, sending nothing', async () => {
    const del: Change = {
      address: 'team.x',
      kind: 'team',
      action: 'delete',
      id: 't1',
      dependsOn: [],
    };
    const refused = await applyPlan(plan([del]), {
      client: env.client,
      parallelism: 1,
      allowDelete: false,
      force: false,
    });
    expect(refused.outcome).toBe('refused');
    expect(refused.results.map((r) => [r.status, r.reason])).toEqual([['not-started', 'refused']]);
    expect(refused.diagnostics[0]?.hint).toMatch(/--allow-delete/);
    const threshold = await applyPlan(
      plan([del], [{ severity: 'error', code: 'delete-threshold', message: '1 delete > 0' }]),
      { client: env.client, parallelism: 1, allowDelete: true, force: false },
    );
    expect(threshold.outcome).toBe('refused');
    expect(threshold.diagnostics[0]?.hint).toMatch(/--force/);
    const update: Change = {
      address: 'team.x',
      kind: 'team',
      action: 'update',
      id: 't1',
      fields: [{ path: 'title', before: 'X', after: 'Y' }],
      dependsOn: [],
    };
    const updates = await applyPlan(
      plan([update], [{ severity: 'warning', code: 'update-threshold', message: '1 updates > 0' }]),
      { client: env.client, parallelism: 1, allowDelete: false, force: false },
    );
    expect(updates.outcome).toBe('refused');
    expect(updates.diagnostics.map((d) => [d.code, d.severity])).toEqual([
      ['update-threshold', 'error'],
    ]);
    expect(env.client.stats.requests).toBe(0);
  });

  it('refuses a replace without allowDelete even when the plan lost its gate warning', async () => {
    const replace: Change = {
      address: 'site.docs.section.API.space.spc_api',
      kind: 'site-space',
      action: 'replace',
      id: 'sitesp_1',
      parent: { ref: 'site.docs.section.API', id: 'sec_2' },
      site: { ref: 'site.docs', id: 'site_1' },
      fields: [f('space', 'spc_api')],
      dependsOn: [],
    };
    const refused = await applyPlan(plan([replace]), {
      client: env.client,
      parallelism: 1,
      allowDelete: false,
      force: false,
    });
    expect(refused.outcome).toBe('refused');
    expect(refused.diagnostics.map((d) => [d.code, d.message])).toEqual([
      [
        'delete-needs-allow-delete',
        'the plan deletes 1 object (1 of them by a replace): site.docs.section.API.space.spc_api',
      ],
    ]);
    expect(env.client.stats.requests).toBe(0);
  });

  it('adopts objects whose create was applied but whose answer was lost', async () => {
    await setFaults(env.emulator.url, { resetRate: 0.5, seed: 3 });
    const result = await applyPlan(plan(CREATE_SITE), {
      client: env.client,
      parallelism: 4,
      allowDelete: false,
      force: false,
    });
    await setFaults(env.emulator.url, {});
    const world = env.emulator.world();
    expect(world.sites.filter((s) => s.title === 'Docs')).toHaveLength(1);
    expect(world.sites.filter((t) => t.title === 'Blog')).toHaveLength(1);
    const site = world.sites.find((s) => s.title === 'Docs');
    const spaces = world.siteSpaces.filter((s) => s.site === site?.id).map((s) => s.space);
    expect(new Set(spaces).size).toBe(spaces.length);
    // the seeded faults cut off at least one applied create, which was adopted, not re-sent
    expect(result.results.some((r) => r.adopted === true)).toBe(true);
    expect(result.results.some((r) => r.status === 'done')).toBe(true);
  });
});
