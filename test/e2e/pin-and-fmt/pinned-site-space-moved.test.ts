import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { scratchDirs } from '../../support/scratch-dirs.js';
import { API_TARGETS, startApiTarget, type TargetApi } from '../support/api-targets.js';
import { shown } from '../support/apply-harness.js';
import { docform } from '../support/examples-cli.js';

const tempDir = scratchDirs('docform-pinned-site-space-moved-');

/** Site portal: `spc_api` (pinned to `id` when given) in section `apiIn`. */
const config = (apiIn: 'Guides' | 'Ref', id = '') => {
  const api = `, { space: spc_api, path: api${id === '' ? '' : `, id: ${id}`} }`;
  return `version: 1
organization: org_acme
sites:
  portal:
    title: Portal
    sections:
      - title: Guides
        path: guides
        default: true
        spaces: [{ space: spc_guides, path: start, default: true }${apiIn === 'Guides' ? api : ''}]
      - title: Ref
        path: ref
        spaces: [{ space: spc_sdk, path: sdk, default: true }${apiIn === 'Ref' ? api : ''}]
`;
};

/**
 * A site space cannot move between sections in the API: moved in the YAML, it is
 * replaced, and the id `docform pin` wrote for it is gone. The apply converges and the
 * next plans match it by its space in its new section, with a warning at the stale id,
 * instead of failing on an id that is not live; `docform pin` then writes the live id
 * in its place, and the warning goes.
 */
describe.each(API_TARGETS)(
  'a pinned site space moved to another section, against the %s',
  (target) => {
    let api: TargetApi;
    let file = '';
    const run = (args: string[]) =>
      docform([args[0]!, file, ...args.slice(1)], { apiUrl: api.url });
    const apiSiteSpace = () => api.world().siteSpaces.find((s) => s.space === 'spc_api')?.id;

    beforeAll(async () => {
      api = await startApiTarget(target);
      file = join(tempDir(), 'docform.yaml');
      writeFileSync(file, config('Guides'));
      const first = await run(['apply', '--auto-approve']);
      expect(first.status, shown(first)).toBe(0);
    });
    afterAll(async () => {
      await api.close();
    });

    it('is replaced, the apply converges, and the stale id is a warning, not an error', async () => {
      const pinned = apiSiteSpace()!;
      writeFileSync(file, config('Ref', pinned));
      const apply = await run(['apply', '--auto-approve', '--allow-delete']);
      expect(apply.status, shown(apply)).toBe(0);
      expect(apiSiteSpace()).not.toBe(pinned);
      const plan = await run(['plan', '--detailed-exitcode']);
      expect(plan.status, shown(plan)).toBe(0);
      expect(plan.stderr + plan.stdout).toContain('pinned-id-stale');
    });

    it('pin writes the live id over the stale one, and the warning goes', async () => {
      const stale = /space: spc_api, path: api, id: (\w+)/.exec(readFileSync(file, 'utf8'))?.[1];
      expect(stale).toBeDefined();
      expect(apiSiteSpace()).not.toBe(stale);
      const pin = await run(['pin']);
      expect(pin.status, shown(pin)).toBe(0);
      expect(readFileSync(file, 'utf8')).toContain(
        `space: spc_api, path: api, id: ${apiSiteSpace()}`,
      );
      const plan = await run(['plan', '--detailed-exitcode']);
      expect(plan.status, shown(plan)).toBe(0);
      expect(plan.stderr + plan.stdout).not.toContain('pinned-id-stale');
    });
  },
);
