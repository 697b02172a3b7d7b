import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { API_TARGETS } from '../../support/api-targets.js';
import { useConfigOnTarget } from '../../support/config-on-target.js';

/**
 * An announcement (a value the API takes only whole) declared with every key it requires
 * and no `link`, on a site and on a site space's override, on both API targets: the
 * link the live site holds is kept, on the site and in the override (completed from the
 * site's own customization, as a value declared in part is); `link: null` removes it
 * from both, and the next plan is empty.
 */
const CONFIG = `version: 1
organization: org_acme
sites:
  portal:
    title: Portal
    customization:
      announcement: { enabled: true, message: New guides, style: info }
    sections:
      - title: Guides
        spaces:
          - space: spc_guides
            path: guides
            customization:
              announcement: { enabled: true, message: Guides news, style: warning }
`;

const LINK = { title: 'Read more', to: { kind: 'url', url: 'https://acme.example/news' } };

interface Announcement {
  readonly message: string;
  readonly style: string;
  readonly link?: unknown;
}

interface Settings {
  readonly announcement?: Announcement;
  readonly [key: string]: unknown;
}

interface SiteSpace {
  readonly id: string;
}

describe.each(API_TARGETS)('an announcement declared whole against the %s', (target) => {
  const suite = useConfigOnTarget(target, {
    prefix: 'docform-announcement-keys-',
    files: { 'docform.yaml': CONFIG },
  });
  const { run } = suite;
  let site: string;
  let guides: string;
  const own = () => suite.hand.call<Settings>('GET', `/orgs/org_acme/sites/${site}/customization`);
  const shown = () =>
    suite.hand.call<Settings>(
      'GET',
      `/orgs/org_acme/sites/${site}/site-spaces/${guides}/customization`,
    );
  const converges = async () => {
    const apply = await run(['apply', '--auto-approve']);
    expect(apply.status, apply.stdout + apply.stderr).toBe(0);
    const again = await run(['plan', '--detailed-exitcode']);
    expect(again.status, again.stdout + again.stderr).toBe(0);
  };

  beforeAll(async () => {
    await converges();
    site = await suite.hand.siteId('Portal');
    const [space] = await suite.hand.items<SiteSpace>(`/orgs/org_acme/sites/${site}/site-spaces`);
    guides = space?.id ?? '';
    // a link set by hand in the web app, which the config never mentions
    const { updatedAt: _when, ...settings } = await own();
    const announcement = { ...settings.announcement, link: LINK };
    await suite.hand.call('PUT', `/orgs/org_acme/sites/${site}/customization`, {
      ...settings,
      announcement,
    });
  });

  it("keeps a link the config does not write: the site's, and in the override", async () => {
    await converges();
    expect((await own()).announcement).toMatchObject({ message: 'New guides', link: LINK });
    // the override is sent whole: its link is the site's, as for a value declared in part
    expect((await shown()).announcement).toMatchObject({ message: 'Guides news', link: LINK });
  });

  it('removes the link written null, on the site and in the override', async () => {
    writeFileSync(
      join(suite.dir, 'docform.yaml'),
      CONFIG.replace('style: info }', 'style: info, link: null }').replace(
        'style: warning }',
        'style: warning, link: null }',
      ),
    );
    const plan = await run(['plan', '--detailed-exitcode']);
    expect(plan.status, plan.stdout + plan.stderr).toBe(2);
    expect(plan.stdout).toContain('announcement.link');
    await converges();
    expect((await own()).announcement).not.toHaveProperty('link');
    expect((await own()).announcement?.message).toBe('New guides');
    expect((await shown()).announcement).not.toHaveProperty('link');
    expect((await shown()).announcement?.message).toBe('Guides news');
  });
});
