import { describe, expect } from 'vitest';
import type { Plan } from '../../src/model/plan.js';
import { desired, live, liveSite, policy, saml, site, team } from './builders.js';
import type { Scenario } from './scenario.js';
import { runScenarios } from './scenario.js';

/*
 * The API makes an id unique among the objects of one kind only: a team and a SAML
 * provider may share one, and so may a site and a space. Each is planned as itself: its
 * own address, title and delete, matched by --target, policy.protect and policy.ignore
 * under that address alone.
 */

/** A team and a SAML provider that share `dup_1`; a site and a space that share `dup_2`. */
const shared = live({
  teams: [{ id: 'dup_1', title: 'Old Team' }],
  saml: [{ id: 'dup_1', label: 'Old SAML', defaultRole: 'read' }],
  spaces: [{ id: 'dup_2', title: 'Old Space' }],
  sites: [liveSite('dup_2', 'Old Site')],
});

const everyCollection = {
  prune: ['teams' as const, 'saml' as const, 'sites' as const, 'spaces' as const],
};
const pruned = (extra: Parameters<typeof policy>[0] = {}) =>
  desired({ policy: policy({ ...everyCollection, ...extra }) });

const ALL_DELETES = [
  'delete site.old-site',
  'delete saml.old-saml',
  'delete team.old-team',
  'delete space.old-space',
];

/** Each delete's kind, id and the title it shows (`title`, or a provider's `label`). */
const deleted = (plan: Plan): string[] =>
  plan.changes
    .filter((c) => c.action === 'delete')
    .map((c) => {
      const title = c.fields?.find((f) => f.path === 'title' || f.path === 'label')?.before;
      return `${c.address} ${c.kind} ${c.id} ${String(title)}`;
    });

const deleteMessages = (plan: Plan): string[] =>
  plan.diagnostics.filter((d) => d.code === 'delete-needs-allow-delete').map((d) => d.message);

