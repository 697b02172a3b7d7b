import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { World } from '../../../src/emulator/world.js';
import { clearJournalAt, journalAt } from '../../support/emulator-journal.js';
import { setStateAt, stateAt } from '../../support/emulator-state.js';
import { scratchDirs } from '../../support/scratch-dirs.js';
import { API_TARGETS, startApiTarget, type TargetApi } from '../support/api-targets.js';
import { shown } from '../support/apply-harness.js';
import { docform } from '../support/examples-cli.js';

const tempDir = scratchDirs('docform-ids-shared-');
const AT = '2024-01-01T00:00:00.000Z';

/**
 * The emulator's world with a team and a SAML provider that share the id `dup_1`, and a
 * site and a space that share `dup_2`: the API makes an id unique among the objects of
 * one kind only, and a world holding such pairs is valid (docs/emulator.md).
 */
function withSharedIds(world: World): World {
  const organization = 'org_acme';
  return {
    ...world,
    teams: [
      ...world.teams,
      { organization, id: 'dup_1', title: 'Old Team', createdAt: AT, members: [] },
    ],
    saml: [
      ...world.saml,
      { organization, id: 'dup_1', label: 'Old SAML', defaultRole: 'read', createdAt: AT },
    ],
    sites: [
      ...world.sites,
      {
        organization,
        id: 'dup_2',
        title: 'Old Site',
        type: 'basic',
        visibility: 'public',
        published: false,
        agentsContext: 'excluded',
        defaultLevel: null,
        createdAt: AT,
      },
    ],
    spaces: [
      ...world.spaces,
      {
        organization,
        id: 'dup_2',
        title: 'Old Space',
        visibility: 'private',
        defaultLevel: null,
        mergeRules: { type: 'inherit' },
        createdAt: AT,
        updatedAt: AT,
      },
    ],
  };
}

/** Every collection pruned; the fixture's spaces declared, so that only `dup_2` is not. */
const config = (policy: string) => `version: 1
organization: org_acme
spaces:
  guides: { id: spc_guides }
  api: { id: spc_api }
  sdk: { id: spc_sdk }
  changelog: { id: spc_changelog }
  internal: { id: spc_internal }
policy:
  prune: [teams, saml, sites, spaces]
${policy}`;

interface Case {
  readonly name: string;
  readonly policy?: string;
  readonly args?: readonly string[];
  /** The plan's changes: `action address kind id`. */
  readonly planned: readonly string[];
  /** The four objects still live after the apply, as `kind id`. */
  readonly kept: readonly string[];
  /** The changes the next plan, without --target, has: what a target left out. */
  readonly after?: readonly string[];
}

const SITE = 'delete site.old-site site dup_2';
const SAML = 'delete saml.old-saml saml dup_1';
const TEAM = 'delete team.old-team team dup_1';
const SPACE = 'delete space.old-space space dup_2';

const CASES: readonly Case[] = [
  { name: 'prune deletes each at its own address', planned: [SITE, SAML, TEAM, SPACE], kept: [] },
  {
    name: '--target saml.old-saml deletes the provider, not the team',
    args: ['--target', 'saml.old-saml'],
    planned: [SAML],
    kept: ['team dup_1', 'site dup_2', 'space dup_2'],
    after: [SITE, TEAM, SPACE],
  },
  {
    name: '--target space.old-space deletes the space, not the site',
    args: ['--target', 'space.old-space'],
    planned: [SPACE],
    kept: ['team dup_1', 'saml dup_1', 'site dup_2'],
    after: [SITE, SAML, TEAM],
  },
  {
    name: 'policy.protect saml.old-saml keeps the provider, not the team',
    policy: 'protect: [saml.old-saml]',
    planned: [SITE, TEAM, SPACE],
    kept: ['saml dup_1'],
  },
  {
    name: 'policy.protect team.old-team keeps the team, not the provider',
    policy: 'protect: [team.old-team]',
    planned: [SITE, SAML, SPACE],
    kept: ['team dup_1'],
  },
  {
    name: 'policy.protect site.old-site keeps the site, not the space',
    policy: 'protect: [site.old-site]',
    planned: [SAML, TEAM, SPACE],
    kept: ['site dup_2'],
  },
  {
    name: 'policy.ignore saml.old-saml leaves the provider alone, not the team',
    policy: 'ignore: [saml.old-saml]',
    planned: [SITE, TEAM, SPACE],
    kept: ['saml dup_1'],
  },
  {
    name: 'policy.ignore space.old-space leaves the space alone, not the site',
    policy: 'ignore: [space.old-space]',
    planned: [SITE, SAML, TEAM],
    kept: ['space dup_2'],
  },
];

