import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { scratchDirs } from '../../support/scratch-dirs.js';
import { API_TARGETS, startApiTarget, type TargetApi } from '../support/api-targets.js';
import { shown } from '../support/apply-harness.js';
import { HandApi } from '../support/drift-api.js';
import { docform } from '../support/examples-cli.js';

const tempDir = scratchDirs('docform-drift-attention-');

const CONFIG = `version: 1
organization: org_acme
spaces:
  guides:
    id: spc_guides
    permissions:
      members:
        bob@acme.example: read
sites:
  portal:
    title: Portal
    visibility: unlisted
`;

/**
 * The nightly drift report opens with what the live organization holds beyond the YAML,
 * in each format: a grant raised to admin and a site made public by hand, neither of
 * which went through a review. What the YAML holds beyond the live side (a grant lowered
 * by hand) is drift, not attention.
 */
describe.each(API_TARGETS)('drift against the %s', (target) => {
  let api: TargetApi;
  let file = '';
  const run = (...args: string[]) => docform(['drift', file, ...args], { apiUrl: api.url });

  beforeAll(async () => {
    api = await startApiTarget(target);
    file = join(tempDir(), 'docform.yaml');
    writeFileSync(file, CONFIG);
    const apply = await docform(['apply', file, '--auto-approve'], { apiUrl: api.url });
    expect(apply.status, shown(apply)).toBe(0);
    const hand = new HandApi(api.emulatorUrl);
    await hand.call('PATCH', '/spaces/spc_guides/permissions/users/usr_bob', { role: 'admin' });
    const site = await hand.siteId('Portal');
    await hand.call('PATCH', `/orgs/org_acme/sites/${site}`, { visibility: 'public' });
  });
  afterAll(() => api.close());

  it('Markdown: the attention section under the headline, worded for drift', async () => {
    const report = await run('--format', 'markdown');
    expect(report.status, shown(report)).toBe(2);
    const lines = report.stdout.split('\n');
    const heading = lines.findIndex((l) => l.startsWith('#### ⚠️ Needs attention (2)'));
    expect(heading, report.stdout).toBeGreaterThan(0);
    expect(heading).toBeLessThan(lines.findIndex((l) => l.startsWith('| | Address')));
    expect(report.stdout).toContain('**Privilege the live org holds beyond the YAML**');
    expect(report.stdout).toContain(
      '- `space.guides`: member `bob@acme.example` on `space.guides`: `admin` in the live org, `read` in the YAML',
    );
    expect(report.stdout).toContain(
      '- `site.portal`: `visibility`: `"public"` in the live org, `"unlisted"` in the YAML',
    );
  });

  it('text and JSON say the same', async () => {
    const text = await run();
    expect(text.status, shown(text)).toBe(2);
    expect(text.stdout.split('\n')[0]).toBe('Needs attention (2): privilege 1, access 1');
    const json = await run('--format', 'json');
    const doc = JSON.parse(json.stdout) as { attention: { category: string; message: string }[] };
    expect(doc.attention.map((a) => `${a.category}: ${a.message}`)).toEqual([
      'privilege: member bob@acme.example on space.guides: admin in the live org, read in the YAML',
      'access: visibility: "public" in the live org, "unlisted" in the YAML',
    ]);
  });
});
