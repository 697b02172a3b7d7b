import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { World } from '../../../src/emulator/world.js';
import { setStateAt, stateAt } from '../../support/emulator-state.js';
import { scratchDirs } from '../../support/scratch-dirs.js';
import { API_TARGETS, startApiTarget, type TargetApi } from '../support/api-targets.js';
import { shown } from '../support/apply-harness.js';
import { HandApi } from '../support/drift-api.js';
import { docform, ROOT } from '../support/examples-cli.js';

const tempDir = scratchDirs('docform-deleted-by-hand-');
const FULL = join(ROOT, 'examples/full/docform.yaml');
const CERT = 'MIIC-deleted-by-hand-certificate';
const env = { OKTA_SAML_CERT: CERT, DOCFORM_SAML_OKTA_CERTIFICATE: CERT };

/** The id a file pins on the line holding `text` (an `id: X` on it, or on the next line). */
function pinnedNear(config: string, text: string): string | undefined {
  const lines = config.split('\n');
  const at = lines.findIndex((l) => l.includes(text));
  return /\bid: (\w+)/.exec(`${lines[at]} ${lines[at + 1] ?? ''}`)?.[1];
}

/**
 * A team adopts its org with `docform export`, commits it, runs `docform pin`, and lets a
 * nightly job run `docform drift`. Objects deleted by hand in the web app since then,
 * every one of them pinned by id, are drift (exit 2) listed beside the other drift of the
 * same night, never an error that hides it; the plan creates them again, with a warning
 * naming each stale id; a saved plan applies them; `docform pin` writes the new ids over
 * the stale ones; the next plan is empty.
 */
describe.each(API_TARGETS)('objects deleted by hand, against the %s', (target) => {
  let api: TargetApi;
  let hand: HandApi;
  let exported = '';
  let applied: World;
  const run = (args: string[], config = exported) =>
    docform([args[0]!, config, ...args.slice(1)], { apiUrl: api.url, env });
  const idOf = (path: string, field: string, value: string) => hand.idOf(path, field, value);

  beforeAll(async () => {
    api = await startApiTarget(target);
    hand = new HandApi(api.emulatorUrl);
    const apply = await run(['apply', '--auto-approve'], FULL);
    expect(apply.status, shown(apply)).toBe(0);
    exported = join(tempDir(), 'docform.yaml');
    const out = await docform(['export', '--organization', 'org_acme', '--output', exported], {
      apiUrl: api.url,
      env,
    });
    expect(out.status, shown(out)).toBe(0);
    const pin = await run(['pin']);
    expect(pin.status, shown(pin)).toBe(0);
    applied = await stateAt(api.emulatorUrl);
  });
  afterAll(async () => {
    await api.close();
  });
  beforeEach(async () => {
    await setStateAt(api.emulatorUrl, applied);
  });

  it('drift lists each with the rest of the night; apply restores them; pin writes the new ids', async () => {
    const config = readFileSync(exported, 'utf8');
    const portal = await hand.siteId('Developer Portal');
    const handbook = await hand.siteId('Handbook');
    const sdk = await idOf(`/orgs/org_acme/sites/${portal}/sections`, 'title', 'SDK');
    const changelog = await idOf(`/orgs/org_acme/sites/${portal}/site-spaces`, 'path', 'changelog');
    const engineering = await idOf('/orgs/org_acme/teams', 'title', 'Engineering');
    const okta = await idOf('/orgs/org_acme/saml', 'label', 'Okta');
    const deleted = {
      'team.engineering': engineering,
      'saml.okta': okta,
      'site.handbook': handbook,
      'site.developer-portal.group.Reference.section.SDK': sdk,
      'site.developer-portal.section.Guides.space.changelog': changelog,
    };
    for (const id of Object.values(deleted)) expect(config).toContain(`id: ${id}`);
    await hand.call('DELETE', `/orgs/org_acme/teams/${engineering}`);
    await hand.call('DELETE', `/orgs/org_acme/saml/${okta}`);
    await hand.call('DELETE', `/orgs/org_acme/sites/${handbook}`);
    await hand.call('DELETE', `/orgs/org_acme/sites/${portal}/sections/${sdk}`);
    await hand.call('DELETE', `/orgs/org_acme/sites/${portal}/site-spaces/${changelog}`);
    // and the same night, a title changed by hand
    const docs = await idOf('/orgs/org_acme/teams', 'title', 'Docs');
    await hand.call('PATCH', `/orgs/org_acme/teams/${docs}`, { title: 'Docs team' });

    const drift = await run(['drift', '--no-color']);
    expect(drift.status, shown(drift)).toBe(2);
    const report = drift.stdout + drift.stderr;
    expect(report).toContain('~ team.docs (team update)');
    for (const [address, id] of Object.entries(deleted)) {
      expect(report).toContain(`+ ${address} (`);
      expect(report).toMatch(
        new RegExp(
          `warning {2}pinned-id-deleted {2}[\\w ]+ ${escaped(address)} is pinned to id ${id}, which is not live: it was deleted outside docform`,
        ),
      );
    }
    expect(report).not.toMatch(/\berror\b/);

    const planFile = join(tempDir(), 'plan.json');
    const plan = await run(['plan', '--out', planFile, '--no-color']);
    expect(plan.status, shown(plan)).toBe(0);
    expect(plan.stdout + plan.stderr).toContain('docform pin');
    const apply = await docform(['apply', planFile, '--auto-approve'], { apiUrl: api.url, env });
    expect(apply.status, shown(apply)).toBe(0);
    const teams = api.world().teams.filter((t) => t.title === 'Engineering');
    expect(teams).toHaveLength(1);
    expect(teams[0]?.id).not.toBe(engineering);

    const pin = await run(['pin']);
    expect(pin.status, shown(pin)).toBe(0);
    const pinned = readFileSync(exported, 'utf8');
    for (const id of Object.values(deleted)) expect(pinned).not.toContain(`id: ${id}`);
    expect(pinnedNear(pinned, 'title: Engineering')).toBe(teams[0]?.id);
    const site = api.world().sites.find((s) => s.title === 'Handbook');
    expect(pinnedNear(pinned, 'title: Handbook')).toBe(site?.id);

    const after = await run(['plan', '--detailed-exitcode']);
    expect(after.status, shown(after)).toBe(0);
    expect(after.stdout + after.stderr).not.toContain('pinned-id');
  });

  it('a space named by id alone is not created: the error says to restore it', async () => {
    await hand.call('DELETE', '/spaces/spc_changelog');
    const plan = await run(['plan', '--no-color']);
    expect(plan.status, shown(plan)).toBe(1);
    expect(plan.stdout + plan.stderr).toMatch(
      /error {2}space-not-found {2}space spc_changelog \(changelog\) is not in organization org_acme\n\s+.*a space deleted by hand is restored in the app/,
    );
  });
});

