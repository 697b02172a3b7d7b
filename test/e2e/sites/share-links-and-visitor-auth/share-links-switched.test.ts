import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'yaml';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { scratchDirs } from '../../../support/scratch-dirs.js';
import { clearJournalAt, journalAt } from '../../../support/emulator-journal.js';
import { API_TARGETS, startApiTarget, type TargetApi } from '../../support/api-targets.js';
import { shown } from '../../support/apply-harness.js';
import { docform } from '../../support/examples-cli.js';

const tempDir = scratchDirs('docform-share-links-switched-');

const config = (beta: string) => `version: 1
organization: org_acme
sites:
  portal:
    title: Portal
    visibility: share-link
    shareLinks: [partners, ${beta}]
`;
const OFF = '{ name: beta, active: false }';

interface PlanJson {
  attention: { category: string; message: string }[];
  changes: { address: string; action: string; fields?: { path: string }[] }[];
}

/**
 * A share link switched off (`{ name, active: false }`) and on again, on the emulator and
 * through the official gateway: each is one change of the site sent as one
 * `updateSiteShareLinkById`, the link is kept (no delete), only switching it on needs a
 * reviewer's attention, and an export of a link switched off plans nothing.
 */
describe.each(API_TARGETS)('share links switched off and on against the %s', (target) => {
  let api: TargetApi;
  let dir = '';
  let file = '';
  const at = () => ({ apiUrl: api.url });
  const beta = () => api.world().siteShareLinks.find((l) => l.name === 'beta');
  const planJson = async (): Promise<PlanJson> => {
    const plan = await docform(['plan', file, '--format', 'json'], at());
    expect(plan.status, shown(plan)).toBe(0);
    return JSON.parse(plan.stdout) as PlanJson;
  };
  const summary = (plan: PlanJson) =>
    plan.changes.map((c) => [c.address, c.action, c.fields?.map((f) => f.path)]);
  /** Applies `file`, expecting one PATCH of beta's link, and then an empty plan. */
  const applyOnePatch = async (): Promise<void> => {
    await clearJournalAt(api.emulatorUrl);
    const apply = await docform(['apply', file, '--auto-approve'], at());
    expect(apply.status, shown(apply)).toBe(0);
    const writes = (await journalAt(api.emulatorUrl)).filter((e) => e.method !== 'GET');
    expect(writes.map((e) => `${e.method} ${e.path}`)).toEqual([
      `PATCH /v1/orgs/org_acme/sites/${beta()?.site}/share-links/${beta()?.id}`,
    ]);
    const plan = await docform(['plan', file, '--detailed-exitcode'], at());
    expect(plan.status, shown(plan)).toBe(0);
  };

  beforeAll(async () => {
    api = await startApiTarget(target);
    dir = tempDir();
    file = join(dir, 'docform.yaml');
    writeFileSync(file, config('beta'));
    const apply = await docform(['apply', file, '--auto-approve'], at());
    expect(apply.status, shown(apply)).toBe(0);
  });
  afterAll(async () => {
    await api.close();
  });

  it('switching a link off is one change, no delete, one call, and converges', async () => {
    writeFileSync(file, config(OFF));
    const plan = await planJson();
    expect(summary(plan)).toEqual([['site.portal', 'update', ['shareLinks']]]);
    expect(plan.attention).toEqual([]);
    await applyOnePatch();
    expect(beta()?.active).toBe(false);
  });

  it('an export writes the link switched off, validates, and plans nothing', async () => {
    const out = join(dir, 'exported/');
    const exported = await docform(['export', '--organization', 'org_acme', '--output', out], at());
    expect(exported.status, shown(exported)).toBe(0);
    const written = join(out, 'docform.yaml');
    const sites = (parse(readFileSync(written, 'utf8')) as { sites: Record<string, unknown> })
      .sites;
    expect(sites.portal).toMatchObject({
      shareLinks: ['partners', { name: 'beta', active: false }],
    });
    const plan = await docform(['plan', written, '--detailed-exitcode'], at());
    expect(plan.status, shown(plan)).toBe(0);
  });

  it('switching it on is one change that needs attention, one call, and converges', async () => {
    writeFileSync(file, config('beta'));
    const plan = await planJson();
    expect(summary(plan)).toEqual([['site.portal', 'update', ['shareLinks']]]);
    expect(plan.attention.map((a) => `${a.category} ${a.message}`)).toEqual([
      'access switches on the share link "beta": anyone with its URL reads the site',
    ]);
    await applyOnePatch();
    expect(beta()?.active).toBe(true);
  });
});
