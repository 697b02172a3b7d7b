import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { World } from '../../../src/emulator/world.js';
import { setStateAt, stateAt } from '../../support/emulator-state.js';
import { scratchDirs } from '../../support/scratch-dirs.js';
import { API_TARGETS, startApiTarget, type TargetApi } from '../support/api-targets.js';
import { shown } from '../support/apply-harness.js';
import { HandApi } from '../support/drift-api.js';
import { docform, ROOT } from '../support/examples-cli.js';

const tempDir = scratchDirs('docform-switched-by-hand-');
const FULL = join(ROOT, 'examples/full/docform.yaml');
const env = { OKTA_SAML_CERT: 'MIIC-switched-by-hand-certificate' };

/**
 * State switched by hand in the app on objects docform manages: a share link of the full
 * example switched off, and a declared redirect made a draft (no longer served). Each is
 * drift, and one apply restores it in place (the same link, with its URL; the same
 * redirect, made live again), never a second one beside it.
 */
describe.each(API_TARGETS)('state switched by hand, against the %s', (target) => {
  let api: TargetApi;
  let hand: HandApi;
  let applied: World;
  const run = (args: string[], config = FULL) =>
    docform([args[0]!, config, ...args.slice(1)], { apiUrl: api.url, env });
  const link = () => api.world().siteShareLinks.find((l) => l.name === 'acme-partners');
  const redirects = () => api.world().siteRedirects.filter((r) => r.source === '/status');

  beforeAll(async () => {
    api = await startApiTarget(target);
    hand = new HandApi(api.emulatorUrl);
    const apply = await run(['apply', '--auto-approve']);
    expect(apply.status, shown(apply)).toBe(0);
    applied = await stateAt(api.emulatorUrl);
  });
  afterAll(async () => {
    await api.close();
  });
  beforeEach(async () => {
    await setStateAt(api.emulatorUrl, applied);
  });

  it('a share link switched off: drift, and the apply switches the same link back on', async () => {
    const before = link();
    expect(before?.active).toBe(true);
    const partners = await hand.siteId('Partner Docs');
    await hand.call('PATCH', `/orgs/org_acme/sites/${partners}/share-links/${before?.id}`, {
      active: false,
    });
    const drift = await run(['drift', '--no-color']);
    expect(drift.status, shown(drift)).toBe(2);
    expect(drift.stdout).toContain('~ site.partners (site update)');
    // the same link, by name: live off, the YAML's on
    expect(drift.stdout).toContain('~ acme-partners.active: false -> true');

    const apply = await run(['apply', '--auto-approve']);
    expect(apply.status, shown(apply)).toBe(0);
    expect(link()).toMatchObject({ id: before?.id, key: before?.key, active: true });
    const again = await run(['plan', '--detailed-exitcode']);
    expect(again.status, shown(again)).toBe(0);
  });

  it('a redirect made a draft: drift, and the apply makes it live again, with no second one', async () => {
    const [redirect] = redirects();
    const handbook = await hand.siteId('Handbook');
    await hand.call('PATCH', `/orgs/org_acme/sites/${handbook}/redirects/${redirect?.id}`, {
      draft: true,
    });
    const drift = await run(['drift', '--no-color']);
    expect(drift.status, shown(drift)).toBe(2);
    expect(drift.stdout).toContain('~ site.handbook.redirect."/status" (redirect update)');
    expect(drift.stdout).toContain('draft: true -> false');

    const apply = await run(['apply', '--auto-approve']);
    expect(apply.status, shown(apply)).toBe(0);
    expect(redirects()).toEqual([expect.objectContaining({ id: redirect?.id, draft: false })]);
    const again = await run(['plan', '--detailed-exitcode']);
    expect(again.status, shown(again)).toBe(0);
  });

  it('a link declared `active: false` is kept off, and switched off again after a hand switch', async () => {
    const file = join(tempDir(), 'docform.yaml');
    writeFileSync(
      file,
      `version: 1
organization: org_acme
sites:
  partners:
    title: Partner Docs
    visibility: share-link
    shareLinks: [{ name: acme-partners, active: false }, { name: press }, { name: beta, active: false }]
`,
    );
    const off = await run(['apply', '--auto-approve'], file);
    expect(off.status, shown(off)).toBe(0);
    expect(link()?.active).toBe(false);
    expect(api.world().siteShareLinks.find((l) => l.name === 'press')?.active).toBe(true);
    const quiet = await run(['plan', '--detailed-exitcode'], file);
    expect(quiet.status, shown(quiet)).toBe(0);

    const site = await hand.siteId('Partner Docs');
    await hand.call('PATCH', `/orgs/org_acme/sites/${site}/share-links/${link()?.id}`, {
      active: true,
    });
    const drift = await run(['drift'], file);
    expect(drift.status, shown(drift)).toBe(2);
    const apply = await run(['apply', '--auto-approve'], file);
    expect(apply.status, shown(apply)).toBe(0);
    expect(link()?.active).toBe(false);
  });
});
