import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { scratchDirs } from '../../../support/scratch-dirs.js';
import { startApiTarget, type TargetApi } from '../../support/api-targets.js';
import { shown } from '../../support/apply-harness.js';
import { docform } from '../../support/examples-cli.js';

const tempDir = scratchDirs('docform-redirect-plan-checks-');

/** Site portal with its one site space at `path`, the YAML `redirects` and `extra`. */
const config = (path: string, redirects: string, extra = '') => `version: 1
organization: org_acme
sites:
  portal:
    title: Portal
    sections:
      - title: Guides
        path: guides
        default: true
        spaces: [{ space: spc_guides, path: ${path}, default: true }]
    redirects:
${redirects}
policy:
  redirectOnPathChange: true
${extra}`;

interface FailedJson {
  readonly errored?: true;
  readonly diagnostics: { code: string; severity: string }[];
}

/**
 * What a plan says about a site's redirects beyond their changes: an invalid source is
 * explained in words; a declared redirect whose destination names nothing is an error
 * that leaves the live redirect of that source alone (no delete, no delete warning); a
 * failed plan lists no reason of a planned redirect (a note on a change it does not
 * show); a redirect from a path the site serves is a `redirect-shadows-path` warning.
 */
describe('redirect plan checks against the emulator', () => {
  let api: TargetApi;
  let file = '';
  const run = (args: string[]) => docform([args[0]!, file, ...args.slice(1)], { apiUrl: api.url });

  beforeAll(async () => {
    api = await startApiTarget('emulator');
    file = join(tempDir(), 'docform.yaml');
    writeFileSync(file, config('start', '      /old: /guides/start'));
    const apply = await run(['apply', '--auto-approve']);
    expect(apply.status, shown(apply)).toBe(0);
  });
  afterAll(async () => {
    await api.close();
  });

  it('an apply that creates only redirects does not suggest pin (redirects are matched by source)', async () => {
    writeFileSync(file, config('start', '      /old: /guides/start\n      /older: /guides/start'));
    const apply = await run(['apply', '--auto-approve']);
    expect(apply.status, shown(apply)).toBe(0);
    expect(apply.stdout).toContain('1 created');
    expect(apply.stdout).not.toContain('ids are pinned');
    writeFileSync(file, config('start', '      /old: /guides/start'));
    const back = await run(['apply', '--auto-approve', '--allow-delete']);
    expect(back.status, shown(back)).toBe(0);
  });

  it('says in words what a source must be', async () => {
    writeFileSync(
      file,
      config('start', '      /old: /guides/start\n      old page/: /guides/start'),
    );
    const check = await run(['validate']);
    expect(check.status).toBe(1);
    const out = `${check.stdout}${check.stderr}`;
    expect(out).toMatch(/docform\.yaml:13:7 +error +invalid-key +key `old page\/`/);
    expect(out).toContain('must be a path of the site: "/" then segments of letters, digits');
    expect(out).not.toContain('(?:');
  });

  it('a destination that names nothing fails the plan without planning its live redirect away', async () => {
    writeFileSync(file, config('start', '      /old: /nothing'));
    const plan = await run(['plan']);
    expect(plan.status).toBe(1);
    expect(plan.stderr).toContain('redirect-destination-unknown');
    expect(plan.stderr).not.toContain('delete-needs-allow-delete');
    expect(plan.stderr).not.toContain('deletes redirect');
  });

  it('a failed plan lists no reason of a planned redirect, in text or JSON', async () => {
    const unknownMember = 'teams:\n  writers: { title: Writers, members: [nobody@acme.example] }\n';
    writeFileSync(file, config('begin', '      /old: /guides/begin', unknownMember));
    const plan = await run(['plan']);
    expect(plan.status).toBe(1);
    expect(plan.stderr).toContain('unknown-member');
    expect(plan.stderr).not.toContain('redirect-reason');
    const json = JSON.parse((await run(['plan', '--format', 'json'])).stdout) as FailedJson;
    expect(json.errored).toBe(true);
    expect(json.diagnostics.map((d) => d.code)).toEqual(['unknown-member']);
    // the same move without the error: the reason is beside its change
    writeFileSync(file, config('begin', '      /old: /guides/begin'));
    const ok = await run(['plan']);
    expect(ok.status, shown(ok)).toBe(0);
    expect(ok.stdout).toContain('# site.portal.section.Guides.space.spc_guides moves from');
    expect(ok.stdout).not.toMatch(/warning +redirect-reason/);
  });

  it('warns at a redirect from a path the site serves', async () => {
    const redirects = '      /old: /guides/start\n      /guides/*: https://acme.example/archive';
    writeFileSync(file, config('start', redirects));
    const plan = await run(['plan']);
    expect(plan.status, shown(plan)).toBe(0);
    expect(plan.stdout).toMatch(
      /docform\.yaml:13:7 +warning +redirect-shadows-path +redirect \/guides\/\*: the site serves \/guides \(site\.portal\.section\.Guides\) \(and 1 more\)/,
    );
    expect(plan.stdout).not.toMatch(/redirect-shadows-path +redirect \/old/);
  });
});
