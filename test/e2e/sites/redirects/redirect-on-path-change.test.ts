import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { scratchDirs } from '../../../support/scratch-dirs.js';
import { API_TARGETS, startApiTarget, type TargetApi } from '../../support/api-targets.js';
import { shown } from '../../support/apply-harness.js';
import { docform } from '../../support/examples-cli.js';

const tempDir = scratchDirs('docform-redirect-on-path-change-');

/** A site whose one site space sits at `path` in section Guides; `redirects` when given. */
const config = (path: string, redirects = '') => `version: 1
organization: org_acme
sites:
  portal:
    title: Portal
    sections:
      - title: Guides
        path: guides
        default: true
        spaces: [{ space: spc_guides, path: ${path}, default: true }]
${redirects}policy:
  redirectOnPathChange: true
`;

interface JsonPlan {
  readonly changes: { address: string; action: string }[];
  readonly diagnostics: { code: string; address?: string; message: string }[];
}

/**
 * Under `policy.redirectOnPathChange`, a plan that changes a site space's path also
 * plans a redirect from its old path (`/old/*`, the rest captured) to the site space
 * itself, typed; a second move keeps the first redirect (it still reaches the site
 * space) and adds one from the second old path; a declared redirect of the same source
 * is not duplicated.
 */
describe.each(API_TARGETS)('redirects for moved paths against the %s', (target) => {
  let api: TargetApi;
  let file = '';
  const run = (args: string[]) => docform([args[0]!, file, ...args.slice(1)], { apiUrl: api.url });
  const redirects = () =>
    api
      .world()
      .siteRedirects.map(
        (r) => `${r.source} -> ${JSON.stringify(r.destination)} ${r.captureWildcard}`,
      )
      .sort();
  const siteSpaceId = () => api.world().siteSpaces.find((s) => s.space === 'spc_guides')?.id;

  beforeAll(async () => {
    api = await startApiTarget(target);
    file = join(tempDir(), 'docform.yaml');
    writeFileSync(file, config('start'));
    const first = await run(['apply', '--auto-approve']);
    expect(first.status, shown(first)).toBe(0);
  });
  afterAll(async () => {
    await api.close();
  });

  it('a changed path plans the redirect from the old path, with its reason', async () => {
    writeFileSync(file, config('begin'));
    const plan = await run(['plan']);
    expect(plan.status, shown(plan)).toBe(0);
    expect(plan.stdout).toContain('+ site.portal.redirect."/guides/start/*" (redirect create)');
    expect(plan.stdout).toMatch(/moves from \/guides\/start to \/guides\/begin/);
    const apply = await run(['apply', '--auto-approve']);
    expect(apply.status, shown(apply)).toBe(0);
    const to = JSON.stringify({ kind: 'site-space', siteSpaceId: siteSpaceId() });
    expect(redirects()).toEqual([`/guides/start/* -> ${to} true`]);
    expect((await run(['plan', '--detailed-exitcode'])).status).toBe(0);
  });

  it('a second change of the same path chains: both old paths reach the site space', async () => {
    writeFileSync(file, config('welcome', '    redirects: {}\n'));
    const plan = await run(['plan', '--format', 'json']);
    const doc = JSON.parse(plan.stdout) as JsonPlan;
    expect(doc.changes.map((c) => `${c.action} ${c.address}`)).toEqual([
      'update site.portal.section.Guides.space.spc_guides',
      'create site.portal.redirect."/guides/begin/*"',
    ]);
    const apply = await run(['apply', '--auto-approve']);
    expect(apply.status, shown(apply)).toBe(0);
    const to = JSON.stringify({ kind: 'site-space', siteSpaceId: siteSpaceId() });
    expect(redirects()).toEqual([`/guides/begin/* -> ${to} true`, `/guides/start/* -> ${to} true`]);
    expect((await run(['plan', '--detailed-exitcode'])).status).toBe(0);
  });

  it('a declared redirect of the old path is not duplicated, and a path moved back drops its redirect', async () => {
    const declared = '    redirects:\n      /guides/welcome/*: https://acme.example/archive\n';
    writeFileSync(file, config('start', declared));
    const plan = await run(['plan', '--format', 'json']);
    const doc = JSON.parse(plan.stdout) as JsonPlan;
    expect(doc.changes.map((c) => `${c.action} ${c.address}`)).toEqual([
      'update site.portal.section.Guides.space.spc_guides',
      'create site.portal.redirect."/guides/welcome/*"',
      'delete site.portal.redirect."/guides/start/*"',
    ]);
    const apply = await run(['apply', '--auto-approve', '--allow-delete']);
    expect(apply.status, shown(apply)).toBe(0);
    expect((await run(['plan', '--detailed-exitcode'])).status).toBe(0);
  });
});
