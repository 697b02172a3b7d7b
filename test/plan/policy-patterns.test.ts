import { describe, expect } from 'vitest';
import {
  desired,
  live,
  liveSec,
  liveSite,
  liveSs,
  member,
  policy,
  sec,
  site,
  ss,
} from './builders.js';
import type { Scenario } from './scenario.js';
import { runScenarios } from './scenario.js';

/**
 * `policy.ignore` and `policy.protect` entries with `*`, which matches any characters
 * within one segment of an address (docs/config.md, "policy").
 */
const scenarios: Scenario[] = [
  {
    name: 'ignore: site.* keeps every site under prune, and lists none',
    desired: desired({ policy: policy({ prune: ['sites'], ignore: ['site.*'] }) }),
    live: live({
      sites: [liveSite('s1', 'Acme Docs'), liveSite('s2', 'Blog'), liveSite('s3', 'Status Page')],
    }),
    changes: [],
    unmanaged: [],
  },
  {
    name: 'protect: team.s* keeps the deletes of the teams whose key starts with s, with a warning each',
    desired: desired({ policy: policy({ prune: ['teams'], protect: ['team.s*'] }) }),
    live: live({
      teams: [
        { id: 't_1', title: 'Support' },
        { id: 't_2', title: 'Sales' },
        { id: 't_3', title: 'Engineering' },
      ],
    }),
    changes: ['delete team.engineering'],
    diagnostics: ['delete-protected', 'delete-protected'],
    check: (plan) => {
      const kept = plan.diagnostics.filter((d) => d.code === 'delete-protected');
      expect(kept.map((d) => d.message)).toEqual([
        'team.support is not deleted: policy.protect lists team.s*',
        'team.sales is not deleted: policy.protect lists team.s*',
      ]);
    },
  },
  {
    name: 'protect: site.portal.section.* keeps every root section of the site, and the site',
    desired: desired({
      sites: [site('portal', { title: 'Portal', sections: [sec('Guides', [ss('spc_a')])] })],
      policy: policy({ protect: ['site.portal.section.*'] }),
    }),
    live: live({
      sites: [
        liveSite('s1', 'Portal', {
          sections: [
            liveSec('x1', 'Guides', [liveSs('ss1', 'spc_a')]),
            liveSec('x2', 'Getting started', [liveSs('ss2', 'spc_b')]),
            liveSec('x3', 'Legal', [liveSs('ss3', 'spc_c')]),
          ],
        }),
      ],
    }),
    changes: [],
    diagnostics: ['delete-protected', 'delete-protected', 'delete-protected', 'delete-protected'],
    check: (plan) => {
      expect(
        plan.diagnostics
          .filter((d) => d.code === 'delete-protected')
          .map((d) => d.address)
          .sort(),
      ).toEqual([
        'site.portal.section."Getting started"',
        'site.portal.section."Getting started".space.spc_b',
        'site.portal.section.Legal',
        'site.portal.section.Legal.space.spc_c',
      ]);
    },
  },
  {
    name: 'ignore: a member pattern covers emails by domain, dots and all',
    desired: desired({
      members: [member('alice@acme.example', 'admin')],
      policy: policy({ prune: ['members'], ignore: ['member.*@acme.example'] }),
    }),
    live: live({
      members: [
        { id: 'u_alice', email: 'alice@acme.example', displayName: 'Alice', role: 'admin' },
        { id: 'u_bob', email: 'bob@acme.example', displayName: 'Bob', role: 'edit' },
        { id: 'u_x', email: 'x@contractor.example', displayName: 'X', role: 'read' },
      ],
    }),
    changes: ['delete member.x@contractor.example'],
  },
  {
    name: 'ignore: a * matches within one segment only, and a quoted * is literal',
    desired: desired({
      policy: policy({ prune: ['teams'], ignore: ['team.*.section', 'team."s*"', 'team.e*'] }),
    }),
    live: live({
      teams: [
        { id: 't_1', title: 'Sales' },
        { id: 't_2', title: 'Eng' },
      ],
    }),
    changes: ['delete team.sales'],
    diagnostics: ['policy-matches-nothing', 'policy-matches-nothing'],
    unmanaged: [],
  },
  {
    name: 'ignore: a pattern that matches nothing says so, with what * matches and no guess',
    desired: desired({ policy: policy({ ignore: ['team.q*'] }) }),
    live: live({ teams: [{ id: 't_1', title: 'Xylophone' }] }),
    changes: [],
    unmanaged: ['team.xylophone'],
    diagnostics: ['policy-matches-nothing'],
    check: (plan) => {
      const d = plan.diagnostics.find((x) => x.code === 'policy-matches-nothing');
      expect(d?.message).toBe(
        'policy.ignore lists team.q*, which matches no declared or live object: it ignores nothing',
      );
      expect(d?.hint).toMatch(/^protect and ignore match addresses; /);
      expect(d?.hint).toContain('`*` matches any characters within one segment');
    },
  },
];

describe('policy patterns', () => {
  runScenarios(scenarios);
});
