import { describe, expect, it } from 'vitest';
import type { Plan, UnmanagedObject } from '../../src/model/plan.js';
import { planChanges } from '../../src/plan/plan.js';
import {
  desired,
  live,
  liveSec,
  liveSite,
  liveSs,
  member,
  policy,
  saml,
  sec,
  site,
  ss,
  team,
} from './builders.js';

const NOTE = 'collection-not-declared';

const entry = (plan: Plan, address: string): UnmanagedObject | undefined =>
  plan.unmanaged.find((u) => u.address === address);

const notes = (plan: Plan): string[] =>
  plan.diagnostics.filter((d) => d.code === NOTE).map((d) => `${d.address}: ${d.hint ?? ''}`);

/**
 * Every live object a config does not declare, at every level the plan reads, is listed
 * as unmanaged with what it grants or its state; a declared object whose live children
 * no key of the config lists gets a note saying so and what declaring the key empty does.
 */
describe('unmanaged objects say what they grant', () => {
  it("a member the config does not declare carries their role, and an admin's is flagged", () => {
    const plan = planChanges(
      desired({ members: [member('alice@acme.example', 'admin')] }),
      live({
        members: [
          { id: 'u_alice', email: 'alice@acme.example', displayName: 'Alice', role: 'admin' },
          { id: 'u_erin', email: 'erin@acme.example', displayName: 'Erin', role: 'admin' },
          { id: 'u_gus', email: 'gus@acme.example', displayName: 'Gus', role: null },
        ],
      }),
    );
    expect(plan.unmanaged).toEqual([
      {
        address: 'member.erin@acme.example',
        kind: 'member',
        id: 'u_erin',
        title: 'Erin',
        role: 'admin',
        admin: true,
      },
      { address: 'member.gus@acme.example', kind: 'member', id: 'u_gus', title: 'Gus', role: null },
    ]);
  });

  it('a grant of the half `permissions:` leaves out is unmanaged with its role, and noted', () => {
    const plan = planChanges(
      desired({
        sites: [site('portal', { permissions: { members: { 'bob@acme.example': 'edit' } } })],
      }),
      live({
        teams: [{ id: 't_ops', title: 'Ops' }],
        sites: [
          liveSite('site_1', 'portal', {
            permissions: {
              teams: { t_ops: 'admin' },
              members: { u_bob: 'edit', u_carol: 'read' },
              emails: {},
            },
          }),
        ],
      }),
    );
    expect(entry(plan, 'site.portal.permissions.team.t_ops')).toEqual({
      address: 'site.portal.permissions.team.t_ops',
      kind: 'site',
      id: 't_ops',
      title: 'admin',
      part: 'grant',
      on: 'site.portal',
      role: 'admin',
      admin: true,
    });
    expect(entry(plan, 'site.portal.permissions.member.carol@acme.example')).toMatchObject({
      part: 'grant',
      on: 'site.portal',
      role: 'read',
    });
    expect(entry(plan, 'site.portal.permissions.member.carol@acme.example')?.admin).toBeUndefined();
    expect(notes(plan)).toEqual([
      'site.portal: declare it under `permissions.teams:` to manage it, or with `policy.prune: [permissions]`, `teams: {}` under `permissions:` to remove every one',
    ]);
  });

  it("a site's share links, when it declares no `shareLinks:`, are unmanaged with their state, and noted", () => {
    const plan = planChanges(
      desired({ sites: [site('portal', { visibility: 'share-link' })] }),
      live({
        sites: [
          liveSite('site_1', 'portal', {
            visibility: 'share-link',
            shareLinks: ['partners', { name: 'press', active: false }],
          }),
        ],
      }),
    );
    expect(plan.changes).toEqual([]);
    expect(plan.unmanaged).toEqual([
      {
        address: 'site.portal.shareLink."partners"',
        kind: 'site',
        id: 'partners',
        title: 'partners',
        part: 'share-link',
        on: 'site.portal',
        active: true,
      },
      {
        address: 'site.portal.shareLink."press"',
        kind: 'site',
        id: 'press',
        title: 'press',
        part: 'share-link',
        on: 'site.portal',
        active: false,
      },
    ]);
    expect(notes(plan)).toEqual([
      'site.portal: declare them under `shareLinks:` to manage them, or `shareLinks: []` to delete every one (with --allow-delete)',
    ]);
    const note = plan.diagnostics.find((d) => d.code === NOTE);
    expect(note?.severity).toBe('warning');
    expect(note?.message).toBe(
      'site.portal holds 2 share links that the config does not declare (no `shareLinks:`): docform leaves them alone and lists them as unmanaged',
    );
    // what policy.ignore drops is neither listed nor counted
    const ignored = planChanges(
      desired({
        sites: [site('portal', { visibility: 'share-link' })],
        policy: policy({ ignore: ['site.portal.shareLink."press"'] }),
      }),
      live({
        sites: [
          liveSite('site_1', 'portal', {
            visibility: 'share-link',
            shareLinks: ['partners', 'press'],
          }),
        ],
      }),
    );
    expect(ignored.unmanaged.map((u) => u.address)).toEqual(['site.portal.shareLink."partners"']);
    expect(ignored.diagnostics.find((d) => d.code === NOTE)?.message).toContain(
      'holds 1 share link ',
    );
    // declared, even empty, the key manages them: deletes, no note, none unmanaged
    const owned = planChanges(
      desired({ sites: [site('portal', { visibility: 'share-link', shareLinks: [] })] }),
      live({
        sites: [liveSite('site_1', 'portal', { visibility: 'share-link', shareLinks: ['press'] })],
      }),
    );
    expect(notes(owned)).toEqual([]);
    expect(owned.unmanaged).toEqual([]);
  });

  it("a site's redirects read for redirectOnPathChange, when it declares no `redirects:`, are unmanaged with their destination", () => {
    const plan = planChanges(
      desired({
        sites: [site('portal', { sections: [sec('Guides', [ss('spc_a', { path: 'a' })])] })],
        policy: policy({ redirectOnPathChange: true }),
      }),
      live({
        sites: [
          liveSite('site_1', 'portal', {
            sections: [liveSec('x1', 'Guides', [liveSs('s1', 'spc_a', { path: 'a' })])],
            redirects: [
              {
                id: 'rd_1',
                source: '/old',
                destination: { kind: 'site-section', siteSectionId: 'x1' },
              },
              {
                id: 'rd_2',
                source: '/status',
                destination: { kind: 'external', url: 'https://status.acme.example' },
              },
            ],
          }),
        ],
      }),
    );
    expect(plan.changes).toEqual([]);
    expect(
      plan.unmanaged.map((u) => `${u.address} ${u.kind} ${u.id} ${u.destination ?? '-'}`),
    ).toEqual([
      'site.portal.redirect."/old" redirect rd_1 /guides',
      'site.portal.redirect."/status" redirect rd_2 https://status.acme.example',
    ]);
    expect(notes(plan)).toEqual([
      'site.portal: declare them under `redirects:` to manage them, or `redirects: {}` to delete every one (with --allow-delete)',
    ]);
  });

  it("a team's members, read for another team, are unmanaged when it declares no `members:`, and noted", () => {
    const plan = planChanges(
      desired({
        teams: [team('docs', { title: 'Docs' }), team('eng', { members: ['bob@acme.example'] })],
      }),
      live({
        teams: [
          { id: 't_docs', title: 'Docs', members: ['u_carol'] },
          { id: 't_eng', title: 'eng', members: ['u_bob'] },
        ],
      }),
    );
    expect(plan.unmanaged).toEqual([
      {
        address: 'team.docs.member.carol@acme.example',
        kind: 'team',
        id: 'u_carol',
        title: 'Carol',
        part: 'team-member',
        on: 'team.docs',
      },
    ]);
    expect(notes(plan)).toEqual([
      'team.docs: declare it under `members:` to manage it, or `members: []` to remove every one from the team',
    ]);
  });

  it('an undeclared SAML provider carries the role it gives, an undeclared site who may read it', () => {
    const plan = planChanges(
      desired({
        saml: [saml('okta', { label: 'Okta' })],
        sites: [site('docs')],
      }),
      live({
        saml: [
          { id: 'p_1', label: 'Okta' },
          { id: 'p_2', label: 'Legacy IdP', defaultRole: 'admin' },
        ],
        sites: [liveSite('site_1', 'docs'), liveSite('site_2', 'Blog', { visibility: 'unlisted' })],
      }),
    );
    expect(
      plan.unmanaged.map((u) => [u.address, u.role, u.admin, u.access].map(String).join(' ')),
    ).toEqual(['saml.legacy-idp admin true undefined', 'site.blog undefined undefined unlisted']);
  });
});
