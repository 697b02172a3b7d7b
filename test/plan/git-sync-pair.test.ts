import { describe, expect, it } from 'vitest';
import { planChanges } from '../../src/plan/plan.js';
import { desired, live, liveSite, site } from './builders.js';

/**
 * `gitSync:` names an installation made in the app: on a site the plan creates there is
 * none yet, so the error says the order to do things in.
 */
describe('gitSync on a site without an installation', () => {
  it('on a site this plan creates: apply without it, install in the app, then declare it', () => {
    const plan = planChanges(
      desired({ sites: [site('portal', { gitSync: { projectDirectory: 'docs' } })] }),
      live({ sites: [] }),
    );
    const error = plan.diagnostics.find((d) => d.code === 'git-sync-not-installed');
    expect(error?.message).toContain('this plan creates the site');
    expect(error?.hint).toBe(
      'leave gitSync: out of site.portal for now: apply to create the site, install Git Sync on it in the GitBook app, then declare gitSync:',
    );
  });
});

describe('gitSync settings a plan changes', () => {
  it('need attention, each leaf with both values: the change queues a sync', () => {
    const portal = liveSite('site_1', 'portal', {
      gitSync: { installationId: 'gsi_1', provider: 'github', priority: 'gitbook' },
    });
    const plan = planChanges(
      desired({ sites: [site('portal', { id: 'site_1', gitSync: { priority: 'git' } })] }),
      live({ sites: [portal] }),
    );
    expect((plan.attention ?? []).map((a) => a.message)).toEqual([
      expect.stringContaining('gitSync.priority'),
    ]);
    expect(plan.attention?.[0]).toMatchObject({
      field: 'gitSync.priority',
      before: 'gitbook',
      after: 'git',
    });
  });
});
