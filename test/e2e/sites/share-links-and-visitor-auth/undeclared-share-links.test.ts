import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { scratchDirs } from '../../../support/scratch-dirs.js';
import { API_TARGETS, startApiTarget } from '../../support/api-targets.js';
import type { TargetApi } from '../../support/api-targets.js';
import { shown } from '../../support/apply-harness.js';
import { HandApi } from '../../support/drift-api.js';
import { docform } from '../../support/examples-cli.js';
import { clearJournalAt, journalAt } from '../../../support/emulator-journal.js';

const tempDir = scratchDirs('docform-undeclared-links-');

/** Declared: every link by name; undeclared: none, and the wiki's visibility left to the app. */
const config = (declared: boolean) => `version: 1
organization: org_acme
sites:
  portal:
    title: Portal
    visibility: share-link${declared ? '\n    shareLinks: [partners, press]' : ''}
  wiki:
    title: Wiki${declared ? '\n    visibility: share-link\n    shareLinks: [staff]' : ''}
  blog:
    title: Blog
    visibility: public
`;

interface JsonPlan {
  readonly changes: readonly unknown[];
  readonly unmanaged: readonly Record<string, unknown>[];
  readonly diagnostics: readonly { code: string; address?: string; hint?: string }[];
}

/**
 * A site that stops declaring `shareLinks:` no longer manages its links: nothing is
 * revoked, and each live link is listed as unmanaged with its state (one switched off by
 * hand reads so), in text, Markdown and JSON, with a note that `shareLinks: []` deletes
 * them. Links are read only where they open the site (visibility share-link, declared or
 * live), not on a public one. On the emulator and through the official gateway.
 */
describe.each(API_TARGETS)('share links a config stops declaring, against the %s', (target) => {
  let api: TargetApi;
  let file = '';
  const run = (args: string[]) => docform([args[0]!, file, ...args.slice(1)], { apiUrl: api.url });
  const held = () =>
    api
      .world()
      .siteShareLinks.map((l) => `${l.name} ${String(l.active)}`)
      .sort();

  beforeAll(async () => {
    api = await startApiTarget(target);
    file = join(tempDir(), 'docform.yaml');
    writeFileSync(file, config(true));
    const apply = await run(['apply', '--auto-approve']);
    expect(apply.status, shown(apply)).toBe(0);
    // switched off by hand in the web app
    const hand = new HandApi(api.emulatorUrl);
    const site = await hand.siteId('Portal');
    const links = `/orgs/org_acme/sites/${site}/share-links`;
    const press = await hand.idOf(links, 'name', 'press');
    await hand.call('PATCH', `${links}/${press}`, { active: false });
    // a link on a public site opens nothing: docform does not read it
    const blog = await hand.siteId('Blog');
    await hand.call('POST', `/orgs/org_acme/sites/${blog}/share-links`, { name: 'stale' });
    writeFileSync(file, config(false));
  });
  afterAll(async () => {
    await api.close();
  });

  it('revokes nothing, and lists each link with its state in text, with the note on the site', async () => {
    expect((await run(['plan', '--detailed-exitcode'])).status).toBe(0);
    expect(held()).toEqual(['partners true', 'press false', 'staff true', 'stale true']);
    const plan = await run(['plan', '--no-color']);
    expect(plan.stdout).toContain(
      'Unmanaged (live, not in the YAML, left alone):\n' +
        '  site.portal.shareLink."partners" (share link on site.portal): active\n' +
        '  site.portal.shareLink."press" (share link on site.portal): switched off\n' +
        '  site.wiki.shareLink."staff" (share link on site.wiki): active\n\n',
    );
    expect(plan.stdout).toMatch(
      /docform\.yaml:4:3 {2}warning {2}collection-not-declared {2}site\.portal holds 2 share links that the config does not declare \(no `shareLinks:`\): docform leaves them alone and lists them as unmanaged\n {6}declare them under `shareLinks:` to manage them, or `shareLinks: \[\]` to delete every one \(with --allow-delete\)\n/,
    );
  });

  it('reads no link of a site whose visibility is not share-link', async () => {
    const blog = api.world().sites.find((site) => site.title === 'Blog');
    await clearJournalAt(api.emulatorUrl);
    const plan = await run(['plan', '--format', 'json']);
    const reads = (await journalAt(api.emulatorUrl)).filter((r) => r.path.includes('/share-links'));
    expect(reads).toHaveLength(2);
    expect(reads.some((r) => r.path.includes(blog?.id ?? 'none'))).toBe(false);
    expect(plan.stdout).not.toContain('stale');
  });

  it('lists them in Markdown', async () => {
    const plan = await run(['plan', '--format', 'markdown']);
    expect(plan.stdout).toContain('#### Unmanaged (live, not in the YAML, left alone)');
    expect(plan.stdout).toMatch(
      /- `site\.portal\.shareLink\."partners"` \(share link on site\S*portal\): active\n- `site\.portal\.shareLink\."press"` \(share link on site\S*portal\): switched off/,
    );
  });

  it('lists them in JSON with their state', async () => {
    const plan = JSON.parse((await run(['plan', '--format', 'json'])).stdout) as JsonPlan;
    expect(plan.changes).toEqual([]);
    expect(plan.unmanaged.map((u) => u.address)).toEqual([
      'site.portal.shareLink."partners"',
      'site.portal.shareLink."press"',
      'site.wiki.shareLink."staff"',
    ]);
    expect(plan.unmanaged.slice(0, 2)).toEqual([
      {
        address: 'site.portal.shareLink."partners"',
        kind: 'site',
        id: 'partners',
        title: 'partners',
        part: 'share-link',
        on: 'site.portal',
        active: true,
      },
      {
        address: 'site.portal.shareLink."press"',
        kind: 'site',
        id: 'press',
        title: 'press',
        part: 'share-link',
        on: 'site.portal',
        active: false,
      },
    ]);
    expect(plan.diagnostics.map((d) => `${d.code} ${d.address ?? ''}`)).toEqual([
      'collection-not-declared site.portal',
      'collection-not-declared site.wiki',
    ]);
  });
});
