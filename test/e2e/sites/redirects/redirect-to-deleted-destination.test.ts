import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { scratchDirs } from '../../../support/scratch-dirs.js';
import { startApiTarget, type TargetApi } from '../../support/api-targets.js';
import { shown } from '../../support/apply-harness.js';
import { docform } from '../../support/examples-cli.js';

const tempDir = scratchDirs('docform-redirect-to-deleted-');

const OLD_API = '      /old-api: /guides/api\n';
const OLD_REF = '      /old-ref: /ref\n';

/**
 * Site portal: section Guides with `spc_guides` (and `spc_api` at `api` when `api`),
 * section Ref when `ref`; `redirects` the YAML under `redirects:` (none: not declared).
 */
const config = (o: { api: boolean; ref: boolean; redirects?: string }) => `version: 1
organization: org_acme
sites:
  portal:
    title: Portal
    sections:
      - title: Guides
        path: guides
        default: true
        spaces:
          - { space: spc_guides, path: start, default: true }
${o.api ? '          - { space: spc_api, path: api }\n' : ''}${
  o.ref
    ? '      - title: Ref\n        path: ref\n        spaces: [{ space: spc_sdk, path: sdk, default: true }]\n'
    : ''
}${o.redirects === undefined ? '' : `    redirects:\n${o.redirects}`}policy:
  redirectOnPathChange: true
`;

/**
 * A redirect whose destination is a section or site space the same plan deletes would
 * lead nowhere: a declared one is refused at its line, naming what is deleted, unless
 * the same plan retargets or deletes it; a live one nobody declares, which the plan
 * keeps, is a warning naming it.
 */
describe('a redirect to a deleted section or site space against the emulator', () => {
  let api: TargetApi;
  let file = '';
  const run = (args: string[]) => docform([args[0]!, file, ...args.slice(1)], { apiUrl: api.url });
  const siteSpaceOf = (space: string) => api.world().siteSpaces.find((s) => s.space === space);

  beforeAll(async () => {
    api = await startApiTarget('emulator');
    file = join(tempDir(), 'docform.yaml');
    writeFileSync(file, config({ api: true, ref: true, redirects: OLD_API + OLD_REF }));
    const apply = await run(['apply', '--auto-approve']);
    expect(apply.status, shown(apply)).toBe(0);
  });
  afterAll(async () => {
    await api.close();
  });

  it('refuses a declared redirect by path to a site space the plan deletes, at its line', async () => {
    writeFileSync(file, config({ api: false, ref: true, redirects: OLD_API + OLD_REF }));
    const plan = await run(['plan']);
    expect(plan.status, shown(plan)).toBe(1);
    const id = siteSpaceOf('spc_api')?.id ?? 'none';
    expect(plan.stderr).toMatch(
      new RegExp(
        `docform\\.yaml:16:7 +error +redirect-destination-deleted +redirect /old-api: its destination, site space site\\.portal\\.\\S+ \\(${id}\\), is deleted by this plan`,
      ),
    );
    expect(plan.stderr).toContain('remove it from `redirects:` to delete it');
    expect(plan.stderr).not.toContain('redirect-destination-unknown');
    // its error says it all: no warning about the live redirect of the same source
    expect(plan.stderr).not.toContain('live-redirect-to-deleted');
  });

  it('refuses a declared redirect to a section the plan deletes', async () => {
    writeFileSync(file, config({ api: true, ref: false, redirects: OLD_API + OLD_REF }));
    const plan = await run(['plan']);
    expect(plan.status, shown(plan)).toBe(1);
    expect(plan.stderr).toMatch(
      /error +redirect-destination-deleted +redirect \/old-ref: its destination, section site\.portal\.\S+ \(\S+\), is deleted by this plan/,
    );
    expect(plan.stderr).not.toContain('/old-api');
  });

  it('refuses a declared official destination whose id the plan deletes', async () => {
    const id = siteSpaceOf('spc_api')?.id ?? 'none';
    const typed = `      /old-api: { destination: { kind: site-space, siteSpaceId: ${id} } }\n`;
    writeFileSync(file, config({ api: false, ref: true, redirects: typed + OLD_REF }));
    const plan = await run(['plan']);
    expect(plan.status, shown(plan)).toBe(1);
    expect(plan.stderr).toMatch(/error +redirect-destination-deleted +redirect \/old-api:/);
  });

  it('accepts a redirect to what policy.protect keeps from its delete', async () => {
    const id = siteSpaceOf('spc_api')?.id ?? 'none';
    const typed = `      /old-api: { destination: { kind: site-space, siteSpaceId: ${id} } }\n`;
    const protect = '  protect: [site.portal]\n';
    writeFileSync(file, config({ api: false, ref: true, redirects: typed + OLD_REF }) + protect);
    const plan = await run(['plan']);
    expect(plan.status, shown(plan)).toBe(0);
    expect(plan.stdout + plan.stderr).toContain('delete-protected');
    expect(plan.stdout + plan.stderr).not.toContain('redirect-destination-deleted');
  });

  it('plans a redirect deleted in the same plan, with no error', async () => {
    writeFileSync(file, config({ api: false, ref: true, redirects: OLD_REF }));
    const plan = await run(['plan']);
    expect(plan.status, shown(plan)).toBe(0);
    expect(plan.stdout + plan.stderr).not.toContain('redirect-destination-deleted');
    expect(plan.stdout).toMatch(/- site\.portal\.redirect\."?\/old-api/);
  });

  it('warns about a live redirect nobody declares that leads to what the plan deletes', async () => {
    writeFileSync(file, config({ api: false, ref: true }));
    const plan = await run(['plan']);
    expect(plan.status, shown(plan)).toBe(0);
    const id = siteSpaceOf('spc_api')?.id ?? 'none';
    expect(plan.stdout + plan.stderr).toMatch(
      new RegExp(
        `warning +live-redirect-to-deleted +the live redirect /old-api \\(\\S+, not declared\\) leads to site space site\\.portal\\.\\S+ \\(${id}\\), which this plan deletes`,
      ),
    );
    expect(plan.stdout + plan.stderr).not.toContain('/old-ref (');
  });

  it('applies a redirect retargeted in the same plan, and the next plan is empty', async () => {
    const retargeted = '      /old-api: /guides/start\n';
    writeFileSync(file, config({ api: false, ref: true, redirects: retargeted + OLD_REF }));
    const apply = await run(['apply', '--auto-approve', '--allow-delete']);
    expect(apply.status, shown(apply)).toBe(0);
    expect(apply.stdout + apply.stderr).not.toContain('redirect-destination-deleted');
    const redirect = api.world().siteRedirects.find((r) => r.source === '/old-api');
    expect(redirect?.destination).toEqual({
      kind: 'site-space',
      siteSpaceId: siteSpaceOf('spc_guides')?.id,
    });
    expect((await run(['plan', '--detailed-exitcode'])).status).toBe(0);
  });
});