/** The API call that deletes what a `delete address kind id` line names. */
function deletePath(line: string): string {
  const [, , kind, id] = line.split(' ');
  const collection = { site: 'sites', saml: 'saml', team: 'teams', space: 'spaces' }[kind ?? ''];
  return kind === 'space' ? `/v1/spaces/${id}` : `/v1/orgs/org_acme/${collection}/${id}`;
}

interface PlanDoc {
  changes: { address: string; kind: string; action: string; id?: string; fields?: unknown[] }[];
  unmanaged: { address: string }[];
}

/**
 * A team and a SAML provider with one id, a site and a space with another: each is
 * planned, targeted, protected, ignored and deleted as itself, through the CLI, on both
 * APIs. Each case plans, applies, checks which objects are left and that the next plan
 * with the same flags is empty.
 */
describe.each(API_TARGETS)('objects of different kinds sharing an id, against the %s', (target) => {
  let api: TargetApi;
  let initial: World;
  beforeAll(async () => {
    api = await startApiTarget(target);
    initial = withSharedIds(await stateAt(api.emulatorUrl));
  });
  afterAll(async () => {
    await api.close();
  });
  beforeEach(async () => {
    await setStateAt(api.emulatorUrl, initial);
  });

  /** Which of the four objects are live, as `kind id`. */
  const live = (): string[] => {
    const world = api.world();
    return [
      ...world.teams.filter((t) => t.id === 'dup_1').map(() => 'team dup_1'),
      ...world.saml.filter((s) => s.id === 'dup_1').map(() => 'saml dup_1'),
      ...world.sites.filter((s) => s.id === 'dup_2').map(() => 'site dup_2'),
      ...world.spaces.filter((s) => s.id === 'dup_2' && !s.deletedAt).map(() => 'space dup_2'),
    ];
  };

  it.each(CASES.map((c) => [c.name, c] as const))('%s', async (_name, c) => {
    const file = join(tempDir(), 'docform.yaml');
    writeFileSync(file, config(c.policy === undefined ? '' : `  ${c.policy}\n`));
    const run = (command: string, ...args: string[]) =>
      docform([command, file, ...(c.args ?? []), ...args], { apiUrl: api.url });

    const plan = await run('plan', '--format', 'json');
    expect(plan.status, shown(plan)).toBe(0);
    const doc = JSON.parse(plan.stdout) as PlanDoc;
    expect(doc.changes.map((x) => `${x.action} ${x.address} ${x.kind} ${x.id}`)).toEqual(c.planned);
    expect(doc.unmanaged.map((u) => u.address)).not.toContain('saml.old-saml');

    await clearJournalAt(api.emulatorUrl);
    const apply = await run('apply', '--auto-approve', '--allow-delete', '--force');
    expect(apply.status, shown(apply)).toBe(0);
    expect(live()).toEqual(c.kept);
    const deletes = (await journalAt(api.emulatorUrl)).filter((e) => e.method === 'DELETE');
    expect(deletes.map((e) => e.path).sort()).toEqual(c.planned.map(deletePath).sort());

    const next = await docform(['plan', file, '--format', 'json'], { apiUrl: api.url });
    expect(next.status, shown(next)).toBe(0);
    const left = (JSON.parse(next.stdout) as PlanDoc).changes;
    expect(left.map((x) => `${x.action} ${x.address} ${x.kind} ${x.id}`)).toEqual(c.after ?? []);
  });

  it('the plan shows each delete with its own title and fields', async () => {
    const file = join(tempDir(), 'docform.yaml');
    writeFileSync(file, config(''));
    const plan = await docform(['plan', file, '--no-color'], { apiUrl: api.url });
    expect(plan.status, shown(plan)).toBe(0);
    expect(plan.stdout).toContain('- saml.old-saml (saml delete) [dup_1]\n      label: "Old SAML"');
    expect(plan.stdout).toContain(
      '- team.old-team (team delete) [dup_1]\n      title: "Old Team"\n',
    );
    expect(plan.stdout).toContain(
      '- space.old-space (space delete) [dup_2]\n      title: "Old Space"\n',
    );
    const json = await docform(['plan', file, '--format', 'json'], { apiUrl: api.url });
    const doc = JSON.parse(json.stdout) as PlanDoc & { diagnostics: { message: string }[] };
    expect(doc.diagnostics.map((d) => d.message)).toEqual(
      expect.arrayContaining([
        'deletes saml "Old SAML" saml.old-saml (dup_1)',
        'deletes team "Old Team" team.old-team (dup_1)',
        'deletes site "Old Site" site.old-site (dup_2)',
      ]),
    );
  });
});
