import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { scratchDirs } from '../../../support/scratch-dirs.js';
import { API_TARGETS, startApiTarget, type TargetApi } from '../../support/api-targets.js';
import { shown } from '../../support/apply-harness.js';
import { docform } from '../../support/examples-cli.js';

const tempDir = scratchDirs('docform-redirect-section-move-');

/**
 * Site portal (basename `basename`): `spc_api` at `path` in section `apiIn`, beside one
 * site space in each of Guides and Ref; `redirects` when given.
 */
const config = (apiIn: 'Guides' | 'Ref', path: string, basename = 'portal', redirects = '') => {
  const api = `, { space: spc_api, path: ${path} }`;
  return `version: 1
organization: org_acme
sites:
  portal:
    title: Portal
    basename: ${basename}
    sections:
      - title: Guides
        path: guides
        default: true
        spaces: [{ space: spc_guides, path: start, default: true }${apiIn === 'Guides' ? api : ''}]
      - title: Ref
        path: ref
        spaces: [{ space: spc_sdk, path: sdk, default: true }${apiIn === 'Ref' ? api : ''}]
${redirects}policy:
  redirectOnPathChange: true
`;
};

interface JsonPlan {
  readonly changes: { address: string; action: string }[];
  readonly diagnostics: { code: string; address?: string; message: string; location?: unknown }[];
}

/**
 * Under `policy.redirectOnPathChange`, a site space moved to another section (a new site
 * space, its published path prefixed by the new section's) gets the redirect from its
 * old full path, which waits for the new site space; the redirects planned for its
 * earlier paths are pointed at the new one, so the chain holds; a declared source is not
 * planned twice. A basename change plans no redirect (the old URL is not the site's)
 * and says so at the basename.
 */
describe.each(API_TARGETS)(
  'redirects for a site space moved to another section against the %s',
  (target) => {
    let api: TargetApi;
    let file = '';
    const run = (args: string[]) =>
      docform([args[0]!, file, ...args.slice(1)], { apiUrl: api.url });
    const apiSiteSpace = () => api.world().siteSpaces.find((s) => s.space === 'spc_api')?.id;
    const redirects = () =>
      api
        .world()
        .siteRedirects.map((r) => `${r.source} -> ${JSON.stringify(r.destination)}`)
        .sort();

    beforeAll(async () => {
      api = await startApiTarget(target);
      file = join(tempDir(), 'docform.yaml');
      writeFileSync(file, config('Guides', 'v1'));
      const first = await run(['apply', '--auto-approve']);
      expect(first.status, shown(first)).toBe(0);
      // a first move inside the section: /guides/v1/* -> the site space
      writeFileSync(file, config('Guides', 'api'));
      const second = await run(['apply', '--auto-approve']);
      expect(second.status, shown(second)).toBe(0);
      expect(redirects()).toHaveLength(1);
    });
    afterAll(async () => {
      await api.close();
    });

    it('plans the redirect from the old full path to the new site space, and re-points the earlier one', async () => {
      writeFileSync(file, config('Ref', 'api'));
      const plan = await run(['plan']);
      expect(plan.status, shown(plan)).toBe(0);
      expect(plan.stdout).toContain('+ site.portal.redirect."/guides/api/*" (redirect create)');
      expect(plan.stdout).toContain(
        'moves from /guides/api to /ref/api (to another section: a new site space)',
      );
      expect(plan.stdout).toContain('~ site.portal.redirect."/guides/v1/*" (redirect update)');
      expect(plan.stdout).toContain(
        '# /guides/v1/* led to the site space replaced by site.portal.section.Ref.space.spc_api (moved to another section): it now leads to the new one, at /ref/api',
      );
      const apply = await run(['apply', '--auto-approve', '--allow-delete']);
      expect(apply.status, shown(apply)).toBe(0);
      const to = JSON.stringify({ kind: 'site-space', siteSpaceId: apiSiteSpace() });
      expect(redirects()).toEqual([`/guides/api/* -> ${to}`, `/guides/v1/* -> ${to}`]);
      expect((await run(['plan', '--detailed-exitcode'])).status).toBe(0);
    });

    it('a declared redirect of the old path is not planned twice', async () => {
      const declared = '    redirects:\n      /ref/api/*: https://acme.example/api\n';
      writeFileSync(file, config('Guides', 'api', 'portal', declared));
      const plan = await run(['plan', '--format', 'json']);
      expect(plan.status, plan.stderr).toBe(0);
      const doc = JSON.parse(plan.stdout) as JsonPlan;
      const redirectChanges = doc.changes
        .filter((c) => c.address.includes('.redirect.'))
        .map((c) => `${c.action} ${c.address}`);
      expect(redirectChanges).toContain('create site.portal.redirect."/ref/api/*"');
      expect(redirectChanges.filter((c) => c.includes('"/ref/api/*"'))).toHaveLength(1);
      expect(
        doc.diagnostics.find(
          (d) => d.address === 'site.portal.redirect."/ref/api/*"' && d.code === 'redirect-reason',
        ),
      ).toBeUndefined();
      const apply = await run(['apply', '--auto-approve', '--allow-delete']);
      expect(apply.status, shown(apply)).toBe(0);
      expect((await run(['plan', '--detailed-exitcode'])).status).toBe(0);
    });

    it('a basename change plans no redirect and warns at the basename that old links break', async () => {
      const declared = '    redirects:\n      /ref/api/*: https://acme.example/api\n';
      writeFileSync(file, config('Guides', 'api', 'portal-docs', declared));
      const plan = await run(['plan', '--format', 'json']);
      expect(plan.status, plan.stderr).toBe(0);
      const doc = JSON.parse(plan.stdout) as JsonPlan;
      expect(doc.changes.map((c) => `${c.action} ${c.address}`)).toEqual(['update site.portal']);
      const warning = doc.diagnostics.find((d) => d.code === 'basename-change-breaks-links');
      expect(warning?.message).toContain('from portal to portal-docs');
      expect(warning?.location).toMatchObject({ line: 6 });
      const text = await run(['plan']);
      expect(text.stdout).toMatch(/docform\.yaml:6:15 +warning +basename-change-breaks-links/);
    });
  },
);
