import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { scratchDirs } from '../../../support/scratch-dirs.js';
import { API_TARGETS, startApiTarget, type TargetApi } from '../../support/api-targets.js';
import { shown } from '../../support/apply-harness.js';
import { docform } from '../../support/examples-cli.js';

const tempDir = scratchDirs('docform-redirect-destination-moved-');

/** Site portal: section Docs at `docsPath`, section Guides; `/old/*` redirected to /docs. */
const config = (docsPath: string) => `version: 1
organization: org_acme
sites:
  portal:
    title: Portal
    sections:
      - title: Docs
        path: ${docsPath}
        default: true
        spaces: [{ space: spc_guides, path: start, default: true }]
      - title: Guides
        path: guides
        spaces: [{ space: spc_sdk, path: sdk, default: true }]
    redirects:
      /old/*: /docs
policy:
  redirectOnPathChange: true
`;

interface JsonPlan {
  readonly changes: { address: string; action: string }[];
  readonly diagnostics: { code: string; severity: string; message: string }[];
}

/**
 * A declared redirect to a path the plan moves (written by hand, or by an export before
 * the move) follows what moved: the section this plan takes away from it, then, once
 * applied, the one the policy's redirect from the old path leads to. The plan warns to
 * write the new path, and converges.
 */
describe.each(API_TARGETS)('a redirect whose destination path moves, against the %s', (target) => {
  let api: TargetApi;
  let file = '';
  const run = (args: string[]) => docform([args[0]!, file, ...args.slice(1)], { apiUrl: api.url });
  const plan = async (): Promise<JsonPlan> => {
    const out = await run(['plan', '--format', 'json']);
    expect(out.status, shown(out)).toBe(0);
    return JSON.parse(out.stdout) as JsonPlan;
  };
  const moved = (p: JsonPlan) =>
    p.diagnostics.filter((d) => d.code === 'redirect-destination-moved');

  beforeAll(async () => {
    api = await startApiTarget(target);
    file = join(tempDir(), 'docform.yaml');
    writeFileSync(file, config('docs'));
    const first = await run(['apply', '--auto-approve']);
    expect(first.status, shown(first)).toBe(0);
  });
  afterAll(async () => {
    await api.close();
  });

  it('follows the section moved from it, with a warning, and the next plan holds no change', async () => {
    writeFileSync(file, config('manual'));
    const before = await plan();
    expect(moved(before).map((d) => d.severity)).toEqual(['warning']);
    expect(moved(before)[0]?.message).toContain('now at /manual');
    const apply = await run(['apply', '--auto-approve']);
    expect(apply.status, shown(apply)).toBe(0);
    const sectionId = api.world().siteNodes.find((n) => n.title === 'Docs')?.id;
    const old = api.world().siteRedirects.find((r) => r.source === '/old/*');
    expect(old?.destination).toEqual({ kind: 'site-section', siteSectionId: sectionId });
    const after = await plan();
    expect(after.changes).toEqual([]);
    expect(moved(after)).toHaveLength(1);
  });
});
