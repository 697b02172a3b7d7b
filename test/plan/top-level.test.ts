import { createHash } from 'node:crypto';
import { describe, expect } from 'vitest';
import type { Plan } from '../../src/model/plan.js';
import { serializePlan } from '../../src/plan/serialize.js';
import {
  desired,
  live,
  liveSite,
  member,
  openapi,
  organization,
  policy,
  saml,
  site,
  space,
  team,
} from './builders.js';
import type { Scenario } from './scenario.js';
import { runScenarios } from './scenario.js';

const field = (plan: Plan, address: string, path: string) =>
  plan.changes.find((c) => c.address === address)?.fields?.find((f) => f.path === path);

const scenarios: Scenario[] = [
  {
    name: 'empty desired, empty live: no changes',
    desired: desired(),
    live: live({ members: [] }),
    changes: [],
  },
  {
    name: 'settings: only declared fields are managed',
    desired: desired({ settings: { address: 'settings', title: 'Acme' } }),
    live: live({ organization: organization({ title: 'Acme', hostname: 'docs.acme.example' }) }),
    changes: [],
  },
  {
    name: 'settings: title update',
    desired: desired({ settings: { address: 'settings', title: 'Acme Inc' } }),
    live: live(),
    changes: ['update settings (title)'],
    check: (plan) =>
      expect(field(plan, 'settings', 'title')).toEqual({
        path: 'title',
        before: 'Acme',
        after: 'Acme Inc',
      }),
  },
  {
    name: 'settings: emailDomains compared as a set',
    desired: desired({
      settings: { address: 'settings', emailDomains: ['b.example', 'acme.example'] },
    }),
    live: live({ organization: organization({ emailDomains: ['acme.example', 'b.example'] }) }),
    changes: [],
  },
  {
    name: 'settings: absent sso and ai flags read as false',
    desired: desired({
      settings: { address: 'settings', sso: false, ai: false, inviteLinks: false },
    }),
    live: live(),
    changes: [],
  },
  {
    name: 'settings: defaultContent on a site created in the same run waits for it',
    desired: desired({
      settings: { address: 'settings', defaultContent: { site: 'portal' } },
      sites: [site('portal', { title: 'Portal' })],
    }),
    live: live(),
    changes: ['create site.portal (title)', 'update settings (defaultContent)'],
    check: (plan) => {
      expect(plan.changes[1]?.dependsOn).toEqual(['site.portal']);
      expect(field(plan, 'settings', 'defaultContent')?.after).toEqual({ ref: 'site.portal' });
    },
  },
  {
    name: 'settings: defaultContent already on the live site',
    desired: desired({
      settings: { address: 'settings', defaultContent: { site: 'portal' } },
      sites: [site('portal', { title: 'Portal' })],
    }),
    live: live({
      organization: organization({ defaultContent: { site: 'site_1' } }),
      sites: [liveSite('site_1', 'Portal')],
    }),
    changes: [],
  },
  {
    name: 'settings: defaultContent null removes it',
    desired: desired({ settings: { address: 'settings', defaultContent: null } }),
    live: live({
      organization: organization({ defaultContent: { site: 'site_1' } }),
      sites: [liveSite('site_1', 'Portal')],
    }),
    changes: ['update settings (defaultContent)'],
    unmanaged: ['site.portal'],
  },
  {
    name: 'settings: merge rules reviewers by email compare as user ids',
    desired: desired({
      settings: {
        address: 'settings',
        mergeRules: {
          type: 'rules',
          rules: [{ rule: 'approvals', users: ['bob@acme.example', 'alice@acme.example'] }],
        },
      },
    }),
    live: live({
      organization: organization({
        mergeRules: { type: 'rules', rules: [{ rule: 'approvals', users: ['u_alice', 'u_bob'] }] },
      }),
    }),
    changes: [],
  },
  {
    name: 'settings: merge rules changed',
    desired: desired({
      settings: {
        address: 'settings',
        mergeRules: {
          type: 'rules',
          rules: [{ rule: 'approvals', users: ['carol@acme.example'] }],
        },
      },
    }),
    live: live(),
    changes: ['update settings (mergeRules)'],
  },
  {
    name: 'member: role update',
    desired: desired({ members: [member('bob@acme.example', 'admin')] }),
    live: live(),
    changes: ['update member.bob@acme.example (role)'],
  },
  {
    name: 'member: email matched without regard to case',
    desired: desired({ members: [member('Bob@Acme.example', 'edit')] }),
    live: live(),
    changes: [],
  },
  {
    name: 'member: an unknown email is an invite with its role, never a create or an update',
    desired: desired({ members: [member('zed@acme.example', 'read')] }),
    live: live(),
    changes: ['invite member.zed@acme.example (role)'],
    check: (plan) => {
      expect(field(plan, 'member.zed@acme.example', 'role')).toEqual({
        path: 'role',
        after: 'read',
      });
      expect(plan.summary).toEqual({ create: 0, update: 0, move: 0, delete: 0, invite: 1 });
    },
  },
  {
    name: 'member: a guest is invited with the guest role (null), not left without one',
    desired: desired({ members: [member('zed@acme.example', null)] }),
    live: live(),
    changes: ['invite member.zed@acme.example (role)'],
    check: (plan) =>
      expect(field(plan, 'member.zed@acme.example', 'role')).toEqual({ path: 'role', after: null }),
  },
  {
    name: 'member: a pinned user id the organization does not hold is an error (an id cannot be invited)',
    desired: desired({ members: [member('zed@acme.example', 'read', 'usr_zed')] }),
    live: live(),
    changes: [],
    diagnostics: ['unknown-member'],
  },
  {
    name: 'member: guest role (null)',
    desired: desired({ members: [member('carol@acme.example', null)] }),
    live: live(),
    changes: ['update member.carol@acme.example (role)'],
  },
  {
    name: 'member: undeclared members are unmanaged without prune',
    desired: desired({ members: [member('alice@acme.example', 'admin')] }),
    live: live(),
    changes: [],
    unmanaged: ['member.bob@acme.example', 'member.carol@acme.example'],
  },
  {
    name: 'member: prune members removes undeclared ones from the org',
    desired: desired({
      members: [member('alice@acme.example', 'admin')],
      policy: policy({ prune: ['members'] }),
    }),
    live: live(),
    changes: ['delete member.bob@acme.example', 'delete member.carol@acme.example'],
    unmanaged: [],
  },
  {
    name: 'team: create with members as member IdRefs',
    desired: desired({
      teams: [
        team('eng', { title: 'Engineering', members: ['bob@acme.example', 'alice@acme.example'] }),
      ],
    }),
    live: live(),
    changes: ['create team.eng (title,members)'],
    check: (plan) =>
      expect(field(plan, 'team.eng', 'members')?.after).toEqual([
        { ref: 'member.alice@acme.example', id: 'u_alice' },
        { ref: 'member.bob@acme.example', id: 'u_bob' },
      ]),
  },
  {
    name: 'team: same title and members in another order: no change',
    desired: desired({
      teams: [
        team('eng', { title: 'Engineering', members: ['bob@acme.example', 'alice@acme.example'] }),
      ],
    }),
    live: live({ teams: [{ id: 't_1', title: 'Engineering', members: ['u_alice', 'u_bob'] }] }),
    changes: [],
  },
  {
    name: 'team: membership update',
    desired: desired({
      teams: [team('eng', { title: 'Engineering', members: ['alice@acme.example'] })],
    }),
    live: live({ teams: [{ id: 't_1', title: 'Engineering', members: ['u_alice', 'u_bob'] }] }),
    changes: ['update team.eng (members)'],
  },
  {
    name: 'team: rename via previously is an update, not delete + create',
    desired: desired({
      teams: [team('eng', { title: 'Engineering', previously: ['Eng'] })],
      policy: policy({ prune: ['teams'] }),
    }),
    live: live({ teams: [{ id: 't_1', title: 'Eng' }] }),
    changes: ['update team.eng (title)'],
    check: (plan) => expect(plan.changes[0]?.id).toBe('t_1'),
  },
  {
    name: 'team: the natural key wins over previously',
    desired: desired({ teams: [team('eng', { title: 'Engineering', previously: ['Eng'] })] }),
    live: live({
      teams: [
        { id: 't_1', title: 'Eng' },
        { id: 't_2', title: 'Engineering' },
      ],
    }),
    changes: [],
    // export would key the live "Eng" `eng`, which the declaration holds: its id tells
    unmanaged: ['team."eng#t_1"'],
  },
  {
    name: 'team: pinned id matches whatever the title',
    desired: desired({ teams: [team('eng', { id: 't_9', title: 'Engineering' })] }),
    live: live({ teams: [{ id: 't_9', title: 'Platform' }] }),
    changes: ['update team.eng (title)'],
  },
  {
    name: 'team: pinned id not live, a live team holds its title: matched by title, with a warning',
    desired: desired({ teams: [team('eng', { id: 't_404', title: 'Engineering' })] }),
    live: live({ teams: [{ id: 't_1', title: 'Engineering' }] }),
    changes: [],
    diagnostics: ['pinned-id-stale'],
    unmanaged: [],
  },
  {
    name: 'team: two live teams with one title is an error asking for an id',
    desired: desired({
      teams: [team('eng', { title: 'Engineering' })],
      policy: policy({ prune: ['teams'] }),
    }),
    live: live({
      teams: [
        { id: 't_1', title: 'Engineering' },
        { id: 't_2', title: 'Engineering' },
      ],
    }),
    changes: [],
    diagnostics: ['ambiguous-match'],
    check: (plan) => expect(plan.diagnostics[0]?.hint).toContain('id'),
  },
  {
    name: 'team: unknown member email is an error',
    desired: desired({
      teams: [team('eng', { title: 'Engineering', members: ['newcomer@acme.example'] })],
    }),
    live: live({ teams: [{ id: 't_1', title: 'Engineering', members: [] }] }),
    changes: [],
    diagnostics: ['unknown-member'],
    check: (plan) =>
      expect(plan.diagnostics[0]?.hint).toBe(
        'declare them under `members:` with a role: the same plan invites them',
      ),
  },
  {
    name: 'team: an unknown owner is said once, at members; a typo of a member gets did-you-mean',
    desired: desired({
      teams: [
        team('eng', {
          title: 'Engineering',
          members: ['newcomer@acme.example', 'alice@acme.exmple'],
          owners: ['newcomer@acme.example'],
        }),
      ],
    }),
    live: live({ teams: [{ id: 't_1', title: 'Engineering', members: [] }] }),
    changes: [],
    diagnostics: ['unknown-member', 'unknown-member'],
    check: (plan) =>
      expect(plan.diagnostics.map((d) => d.hint)).toEqual([
        'declare them under `members:` with a role: the same plan invites them',
        'did you mean "alice@acme.example"?',
      ]),
  },
  {
    name: 'team: prune deletes undeclared teams',
    desired: desired({
      teams: [team('eng', { title: 'Engineering' })],
      policy: policy({ prune: ['teams'] }),
    }),
    live: live({
      teams: [
        { id: 't_1', title: 'Engineering' },
        { id: 't_2', title: 'Old' },
      ],
    }),
    changes: ['delete team.old'],
  },
  {
    name: 'saml: create after the team it names',
    desired: desired({
      saml: [
        saml('okta', { label: 'Okta', ssoURL: 'https://okta.example/sso', defaultTeam: 'eng' }),
      ],
      teams: [team('eng', { title: 'Engineering' })],
    }),
    live: live(),
    changes: ['create team.eng (title)', 'create saml.okta (label,ssoURL,defaultTeam)'],
    check: (plan) => {
      expect(plan.changes[1]?.dependsOn).toEqual(['team.eng']);
      expect(field(plan, 'saml.okta', 'defaultTeam')?.after).toEqual({ ref: 'team.eng' });
    },
  },
  {
    name: 'saml: defaultTeam already the live team: no change',
    desired: desired({
      saml: [saml('okta', { label: 'Okta', defaultTeam: 'eng' })],
      teams: [team('eng', { title: 'Engineering' })],
    }),
    live: live({
      teams: [{ id: 't_1', title: 'Engineering' }],
      saml: [{ id: 'p_1', label: 'Okta', defaultTeam: 't_1' }],
    }),
    changes: [],
  },
  {
    name: 'saml: certificate the API does not return is not compared',
    desired: desired({ saml: [saml('okta', { label: 'Okta', certificate: 'MIIC...' })] }),
    live: live({ saml: [{ id: 'p_1', label: 'Okta' }] }),
    changes: [],
  },
  {
    name: 'saml: a pruned team named by a provider is deleted after the provider stops naming it',
    desired: desired({
      saml: [saml('okta', { label: 'Okta', defaultTeam: null })],
      policy: policy({ prune: ['teams'] }),
    }),
    live: live({
      teams: [{ id: 't_1', title: 'Old' }],
      saml: [{ id: 'p_1', label: 'Okta', defaultTeam: 't_1' }],
    }),
    changes: ['update saml.okta (defaultTeam)', 'delete team.old'],
    check: (plan) => expect(plan.changes[1]?.dependsOn).toEqual(['saml.okta']),
  },
  {
    name: 'saml: dangling defaultTeam is an error',
    desired: desired({ saml: [saml('okta', { label: 'Okta', defaultTeam: 'nope' })] }),
    live: live({ saml: [{ id: 'p_1', label: 'Okta' }] }),
    changes: [],
    diagnostics: ['dangling-reference'],
  },
  {
    name: 'openapi: create carries the slug',
    desired: desired({ openapi: [openapi('petstore', { visibility: 'public' })] }),
    live: live(),
    changes: ['create openapi.petstore (slug,source,visibility)'],
  },
  {
    name: 'openapi: source URL change',
    desired: desired({ openapi: [openapi('petstore')] }),
    live: live({
      openapi: [{ id: 'o_1', slug: 'petstore', sourceURL: 'https://old.example/p.yaml' }],
    }),
    changes: ['update openapi.petstore (source)'],
  },
  {
    name: 'openapi: a text source equal to the latest version plans nothing',
    desired: desired({ openapi: [openapi('petstore', { source: { text: 'openapi: 3.0.0' } })] }),
    live: live({ openapi: [{ id: 'o_1', slug: 'petstore', text: 'openapi: 3.0.0' }] }),
    changes: [],
  },
  {
    name: 'openapi: an edited text source is one source change',
    desired: desired({ openapi: [openapi('petstore', { source: { text: 'openapi: 3.1.0' } })] }),
    live: live({ openapi: [{ id: 'o_1', slug: 'petstore', text: 'openapi: 3.0.0' }] }),
    changes: ['update openapi.petstore (source)'],
  },
  {
    name: 'openapi: a file source is compared by content, and shown by size and digest',
    desired: desired({
      openapi: [
        openapi('petstore', { source: { file: 'specs/petstore.yaml', text: 'openapi: 3.1.0\n' } }),
        openapi('same', { source: { file: 'specs/same.yaml', text: 'openapi: 3.0.0\n' } }),
      ],
    }),
    live: live({
      openapi: [
        { id: 'o_1', slug: 'petstore', text: 'openapi: 3.0.0\n' },
        { id: 'o_2', slug: 'same', text: 'openapi: 3.0.0\n' },
      ],
    }),
    changes: ['update openapi.petstore (source)'],
    check: (plan) => {
      const [field] = serializePlan(plan).changes[0]?.fields ?? [];
      expect(field).toEqual({
        path: 'source',
        before: {
          content: 'version',
          bytes: 15,
          sha256: createHash('sha256').update('openapi: 3.0.0\n').digest('hex'),
        },
        after: {
          content: 'file',
          file: 'specs/petstore.yaml',
          bytes: 15,
          sha256: createHash('sha256').update('openapi: 3.1.0\n').digest('hex'),
        },
      });
      expect(JSON.stringify(serializePlan(plan))).not.toContain('openapi: 3.1.0');
    },
  },
  {
    name: 'openapi: a file source over a spec published from a URL (no text) is published',
    desired: desired({
      openapi: [openapi('petstore', { source: { file: 'p.yaml', text: 'openapi: 3.1.0' } })],
    }),
    live: live({
      openapi: [{ id: 'o_1', slug: 'petstore', sourceURL: 'https://x.example/p', text: null }],
    }),
    changes: ['update openapi.petstore (source)'],
  },
  {
    name: 'openapi: prune deletes undeclared specs',
    desired: desired({ policy: policy({ prune: ['openapi'] }) }),
    live: live({ openapi: [{ id: 'o_1', slug: 'old' }] }),
    changes: ['delete openapi.old'],
  },
  {
    name: 'space: settings update of an existing space',
    desired: desired({ spaces: [space('guides', 'spc_a', { editMode: 'locked', title: 'A' })] }),
    live: live(),
    changes: ['update space.guides (editMode)'],
  },
  {
    name: 'space: unknown id is an error; spaces are never created',
    desired: desired({ spaces: [space('guides', 'spc_404')] }),
    live: live(),
    changes: [],
    diagnostics: ['space-not-found'],
  },
  {
    name: 'site: create with declared fields only',
    desired: desired({ sites: [site('portal', { title: 'Portal', visibility: 'unlisted' })] }),
    live: live(),
    changes: ['create site.portal (title,visibility)'],
  },
  {
    name: 'site: update visibility, adaptive content absent reads as off',
    desired: desired({
      sites: [
        site('portal', { title: 'Portal', visibility: 'share-link', adaptiveContent: false }),
      ],
    }),
    live: live({ sites: [liveSite('site_1', 'Portal')] }),
    changes: ['update site.portal (visibility)'],
  },
  {
    name: 'site: a type change is refused when planned (the API cannot change it)',
    desired: desired({ sites: [site('portal', { title: 'Portal', type: 'premium' })] }),
    live: live({ sites: [liveSite('site_1', 'Portal')] }),
    changes: ['update site.portal (type)'],
    diagnostics: ['site-type-change'],
  },
  {
    name: 'site: adaptive schema compared deeply, key order ignored',
    desired: desired({
      sites: [
        site('portal', {
          title: 'Portal',
          adaptiveSchema: { type: 'object', properties: { a: { type: 'boolean' } } },
        }),
      ],
    }),
    live: live({
      sites: [
        liveSite('site_1', 'Portal', {
          adaptiveSchema: { properties: { a: { type: 'boolean' } }, type: 'object' },
        }),
      ],
    }),
    changes: [],
  },
  {
    name: 'site: proxy null removes it',
    desired: desired({ sites: [site('portal', { title: 'Portal', proxy: null })] }),
    live: live({ sites: [liveSite('site_1', 'Portal', { proxy: 'acme.example/docs' })] }),
    changes: ['update site.portal (proxy)'],
  },
  {
    name: 'site: rename via previously',
    desired: desired({
      sites: [site('portal', { title: 'Developer Portal', previously: ['Portal'] })],
    }),
    live: live({ sites: [liveSite('site_1', 'Portal')] }),
    changes: ['update site.portal (title)'],
  },
  {
    name: 'site: undeclared sites are unmanaged without prune',
    desired: desired(),
    live: live({ sites: [liveSite('site_1', 'Portal')] }),
    changes: [],
    unmanaged: ['site.portal'],
  },
  {
    name: 'site: prune deletes an undeclared site as one change',
    desired: desired({ policy: policy({ prune: ['sites'] }) }),
    live: live({ sites: [liveSite('site_1', 'Portal')] }),
    changes: ['delete site.portal'],
  },
];

describe('planner, top-level collections', () => {
  runScenarios(scenarios);
});