const scenarios: Scenario[] = [
  {
    name: 'unmanaged: each live object is listed at its own address, with its own kind and title',
    desired: desired({ teams: [team('eng', { title: 'Engineering' })] }),
    live: shared,
    changes: ['create team.eng (title)'],
    unmanaged: ['team.old-team', 'saml.old-saml', 'site.old-site'],
    check: (plan) =>
      expect(plan.unmanaged.map((u) => `${u.address} ${u.kind} ${u.id} ${u.title}`)).toEqual([
        'team.old-team team dup_1 Old Team',
        'saml.old-saml saml dup_1 Old SAML',
        'site.old-site site dup_2 Old Site',
      ]),
  },
  {
    name: 'prune: each object is deleted at its own address, showing what it holds and its title',
    desired: pruned(),
    live: shared,
    changes: ALL_DELETES,
    check: (plan) => {
      expect(deleted(plan)).toEqual([
        'site.old-site site dup_2 Old Site',
        'saml.old-saml saml dup_1 Old SAML',
        'team.old-team team dup_1 Old Team',
        'space.old-space space dup_2 Old Space',
      ]);
      expect(plan.changes.find((c) => c.kind === 'saml')?.fields).toContainEqual({
        path: 'defaultRole',
        before: 'read',
      });
      expect(plan.changes.find((c) => c.kind === 'space')?.fields).toEqual([
        { path: 'title', before: 'Old Space' },
      ]);
      expect(deleteMessages(plan)).toEqual([
        'deletes site "Old Site" site.old-site (dup_2)',
        'deletes saml "Old SAML" saml.old-saml (dup_1)',
        'deletes team "Old Team" team.old-team (dup_1)',
        'deletes space space.old-space (dup_2)',
      ]);
    },
  },
  {
    name: '--target: the SAML provider alone, not the team that shares its id',
    desired: pruned(),
    live: shared,
    targets: ['saml.old-saml'],
    changes: ['delete saml.old-saml'],
    check: (plan) => expect(deleted(plan)).toEqual(['saml.old-saml saml dup_1 Old SAML']),
  },
  {
    name: '--target: the space alone, not the site that shares its id',
    desired: pruned(),
    live: shared,
    targets: ['space.old-space'],
    changes: ['delete space.old-space'],
  },
  {
    name: 'protect: the SAML provider is kept, and the team that shares its id is deleted',
    desired: pruned({ protect: ['saml.old-saml'] }),
    live: shared,
    changes: ['delete site.old-site', 'delete team.old-team', 'delete space.old-space'],
    diagnostics: ['delete-protected'],
    check: (plan) =>
      expect(plan.diagnostics.find((d) => d.code === 'delete-protected')?.address).toBe(
        'saml.old-saml',
      ),
  },
  {
    name: 'protect: the team is kept, and the SAML provider that shares its id is deleted',
    desired: pruned({ protect: ['team.old-team'] }),
    live: shared,
    changes: ['delete site.old-site', 'delete saml.old-saml', 'delete space.old-space'],
    diagnostics: ['delete-protected'],
  },
  {
    name: 'protect: the site is kept, and the space that shares its id is deleted',
    desired: pruned({ protect: ['site.old-site'] }),
    live: shared,
    changes: ['delete saml.old-saml', 'delete team.old-team', 'delete space.old-space'],
    diagnostics: ['delete-protected'],
  },
  {
    name: 'ignore: the SAML provider is left alone, and the team that shares its id is deleted',
    desired: pruned({ ignore: ['saml.old-saml'] }),
    live: shared,
    changes: ['delete site.old-site', 'delete team.old-team', 'delete space.old-space'],
    unmanaged: [],
  },
  {
    name: 'ignore: without prune, the ignored SAML provider is not listed and the team is',
    desired: desired({ policy: policy({ ignore: ['saml.old-saml'] }) }),
    live: shared,
    changes: [],
    unmanaged: ['team.old-team', 'site.old-site'],
  },
  {
    name: 'rename hint: a pruned team is compared with its own title, not the provider sharing its id',
    desired: desired({
      teams: [team('writer', { title: 'Writer' })],
      saml: [saml('okta', { label: 'Okta' })],
      policy: policy({ prune: ['teams'] }),
    }),
    live: live({
      teams: [{ id: 'dup_1', title: 'Writers' }],
      saml: [{ id: 'dup_1', label: 'Okta' }],
    }),
    changes: ['create team.writer (title)', 'delete team.writers'],
    diagnostics: ['rename-hint'],
    check: (plan) =>
      expect(plan.diagnostics.find((d) => d.code === 'rename-hint')?.message).toContain(
        'team.writers ("Writers") deleted',
      ),
  },
  {
    name: "unknown API value: a site's is reported at the site, not at the provider sharing its id",
    desired: desired({
      sites: [site('portal', { title: 'Portal' })],
      saml: [saml('okta', { label: 'Okta' })],
    }),
    live: live({
      saml: [{ id: 'dup_1', label: 'Okta' }],
      sites: [liveSite('dup_1', 'Portal', { type: 'enterprise-2030' })],
    }),
    changes: [],
    diagnostics: ['unknown-api-value'],
    check: (plan) =>
      expect(plan.diagnostics.find((d) => d.code === 'unknown-api-value')?.address).toBe(
        'site.portal',
      ),
  },
  {
    name: 'delete waits: a provider delete does not wait for a team change that drops a member with its id',
    desired: desired({
      teams: [team('eng', { title: 'Eng', members: [] })],
      policy: policy({ prune: ['saml'] }),
    }),
    live: live({
      teams: [{ id: 't_1', title: 'Eng', members: ['u_bob'] }],
      saml: [{ id: 'u_bob', label: 'Old SAML' }],
    }),
    changes: ['update team.eng (members)', 'delete saml.old-saml'],
    check: (plan) => expect(plan.changes.find((c) => c.kind === 'saml')?.dependsOn).toEqual([]),
  },
];

describe('ids shared by objects of different kinds', () => {
  runScenarios(scenarios);
});
