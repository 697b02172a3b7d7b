import type { Plan } from '../../src/model/plan.js';
import type { PlanOptions } from '../../src/plan/plan.js';
import { planChanges } from '../../src/plan/plan.js';
import {
  desired,
  grp,
  live,
  liveGrp,
  liveSec,
  liveSite,
  liveSs,
  member,
  policy,
  saml,
  sec,
  secret,
  site,
  ss,
  team,
} from './builders.js';

/** The clear value of the secret in the sample plan: it must never appear in output. */
export const MARKER = 'MARKER-7f3a-do-not-print';

/**
 * A plan with every action, an unmanaged object, gates and a secret, for renderer
 * snapshots and for the secret-masking test; `options.mode: 'drift'` plans it as
 * `docform drift` does.
 */
export function samplePlan(options: PlanOptions = {}): Plan {
  return planChanges(
    desired({
      members: [member('bob@acme.example', 'admin'), member('alice@acme.example', 'admin')],
      teams: [
        team('eng', { title: 'Engineering', previously: ['Eng'], members: ['alice@acme.example'] }),
      ],
      saml: [saml('okta', { label: 'Okta', certificate: secret(MARKER), defaultTeam: 'eng' })],
      sites: [
        site('portal', {
          title: 'Portal',
          visibility: 'public',
          sections: [
            sec('API', [ss('spc_c'), ss('spc_a')]),
            sec('Guides', [ss('spc_b', { path: 'v2' })], { default: true }),
            grp('Products', [sec('SDK', [ss('spc_d')])]),
          ],
        }),
      ],
      policy: policy({ prune: ['teams'] }),
    }),
    live({
      teams: [
        { id: 't_1', title: 'Eng', members: ['u_alice', 'u_bob'] },
        { id: 't_2', title: 'Legacy' },
      ],
      saml: [{ id: 'p_1', label: 'Okta', certificate: 'OLD-CERT' }],
      sites: [
        liveSite('site_1', 'Portal', {
          visibility: 'unlisted',
          sections: [
            liveSec(
              'x1',
              'Guides',
              [liveSs('s1', 'spc_b', { path: 'v1' }), liveSs('s2', 'spc_a')],
              { default: true },
            ),
            liveSec('x2', 'API', [liveSs('s3', 'spc_c')]),
            liveGrp('g1', 'Old group', []),
          ],
        }),
        liveSite('site_2', 'Internal'),
      ],
    }),
    options,
  );
}
