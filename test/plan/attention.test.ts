import { describe, expect, it } from 'vitest';
import type { AttentionMode } from '../../src/model/attention-item.js';
import type { DesiredState, Policy } from '../../src/model/desired.js';
import type { LiveState } from '../../src/model/live.js';
import { SecretValue } from '../../src/model/secret.js';
import { planChanges } from '../../src/plan/plan.js';
import { parseSerializedPlan, serializePlan } from '../../src/plan/serialize.js';
import { fingerprintValue } from '../../src/plan/fingerprint.js';
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

/** `category address: message` of each attention item, in the plan's order. */
function attention(d: DesiredState, l: LiveState, mode: AttentionMode = 'plan'): string[] {
  const plan = planChanges(d, l, { mode });
  return (plan.attention ?? []).map((a) => `${a.category} ${a.address}: ${a.message}`);
}

const LONG_HOST = 'acme.okta.example.sso.saml.login.aaaaaaaaaaaaaaaaaaaaaaaa.evil.example';

const cases: {
  name: string;
  desired: DesiredState;
  live: LiveState;
  mode?: AttentionMode;
  items: string[];
}[] = [
  {
    name: 'a member raised to admin; one lowered is not listed',
    desired: desired({
      members: [member('bob@acme.example', 'admin'), member('alice@acme.example', 'read')],
    }),
    live: live(),
    items: [
      'privilege member.bob@acme.example: member bob@acme.example in the organization: edit -> admin',
    ],
  },
  {
    name: 'drift: the live org holds more than the YAML (a role raised by hand), not less',
    desired: desired({
      members: [member('bob@acme.example', 'admin'), member('alice@acme.example', 'read')],
    }),
    live: live(),
    mode: 'drift',
    items: [
      'privilege member.alice@acme.example: member alice@acme.example in the organization: admin in the live org, read in the YAML',
    ],
  },
  {
    name: 'an invite below edit, and an admin invite outside the live domains the YAML adds',
    desired: desired({
      settings: { address: 'settings', emailDomains: ['acme.example', 'acme-example.com'] },
      members: [member('erin@acme.example', 'read'), member('mallory@acme-example.com', 'admin')],
    }),
    live: live(),
    items: [
      'privilege member.mallory@acme-example.com: member mallory@acme-example.com (invited by this plan) in the organization: none -> admin',
      'access member.erin@acme.example: invites erin@acme.example as read: the API adds them to the organization at once and emails them',
      "access member.mallory@acme-example.com: mallory@acme-example.com is outside the organization's email domains (acme.example) and gets admin in the organization",
      'access settings: adds the email domain "acme-example.com": anyone with an address there may join the organization',
    ],
  },
  {
    name: 'organization defaults: default role, invite links',
    desired: desired({
      settings: { address: 'settings', defaultRole: 'edit', inviteLinks: true },
    }),
    live: live({ organization: organization({ defaultRole: 'read' }) }),
    items: [
      'privilege settings: new members (the default role) in the organization: read -> edit',
      'access settings: inviteLinks: false -> true',
    ],
  },
  {
    name: 'a grant to a pinned team re-keyed, by its live title; a grant removed',
    desired: desired({
      teams: [team('readonly-guests', { id: 't_eng', title: 'Engineering' })],
      spaces: [
        space('guides', 'spc_a', {
          permissions: { teams: { 'readonly-guests': 'admin', t_old: null } },
        }),
      ],
    }),
    live: live({
      teams: [
        { id: 't_eng', title: 'Engineering' },
        { id: 't_old', title: 'Old timers' },
      ],
      spaces: [
        {
          id: 'spc_a',
          title: 'A',
          permissions: { teams: { t_eng: 'edit', t_old: 'read' }, members: {}, emails: {} },
        },
      ],
    }),
    items: [
      'privilege space.guides: team readonly-guests (live title "Engineering") on space.guides: edit -> admin',
      'delete space.guides: removes the grant of team t_old (live title "Old timers") (read) on space.guides',
    ],
  },
  {
    name: 'a site made public, published, with a share link and the default level edit; one narrowed is not listed',
    desired: desired({
      sites: [
        site('portal', {
          title: 'Portal',
          visibility: 'public',
          published: true,
          defaultLevel: 'edit',
          shareLinks: ['partners'],
        }),
        site('blog', { title: 'Blog', visibility: 'unlisted', published: false }),
      ],
    }),
    live: live({
      sites: [
        liveSite('site_1', 'Portal', {
          visibility: 'share-link',
          published: false,
          defaultLevel: 'read',
          shareLinks: ['beta'],
        }),
        liveSite('site_2', 'Blog', { visibility: 'public', published: true }),
      ],
    }),
    items: [
      'privilege site.portal: every member (the default access) on site.portal: read -> edit',
      'access site.portal: visibility: "share-link" -> "public"',
      'access site.portal: published: false -> true',
      'access site.portal: adds the share link "partners": anyone with its URL reads the site',
      'delete site.portal: deletes the share link "beta" of site.portal: its URL stops working',
    ],
  },
  {
    name: 'an OpenAPI spec made public',
    desired: desired({ openapi: [openapi('pets', { visibility: 'public' })] }),
    live: live({
      openapi: [
        {
          id: 'oa_1',
          slug: 'pets',
          visibility: 'private',
          sourceURL: 'https://specs.example/pets.yaml',
        },
      ],
    }),
    items: ['access openapi.pets: visibility: "private" -> "public"'],
  },
  {
    name: 'an SSO URL moved to another host, both whole; a certificate written inline',
    desired: desired({
      saml: [
        saml('okta', {
          label: 'Okta',
          ssoURL: `https://${LONG_HOST}/sso/saml`,
          entityID: 'http://www.okta.example/abc/def',
          certificate: new SecretValue('INLINE', fingerprintValue('INLINE'), []),
        }),
      ],
    }),
    live: live({
      saml: [
        {
          id: 'p_1',
          label: 'Okta',
          ssoURL: 'https://acme.okta.example/sso/saml',
          entityID: 'http://www.okta.example/abc',
          certificate: 'LIVE',
        },
      ],
    }),
    items: [
      `trust saml.okta: ssoURL moves from the host acme.okta.example to the host ${LONG_HOST}: "https://acme.okta.example/sso/saml" -> "https://${LONG_HOST}/sso/saml"`,
      'trust saml.okta: certificate is written in the config, not read from the environment (${env:NAME}): whoever edits the config chooses it',
    ],
  },
  {
    name: 'a new SAML provider: the host it trusts, and the role its members get',
    desired: desired({
      saml: [
        saml('okta', {
          label: 'Okta',
          ssoURL: 'https://acme.okta.example/sso/saml',
          defaultRole: 'admin',
        }),
      ],
    }),
    live: live(),
    items: [
      'privilege saml.okta: members who sign in through saml.okta (its default role) in the organization: none -> admin',
      'trust saml.okta: ssoURL trusts the host acme.okta.example, where it trusted none: "https://acme.okta.example/sso/saml"',
    ],
  },
  {
    name: 'drift: no policy and no inline secret, which only the config holds; deletes as in a plan',
    desired: desired({
      saml: [
        saml('okta', {
          label: 'Okta',
          certificate: new SecretValue('INLINE', fingerprintValue('INLINE'), []),
        }),
      ],
      policy: policy({ prune: ['teams'] }),
    }),
    live: live({
      saml: [{ id: 'p_1', label: 'Okta', certificate: 'LIVE' }],
      teams: [{ id: 't_2', title: 'Legacy' }],
    }),
    mode: 'drift',
    items: ['delete team.legacy: team "Legacy" (t_2) in the live org only: apply deletes it'],
  },
  {
    name: 'deletes: what goes, with its children',
    desired: desired({ policy: policy({ prune: ['teams'] }) }),
    live: live({ teams: [{ id: 't_2', title: 'Legacy' }] }),
    items: [
      'gate policy: policy.prune is ["teams"], not the default []',
      'delete team.legacy: deletes team "Legacy" (t_2)',
    ],
  },
];

