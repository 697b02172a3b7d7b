import { describe, expect, it } from 'vitest';
import type { DesiredState } from '../../src/model/desired.js';
import type { LiveState } from '../../src/model/live.js';
import { planChanges } from '../../src/plan/plan.js';
import { desired, live, liveSite, member, policy, site } from './builders.js';

/**
 * The lockout guards judge the organization the plan leaves (today's with the plan's
 * changes applied), not today's: a member the plan makes admin counts as an admin, and a
 * change left out by `--target` or `policy.ignore` does not count as made.
 */
function codes(d: DesiredState, l: LiveState, targets?: readonly string[]): string[] {
  const plan = planChanges(d, l, targets ? { targets } : {});
  return plan.diagnostics.filter((x) => x.code.startsWith('lockout-')).map((x) => x.code);
}

const SETTINGS = 'settings' as const;

describe('lockout guards judge the organization the plan leaves', () => {
  it('a plan that makes another member admin does not leave the org without one', () => {
    const d = desired({
      members: [member('alice@acme.example', 'edit'), member('bob@acme.example', 'admin')],
    });
    expect(codes(d, live())).toEqual([]);
  });

  it('the promotion left out by --target does not count', () => {
    const d = desired({
      members: [member('alice@acme.example', 'edit'), member('bob@acme.example', 'admin')],
    });
    expect(codes(d, live(), ['member.alice@acme.example'])).toEqual(['lockout-last-admin']);
  });

  it('demoting every admin with no promotion is still refused', () => {
    const d = desired({
      members: [member('alice@acme.example', 'edit'), member('bob@acme.example', 'edit')],
    });
    expect(codes(d, live())).toEqual(['lockout-last-admin']);
  });

  it('the token user own admin role is guarded even when someone else is promoted', () => {
    const d = desired({
      members: [member('alice@acme.example', 'edit'), member('bob@acme.example', 'admin')],
    });
    const l = live({ caller: { id: 'u_alice', role: 'admin' } });
    expect(codes(d, l)).toEqual(['lockout-own-admin']);
  });

  const samlLive = (sso: boolean): LiveState =>
    live({
      organization: { ...live().organization, sso },
      saml: [{ id: 'saml_okta', label: 'Okta' }],
    });

  it('SSO turned off by the plan: deleting every provider is allowed', () => {
    const d = desired({
      settings: { address: SETTINGS, sso: false },
      policy: policy({ prune: ['saml'] }),
    });
    expect(codes(d, samlLive(true))).toEqual([]);
  });

  it('SSO turned off in the config but left out by --target: still on, still guarded', () => {
    const d = desired({
      settings: { address: SETTINGS, sso: false },
      policy: policy({ prune: ['saml'] }),
    });
    expect(codes(d, samlLive(true), ['saml.okta'])).toEqual(['lockout-sso-without-saml']);
  });

  it('SSO turned on in the config but left out by --target: still off, not guarded', () => {
    const d = desired({
      settings: { address: SETTINGS, sso: true },
      saml: [],
      policy: policy({ prune: ['saml'] }),
    });
    expect(codes(d, samlLive(false), ['saml.okta'])).toEqual([]);
    expect(codes(d, samlLive(false))).toEqual(['lockout-sso-without-saml']);
  });

  const sitesLive = (): LiveState =>
    live({
      organization: { ...live().organization, defaultContent: { site: 'site_old' } },
      sites: [liveSite('site_old', 'Old'), liveSite('site_new', 'New')],
    });

  it('default content moved to another site: deleting the old one is allowed', () => {
    const d = desired({
      settings: { address: SETTINGS, defaultContent: { site: 'new' } },
      sites: [site('new', { title: 'New' })],
      policy: policy({ prune: ['sites'] }),
    });
    expect(codes(d, sitesLive())).toEqual([]);
  });

  it('default content moved, but the move left out by policy.ignore: the old one is guarded', () => {
    const d = desired({
      settings: { address: SETTINGS, defaultContent: { site: 'new' } },
      sites: [site('new', { title: 'New' })],
      policy: policy({ prune: ['sites'], ignore: ['settings'] }),
    });
    expect(codes(d, sitesLive())).toEqual(['lockout-default-content']);
  });
});