/**
 * A space docform owns, pinned by `docform pin` (`owned: true` beside its id), deleted by
 * hand: drift names it, apply creates it again with the site space that shows it, pin
 * writes the new id, and the next plan is empty.
 */
describe.each(API_TARGETS)('an owned space deleted by hand, against the %s', (target) => {
  let api: TargetApi;
  let file = '';
  const run = (args: string[]) =>
    docform([args[0]!, file, ...args.slice(1)], { apiUrl: api.url, env });

  beforeAll(async () => {
    api = await startApiTarget(target);
    file = join(tempDir(), 'docform.yaml');
    writeFileSync(file, readFileSync(FULL, 'utf8'));
    const apply = await run(['apply', '--auto-approve']);
    expect(apply.status, shown(apply)).toBe(0);
    const pin = await run(['pin']);
    expect(pin.status, shown(pin)).toBe(0);
  });
  afterAll(async () => {
    await api.close();
  });

  it('is created again, and pin writes its new id', async () => {
    const stale = api.world().spaces.find((s) => s.title === 'Onboarding')?.id ?? '';
    expect(readFileSync(file, 'utf8')).toMatch(
      new RegExp(`onboarding:.*\\n +id: ${stale}\\n +owned: true\\n`),
    );
    await new HandApi(api.emulatorUrl).call('DELETE', `/spaces/${stale}`);

    const drift = await run(['drift', '--no-color']);
    expect(drift.status, shown(drift)).toBe(2);
    expect(drift.stdout).toContain('+ space.onboarding (space create)');
    expect(drift.stdout + drift.stderr).toContain(
      `warning  pinned-id-deleted  space space.onboarding is pinned to id ${stale}, which is not live`,
    );
    const apply = await run(['apply', '--auto-approve']);
    expect(apply.status, shown(apply)).toBe(0);
    const live = api.world().spaces.filter((s) => s.title === 'Onboarding' && !s.deletedAt);
    expect(live).toHaveLength(1);
    const made = live[0]?.id ?? '';
    expect(made).not.toBe(stale);
    expect(api.world().siteSpaces.some((s) => s.space === made)).toBe(true);

    const pin = await run(['pin']);
    expect(pin.status, shown(pin)).toBe(0);
    expect(readFileSync(file, 'utf8')).toMatch(
      new RegExp(`onboarding:.*\\n +id: ${made}\\n +owned: true\\n`),
    );
    const after = await run(['plan', '--detailed-exitcode']);
    expect(after.status, shown(after)).toBe(0);
  });
});

function escaped(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
