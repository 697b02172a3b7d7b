import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { scratchDirs } from '../../support/scratch-dirs.js';
import { API_TARGETS, startApiTarget, type TargetApi } from '../support/api-targets.js';
import { HandApi } from '../support/drift-api.js';
import { docform } from '../support/examples-cli.js';
import { exportThenPlan } from '../support/export-round-trip.js';

/**
 * A site's share links are its own whatever its visibility (links made before the site
 * is switched to `share-link`, or kept after it left it): `export` writes the names of
 * every site's links, and plans empty. Links the config cannot name (two of one name)
 * are left out whole, with a warning: a list naming some of them would delete the rest.
 */
const scratch = scratchDirs('docform-export-share-links-');
let api: TargetApi | undefined;
afterEach(async () => {
  await api?.close();
  api = undefined;
});

const CONFIG = `version: 1
organization: org_acme
sites:
  portal: { title: Portal, visibility: public }
  twice: { title: Twice, visibility: unlisted }
`;

describe.each(API_TARGETS)('export of share links against the %s', (target) => {
  it('writes the links of a site that is not share-link, and plans empty', async () => {
    api = await startApiTarget(target);
    const dir = scratch();
    writeFileSync(join(dir, 'docform.yaml'), CONFIG);
    const apply = await docform(['apply', '--auto-approve'], { apiUrl: api.url, cwd: dir });
    expect(apply.status, apply.stdout + apply.stderr).toBe(0);
    const hand = new HandApi(api.emulatorUrl);
    const portal = await hand.siteId('Portal');
    const twice = await hand.siteId('Twice');
    for (const name of ['press', 'partners']) {
      await hand.call('POST', `/orgs/org_acme/sites/${portal}/share-links`, { name });
    }
    for (let i = 0; i < 2; i += 1) {
      await hand.call('POST', `/orgs/org_acme/sites/${twice}/share-links`, { name: 'beta' });
    }

    const { yaml, plan, exported } = await exportThenPlan(api.url, dir);
    expect(plan.status, plan.stdout + plan.stderr).toBe(0);
    const sites = (parse(yaml) as { sites: Record<string, { shareLinks?: string[] }> }).sites;
    expect([...(sites.portal?.shareLinks ?? [])].sort()).toEqual(['partners', 'press']);
    expect(sites.twice?.shareLinks).toBeUndefined();
    expect(exported.stderr).toContain('site "Twice": `shareLinks` left out');
  });
});
