import { describe, expect, it } from 'vitest';
import type { SerializedPlan, UnmanagedObject } from '../../src/model/plan.js';
import { serializedPlanSchema } from '../../src/plan/serialized-plan.js';
import { renderJson } from '../../src/report/json.js';
import { renderMarkdown } from '../../src/report/markdown.js';
import { renderText } from '../../src/report/text.js';

/** One unmanaged entry of each sort, as the planner lists them. */
const UNMANAGED: UnmanagedObject[] = [
  {
    address: 'member.erin@acme.example',
    kind: 'member',
    id: 'u_erin',
    title: 'Erin',
    role: 'admin',
    admin: true,
  },
  {
    address: 'site.portal.permissions.team.t_ops',
    kind: 'site',
    id: 't_ops',
    title: 'admin',
    part: 'grant',
    on: 'site.portal',
    role: 'admin',
    admin: true,
  },
  {
    address: 'space.guides.permissions.member.carol@acme.example',
    kind: 'space',
    id: 'u_carol',
    title: 'read',
    part: 'grant',
    on: 'space.guides',
    role: 'read',
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
  {
    address: 'team.docs.member.carol@acme.example',
    kind: 'team',
    id: 'u_carol',
    title: 'Carol',
    part: 'team-member',
    on: 'team.docs',
  },
  {
    address: 'site.portal.redirect."/old"',
    kind: 'redirect',
    id: 'rd_1',
    title: '/old',
    destination: '/guides',
  },
  { address: 'saml.legacy', kind: 'saml', id: 'p_2', title: 'Legacy', role: null },
  { address: 'site.blog', kind: 'site', id: 'site_2', title: 'Blog', access: 'unlisted' },
];

const doc: SerializedPlan = {
  formatVersion: 1,
  organization: 'org_acme',
  summary: { create: 0, update: 0, move: 0, delete: 0 },
  changes: [],
  unmanaged: UNMANAGED,
  diagnostics: [],
  liveFingerprint: 'sha256:0',
};

describe('unmanaged entries say what they grant, an admin flagged, in every format', () => {
  it('text', () => {
    const text = renderText(doc, { color: false, mode: 'drift' });
    expect(text).toContain(
      [
        'Unmanaged (live, not in the YAML, left alone):',
        '  member.erin@acme.example (member u_erin) "Erin": role admin [admin]',
        '  site.portal.permissions.team.t_ops (team t_ops on site.portal): role admin [admin]',
        '  space.guides.permissions.member.carol@acme.example (member u_carol on space.guides): role read',
        '  site.portal.shareLink."press" (share link on site.portal): switched off',
        '  team.docs.member.carol@acme.example (member u_carol of team.docs) "Carol"',
        '  site.portal.redirect."/old" (redirect rd_1) "/old": to /guides',
        '  saml.legacy (saml p_2) "Legacy": default role guest',
        '  site.blog (site site_2) "Blog": visibility unlisted',
        '',
      ].join('\n'),
    );
    // the flag in the warning colour on a terminal
    expect(renderText(doc, { color: true, mode: 'drift' })).toContain('\u001b[33m[admin]');
  });

  it('markdown', () => {
    const markdown = renderMarkdown(doc, { mode: 'drift' });
    expect(markdown).toMatch(
      /- `member\.erin@acme\.example` \(member u_erin\): Erin: role admin \*\*\[admin\]\*\*\n/,
    );
    expect(markdown).toMatch(
      /- `site\.portal\.permissions\.team\.t_ops` \(team t_ops on site\S*portal\): role admin \*\*\[admin\]\*\*\n/,
    );
    expect(markdown).toMatch(/- `site\.portal\.shareLink\."press"` \(.*\): switched off\n/);
    expect(markdown).toMatch(
      /- `site\.portal\.redirect\."\/old"` \(redirect rd_1\): \/old: to \/guides/,
    );
  });

  it('json keeps the fields, and a saved plan read back keeps them too', () => {
    const json: unknown = JSON.parse(renderJson(doc));
    expect(serializedPlanSchema.parse(json).unmanaged).toEqual(UNMANAGED);
  });
});
