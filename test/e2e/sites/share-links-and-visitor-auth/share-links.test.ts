import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningEmulator } from '../../../../src/emulator/server.js';
import { scratchDirs } from '../../../support/scratch-dirs.js';
import { API_TARGETS, startApiTarget } from '../../support/api-targets.js';
import { shown } from '../../support/apply-harness.js';
import { docform } from '../../support/examples-cli.js';
import { clearJournalAt, journalAt } from '../../../support/emulator-journal.js';

const tempDir = scratchDirs('docform-share-links-');

const config = (links: readonly string[]) => `version: 1
organization: org_acme
sites:
  portal:
    title: Portal
    visibility: share-link
    shareLinks: [${links.join(', ')}]
  other:
    title: Other
    visibility: public
`;

/**
 * A site's share links are managed by name (`shareLinks:`): the ones named are made, the
 * others deleted. A link's key (the secret part of its URL) is never read: no plan,
 * apply output or export shows it. Only the sites that declare `shareLinks` have their
 * links read.
 */
describe.each(API_TARGETS)('share links against the %s', (target) => {
  let api: RunningEmulator;
  let file = '';
  const run = (args: string[]) => docform([args[0]!, file, ...args.slice(1)], { apiUrl: api.url });
  const held = () => {
    const site = api.world().sites.find((s) => s.title === 'Portal');
    return api
      .world()
      .siteShareLinks.filter((l) => l.site === site?.id)
      .map((l) => l.name)
      .sort();
  };
  const keys = () => api.world().siteShareLinks.map((l) => l.key);

  beforeAll(async () => {
    api = await startApiTarget(target);
    file = join(tempDir(), 'docform.yaml');
  });
  afterAll(async () => {
    await api.close();
  });

  it('makes the links named, and the next plan is empty', async () => {
    writeFileSync(file, config(['partners', 'press']));
    const apply = await run(['apply', '--auto-approve']);
    expect(apply.status, shown(apply)).toBe(0);
    expect(held()).toEqual(['partners', 'press']);
    const again = await run(['plan', '--detailed-exitcode']);
    expect(again.status, shown(again)).toBe(0);
  });

  it('plans names in any order as no change, and a removed name as a gated delete', async () => {
    writeFileSync(file, config(['press', 'partners']));
    expect((await run(['plan', '--detailed-exitcode'])).status).toBe(0);
    writeFileSync(file, config(['partners']));
    const plan = await run(['plan']);
    expect(plan.stdout).toContain('shareLinks');
    expect(`${plan.stdout}${plan.stderr}`).toContain('site.portal.shareLink."press"');
    const refused = await run(['apply', '--auto-approve']);
    expect(refused.status, shown(refused)).toBe(1);
    expect(`${refused.stdout}${refused.stderr}`).toContain('--allow-delete');
    expect(held()).toEqual(['partners', 'press']);
    const apply = await run(['apply', '--auto-approve', '--allow-delete']);
    expect(apply.status, shown(apply)).toBe(0);
    expect(held()).toEqual(['partners']);
  });

  it('plans with a token that may not list the links, saying it left them out', async () => {
    const plan = await docform(['plan', file], { apiUrl: api.url, token: 'carol-token' });
    expect(plan.status, shown(plan)).toBe(0);
    expect(`${plan.stdout}${plan.stderr}`).toContain('share-links-unreadable');
  });

  it('never shows a link key, in a plan, an apply or an export', async () => {
    writeFileSync(file, config(['partners', 'investors']));
    const outputs = [
      await run(['plan', '--format', 'json']),
      await run(['apply', '--auto-approve']),
      await docform(['export', '--organization', 'org_acme'], { apiUrl: api.url }),
    ];
    const text = outputs.map((o) => `${o.stdout}${o.stderr}`).join('\n');
    expect(keys().length).toBeGreaterThan(0);
    for (const key of keys()) expect(text).not.toContain(key);
    expect(outputs[2]?.stdout).toContain('shareLinks:');
  });

  it('reads the links of the sites that declare them only', async () => {
    const other = api.world().sites.find((s) => s.title === 'Other');
    expect(other).toBeDefined();
    await clearJournalAt(api.url);
    await run(['plan']);
    const journal = await journalAt(api.url);
    const reads = journal.filter((r) => r.path.includes('/share-links')).map((r) => r.path);
    expect(reads.length).toBe(1);
    expect(reads.some((p) => p.includes(other?.id ?? 'none'))).toBe(false);
  });
});
