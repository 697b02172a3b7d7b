import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { scratchDirs } from '../../../support/scratch-dirs.js';
import { API_TARGETS, startApiTarget, type TargetApi } from '../../support/api-targets.js';
import { shown } from '../../support/apply-harness.js';
import { docform } from '../../support/examples-cli.js';

const tempDir = scratchDirs('docform-redirect-replaced-');

/** Two sections; `spc_api` in `apiIn`, and a redirect to its path there when `redirect`. */
const config = (apiIn: 'Guides' | 'Ref', redirect: boolean) => {
  const api = '{ space: spc_api, path: api }';
  return `version: 1
organization: org_acme
sites:
  portal:
    title: Portal
    sections:
      - title: Guides
        path: guides
        default: true
        spaces: [{ space: spc_guides, path: start, default: true }${apiIn === 'Guides' ? `, ${api}` : ''}]
      - title: Ref
        path: ref
        spaces: [{ space: spc_sdk, path: sdk, default: true }${apiIn === 'Ref' ? `, ${api}` : ''}]
${redirect ? '    redirects:\n      /api-old: /ref/api\n' : ''}policy:
  redirectOnPathChange: true
`;
};

/**
 * A site space that changes section is replaced (a new site space): a redirect to its
 * new path waits for the new one and is sent with its id, not the id of the one deleted.
 */
describe.each(API_TARGETS)('a redirect to a replaced site space against the %s', (target) => {
  let api: TargetApi;
  let file = '';
  const run = (args: string[]) => docform([args[0]!, file, ...args.slice(1)], { apiUrl: api.url });

  beforeAll(async () => {
    api = await startApiTarget(target);
    file = join(tempDir(), 'docform.yaml');
    writeFileSync(file, config('Guides', false));
    const first = await run(['apply', '--auto-approve']);
    expect(first.status, shown(first)).toBe(0);
  });
  afterAll(async () => {
    await api.close();
  });

  it('points at the new site space, and the next plan is empty', async () => {
    writeFileSync(file, config('Ref', true));
    expect(readFileSync(file, 'utf8')).toContain('/api-old: /ref/api');
    const apply = await run(['apply', '--auto-approve', '--allow-delete']);
    expect(apply.status, shown(apply)).toBe(0);
    const world = api.world();
    const siteSpace = world.siteSpaces.find((s) => s.space === 'spc_api');
    const redirect = world.siteRedirects.find((r) => r.source === '/api-old');
    expect(redirect?.destination).toEqual({ kind: 'site-space', siteSpaceId: siteSpace?.id });
    expect((await run(['plan', '--detailed-exitcode'])).status).toBe(0);
  });
});
