import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fetchAs } from '../../../support/fetch-as.js';
import { scratchDirs } from '../../../support/scratch-dirs.js';
import { API_TARGETS, startApiTarget, type TargetApi } from '../../support/api-targets.js';
import { shown } from '../../support/apply-harness.js';
import { docform } from '../../support/examples-cli.js';

const tempDir = scratchDirs('docform-site-redirects-');

const config = (redirects: string) => `version: 1
organization: org_acme
sites:
  portal:
    title: Portal
    sections:
      - title: Guides
        path: guides
        default: true
        spaces: [{ space: spc_guides, path: start, default: true }]
    redirects:
${redirects}`;

const DECLARED = `      /old-guides/*: /guides
      /legacy-api: https://api.acme.example/reference
      /start-here: { destination: /guides/start, permanent: true }
`;

interface JsonPlan {
  readonly changes: { address: string; action: string; fields?: { path: string }[] }[];
}

/**
 * A site's `redirects:` are authoritative, keyed by source: a path of the site is sent
 * as the typed destination of the section or site space serving it, an URL as an
 * external one; an undeclared live redirect is deleted behind --allow-delete; `export`
 * writes them back (the short form where it round-trips) and its output plans empty.
 */
describe.each(API_TARGETS)('site redirects against the %s', (target) => {
  let api: TargetApi;
  let dir = '';
  const file = () => join(dir, 'docform.yaml');
  const run = (args: string[]) =>
    docform([args[0]!, file(), ...args.slice(1)], { apiUrl: api.url });
  const held = () =>
    api
      .world()
      .siteRedirects.map((r) => ({
        source: r.source,
        destination: r.destination,
        permanent: r.permanent,
      }))
      .sort((a, b) => (a.source < b.source ? -1 : 1));

  beforeAll(async () => {
    api = await startApiTarget(target);
    dir = tempDir();
  });
  afterAll(async () => {
    await api.close();
  });

  it('plans each declared redirect, applies typed destinations, and the next plan is empty', async () => {
    writeFileSync(file(), config(DECLARED));
    const plan = await run(['plan']);
    expect(plan.status, shown(plan)).toBe(0);
    expect(plan.stdout).toContain('+ site.portal.redirect."/legacy-api"');
    const apply = await run(['apply', '--auto-approve']);
    expect(apply.status, shown(apply)).toBe(0);
    const world = api.world();
    const section = world.siteNodes.find((n) => n.title === 'Guides');
    const siteSpace = world.siteSpaces.find((s) => s.space === 'spc_guides');
    expect(held()).toEqual([
      {
        source: '/legacy-api',
        destination: { kind: 'external', url: 'https://api.acme.example/reference' },
        permanent: false,
      },
      {
        source: '/old-guides/*',
        destination: { kind: 'site-section', siteSectionId: section?.id },
        permanent: false,
      },
      {
        source: '/start-here',
        destination: { kind: 'site-space', siteSpaceId: siteSpace?.id },
        permanent: true,
      },
    ]);
    const again = await run(['plan', '--detailed-exitcode']);
    expect(again.status, shown(again)).toBe(0);
  });

  it('a changed destination is an update; an undeclared redirect is deleted only with --allow-delete', async () => {
    writeFileSync(
      file(),
      config(`      /old-guides/*: https://acme.example/guides
      /start-here: { destination: /guides/start, permanent: true }
`),
    );
    const plan = await run(['plan', '--format', 'json']);
    const { changes } = JSON.parse(plan.stdout) as JsonPlan;
    expect(changes.map((c) => [c.address, c.action, (c.fields ?? []).map((f) => f.path)])).toEqual([
      ['site.portal.redirect."/old-guides/*"', 'update', ['destination']],
      ['site.portal.redirect."/legacy-api"', 'delete', ['source', 'destination']],
    ]);
    const refused = await run(['apply', '--auto-approve']);
    expect(refused.status, shown(refused)).toBe(1);
    expect(held()).toHaveLength(3);
    const apply = await run(['apply', '--auto-approve', '--allow-delete']);
    expect(apply.status, shown(apply)).toBe(0);
    expect(held().map((r) => r.source)).toEqual(['/old-guides/*', '/start-here']);
    expect((await run(['plan', '--detailed-exitcode'])).status).toBe(0);
  });

  it('drift reports a redirect changed by hand, and the next apply puts it back', async () => {
    const record = api.world().siteRedirects.find((r) => r.source === '/start-here');
    const path = `/v1/orgs/org_acme/sites/${record?.site}/redirects/${record?.id}`;
    const edited = await fetchAs(api.emulatorUrl, 'dev-token', 'PATCH', path, {
      json: { permanent: false },
    });
    expect(edited.status, edited.text).toBe(200);
    const drift = await run(['drift']);
    expect(drift.status, shown(drift)).toBe(2);
    expect(drift.stdout).toContain('~ site.portal.redirect."/start-here"');
    expect(drift.stdout).toContain('permanent: false -> true');
    expect((await run(['apply', '--auto-approve'])).status).toBe(0);
    expect(held().find((r) => r.source === '/start-here')?.permanent).toBe(true);
  });

  it('export writes the redirects back, and the export plans empty', async () => {
    const out = join(dir, 'exported', 'docform.yaml');
    const exported = await docform(
      ['export', '--organization', 'org_acme', '--output', `${dir}/exported/`],
      {
        apiUrl: api.url,
      },
    );
    expect(exported.status, shown(exported)).toBe(0);
    const text = readFileSync(out, 'utf8');
    expect(text).toMatch(/\/old-guides\/\*["']?: https:\/\/acme\.example\/guides/);
    expect(text).toMatch(/\/start-here["']?:\n\s+destination: \/guides\/start\n\s+permanent: true/);
    const plan = await docform(['plan', out, '--detailed-exitcode'], { apiUrl: api.url });
    expect(plan.status, shown(plan)).toBe(0);
  });
});
