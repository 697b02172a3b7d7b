import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'yaml';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { scratchDirs } from '../../../support/scratch-dirs.js';
import { clearJournalAt, journalAt } from '../../../support/emulator-journal.js';
import { API_TARGETS, startApiTarget, type TargetApi } from '../../support/api-targets.js';
import { shown } from '../../support/apply-harness.js';
import { docform } from '../../support/examples-cli.js';

const tempDir = scratchDirs('docform-override-reset-');

const config = (override: string) => `version: 1
organization: org_acme
sites:
  portal:
    title: Portal
    customization:
      styling: { primaryColor: { light: "#346DDB", dark: "#346DDB" } }
    sections:
      - title: Guides
        spaces:
          - { space: spc_guides, path: guides, default: true }
          - space: spc_api
            path: api
            customization: ${override}
`;
const OVERRIDE = '{ styling: { primaryColor: { light: "#0B6E4F", dark: "#0B6E4F" } } }';

interface PlanJson {
  changes: { address: string; action: string; fields?: { path: string; after?: unknown }[] }[];
}

/**
 * `customization: null` on a site space resets its override to the site's (official
 * `deleteSiteSpaceCustomizationById`), on the emulator and through the official gateway:
 * one change, one DELETE, then no change; an export writes no override for it, and
 * plans nothing.
 */
describe.each(API_TARGETS)('a site space override reset against the %s', (target) => {
  let api: TargetApi;
  let dir = '';
  let file = '';
  const at = () => ({ apiUrl: api.url });
  const held = () =>
    api.world().siteSpaces.find((s) => s.space === 'spc_api')?.customization?.override;

  beforeAll(async () => {
    api = await startApiTarget(target);
    dir = tempDir();
    file = join(dir, 'docform.yaml');
    writeFileSync(file, config(OVERRIDE));
    const apply = await docform(['apply', file, '--auto-approve'], at());
    expect(apply.status, shown(apply)).toBe(0);
    expect(held()).toBeDefined();
  });
  afterAll(async () => {
    await api.close();
  });

  it('is one change, sent as one DELETE, and the next plan is empty', async () => {
    writeFileSync(file, config('null'));
    const plan = await docform(['plan', file, '--format', 'json'], at());
    expect(plan.status, shown(plan)).toBe(0);
    const changes = (JSON.parse(plan.stdout) as PlanJson).changes;
    expect(changes.map((c) => [c.address, c.action, c.fields?.map((f) => f.path)])).toEqual([
      ['site.portal.section.Guides.space.spc_api', 'update', ['customization']],
    ]);
    await clearJournalAt(api.emulatorUrl);
    const apply = await docform(['apply', file, '--auto-approve'], at());
    expect(apply.status, shown(apply)).toBe(0);
    const writes = (await journalAt(api.emulatorUrl)).filter((e) => e.method !== 'GET');
    expect(writes.map((e) => `${e.method} ${e.status} ${e.path.replace(/_\d+/g, '_N')}`)).toEqual([
      'DELETE 205 /v1/orgs/org_acme/sites/site_N/site-spaces/sitesp_N/customization',
    ]);
    expect(held()).toBeUndefined();
    const again = await docform(['plan', file, '--detailed-exitcode'], at());
    expect(again.status, shown(again)).toBe(0);
  });

  it('an export writes no override for the site space, and plans nothing', async () => {
    const out = join(dir, 'exported/');
    const exported = await docform(['export', '--organization', 'org_acme', '--output', out], at());
    expect(exported.status, shown(exported)).toBe(0);
    const written = join(out, 'docform.yaml');
    const site = (
      parse(readFileSync(written, 'utf8')) as {
        sites: { portal: { sections: { spaces: Record<string, unknown>[] }[] } };
      }
    ).sites.portal;
    const spaces = site.sections.flatMap((s) => s.spaces);
    expect(spaces.map((s) => Object.hasOwn(s, 'customization'))).toEqual([false, false]);
    const plan = await docform(['plan', written, '--detailed-exitcode'], at());
    expect(plan.status, shown(plan)).toBe(0);
  });
});
