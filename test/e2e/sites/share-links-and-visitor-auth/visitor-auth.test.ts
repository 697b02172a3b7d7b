import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { API_TARGETS } from '../../support/api-targets.js';
import { useConfigOnTarget } from '../../support/config-on-target.js';
import { docform } from '../../support/examples-cli.js';
import { clearJournalAt, journalAt } from '../../../support/emulator-journal.js';

/**
 * A site's visitor authentication (`visitorAuth:`), on both API targets: the declared
 * fields are set and then plan nothing; the signing key the API answers beside them is
 * never in a plan (text, JSON, saved), an apply, a drift report or an export; a field
 * changed by hand is drift, one line under the field, and an apply puts it back; the
 * export writes the settings and plans empty; only the sites that declare it are read.
 */
const CONFIG = `version: 1
organization: org_acme
sites:
  portal:
    title: Portal
    visibility: visitor-auth
    visitorAuth:
      backend: custom
      fallbackURL: https://login.acme.example/docs
  plain:
    title: Plain Site
`;

interface Auth {
  readonly backend: string;
  readonly privateKey: string;
  readonly fallbackURL?: string;
  readonly logoutURL?: string;
}

describe.each(API_TARGETS)('visitor authentication against the %s', (target) => {
  const suite = useConfigOnTarget(target, {
    prefix: 'docform-visitor-auth-',
    files: { 'docform.yaml': CONFIG },
  });
  const { run } = suite;
  let portal: string;
  let plain: string;
  const auth = () => suite.hand.call<Auth>('GET', `/orgs/org_acme/sites/${portal}/publishing/auth`);

  beforeAll(async () => {
    const apply = await run(['apply', '--auto-approve']);
    expect(apply.status, apply.stderr).toBe(0);
    portal = await suite.hand.siteId('Portal');
    plain = await suite.hand.siteId('Plain Site');
  });

  it('the apply set the declared fields, and the next plan is empty', async () => {
    const now = await auth();
    expect(now.backend).toBe('custom');
    expect(now.fallbackURL).toBe('https://login.acme.example/docs');
    const again = await run(['plan', '--detailed-exitcode']);
    expect(again.status, again.stdout + again.stderr).toBe(0);
  });

  it('a field changed by hand is drift, one line under the field; apply puts it back', async () => {
    await suite.hand.call('PATCH', `/orgs/org_acme/sites/${portal}/publishing/auth`, {
      backend: 'custom',
      fallbackURL: 'https://elsewhere.example/login',
    });
    const drift = await run(['drift']);
    expect(drift.status, drift.stderr).toBe(2);
    expect(drift.stdout).toContain(
      [
        '      visitorAuth:',
        '        ~ fallbackURL: "https://elsewhere.example/login" -> "https://login.acme.example/docs"',
      ].join('\n'),
    );
    const apply = await run(['apply', '--auto-approve']);
    expect(apply.status, apply.stderr).toBe(0);
    expect((await auth()).fallbackURL).toBe('https://login.acme.example/docs');
    const again = await run(['plan', '--detailed-exitcode']);
    expect(again.status, again.stdout).toBe(0);
  });

  it('never shows the signing key: plans, a saved plan, apply, drift and export', async () => {
    // a change to plan, so that the outputs hold the field's before and after
    await suite.hand.call('PATCH', `/orgs/org_acme/sites/${portal}/publishing/auth`, {
      backend: 'custom',
      logoutURL: 'https://login.acme.example/bye',
    });
    const key = (await auth()).privateKey;
    expect(key.length).toBeGreaterThan(8);
    const outputs = [
      await run(['plan']),
      await run(['plan', '--format', 'json']),
      await run(['plan', '--format', 'markdown']),
      await run(['plan', '--out', 'saved.json']),
      await run(['drift', '--format', 'json']),
      await run(['show', 'saved.json']),
      await run(['apply', 'saved.json', '--auto-approve']),
      await run(['export', '--organization', 'org_acme', '--output', 'exported.yaml']),
    ];
    const saved = readFileSync(join(suite.dir, 'saved.json'), 'utf8');
    const exported = readFileSync(join(suite.dir, 'exported.yaml'), 'utf8');
    const text = [...outputs.map((o) => `${o.stdout}${o.stderr}`), saved, exported].join('\n');
    expect(text).toContain('visitorAuth');
    expect(text).not.toContain(key);
  });

  it('export writes the settings of a visitor-auth site, and the export plans empty', async () => {
    const out = await run(['export', '--organization', 'org_acme', '--output', 'again.yaml']);
    expect(out.status, out.stderr).toBe(0);
    const exported = parse(readFileSync(join(suite.dir, 'again.yaml'), 'utf8')) as {
      sites: Record<string, { title: string; visitorAuth?: Record<string, unknown> }>;
    };
    const sites = Object.values(exported.sites);
    expect(sites.find((s) => s.title === 'Portal')?.visitorAuth).toEqual({
      backend: 'custom',
      fallbackURL: 'https://login.acme.example/docs',
      logoutURL: 'https://login.acme.example/bye',
    });
    expect(sites.find((s) => s.title === 'Plain Site')).not.toHaveProperty('visitorAuth');
    const plan = await run(['plan', 'again.yaml', '--detailed-exitcode']);
    expect(plan.status, plan.stdout + plan.stderr).toBe(0);
  });

  it('the settings are read only for the sites that declare them', async () => {
    await clearJournalAt(suite.api.url);
    const plan = await run(['plan']);
    expect(plan.status, plan.stderr).toBe(0);
    const journal = await journalAt(suite.api.url);
    const reads = journal.filter((r) => r.path.endsWith('/publishing/auth')).map((r) => r.path);
    expect(reads).toEqual([`/v1/orgs/org_acme/sites/${portal}/publishing/auth`]);
    expect(reads.join()).not.toContain(plain);
  });

  it('plans with a token that may not read the settings, saying it left them out', async () => {
    const plan = await docform(['plan', '--detailed-exitcode'], {
      apiUrl: suite.api.url,
      cwd: suite.dir,
      token: 'carol-token',
    });
    expect(plan.status, plan.stdout + plan.stderr).toBe(0);
    expect(`${plan.stdout}${plan.stderr}`).toContain('visitor-auth-unreadable');
  });

  it('declared on a site whose visibility is public, it is an error at the visitorAuth: key', async () => {
    writeFileSync(
      join(suite.dir, 'public.yaml'),
      CONFIG.replace('visibility: visitor-auth', 'visibility: public'),
    );
    const check = await run(['validate', 'public.yaml']);
    const said = `${check.stdout}${check.stderr}`;
    expect(check.status, said).toBe(1);
    // at the `visitorAuth:` key itself, not at the first key of its map
    expect(said).toMatch(/public\.yaml:7:5\b/);
    expect(said).toContain('visitor-auth-visibility');
  });

  it('a URL from the environment is refused at its line: the settings are shown in plans', async () => {
    writeFileSync(
      join(suite.dir, 'env.yaml'),
      CONFIG.replace('https://login.acme.example/docs', '${env:LOGIN_URL}'),
    );
    const secret = 'https://login.acme.example/docs?token=s3cr3t-from-env';
    const check = await docform(['validate', 'env.yaml'], {
      cwd: suite.dir,
      env: { LOGIN_URL: secret },
    });
    const said = `${check.stdout}${check.stderr}`;
    expect(check.status, said).toBe(1);
    expect(said).toMatch(/env\.yaml:9:\d+/);
    expect(said).toContain('secret-not-allowed');
    expect(said).not.toContain('s3cr3t');
  });
});