describe('the plan lists what needs attention', () => {
  it.each(cases)('$name', ({ desired: d, live: l, mode, items }) => {
    expect(attention(d, l, mode)).toEqual(items);
  });

  it('lists every policy value off its defaults, a key added later included', () => {
    const defaults = policy();
    // a key the policy does not have today: compared like the others, with no rule of its own
    const later = { ...policy(), inviteThreshold: { count: 5, percent: 10 } } as Policy;
    const d = desired({
      policy: { ...later, deleteThreshold: { count: 100000, percent: 100 } } as Policy,
      defaultPolicy: { ...defaults, inviteThreshold: { count: 5, percent: 50 } } as Policy,
    });
    expect(attention(d, live())).toEqual([
      'gate policy: policy.deleteThreshold.count is 100000, not the default 1000',
      'gate policy: policy.inviteThreshold.percent is 10, not the default 50',
    ]);
  });

  it('a saved plan reads the list back, and one saved without it still parses', () => {
    // a policy key set where its default is not (redirectOnPathChange): no `default`
    const plan = planChanges(
      desired({
        members: [member('bob@acme.example', 'admin')],
        policy: policy({ redirectOnPathChange: true }),
      }),
      live(),
    );
    const doc = serializePlan(plan);
    const read = parseSerializedPlan(JSON.stringify(doc));
    expect(read.attention).toEqual(doc.attention);
    expect(read.attention?.map((a) => a.message)).toEqual([
      'member bob@acme.example in the organization: edit -> admin',
      'policy.redirectOnPathChange is true, not the default (not set)',
    ]);
    const { attention: _none, ...older } = doc;
    expect(parseSerializedPlan(JSON.stringify(older)).attention).toBeUndefined();
  });
});
