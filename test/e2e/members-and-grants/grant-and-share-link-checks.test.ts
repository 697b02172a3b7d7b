import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { scratchDirs } from '../../support/scratch-dirs.js';
import { startApiTarget, type TargetApi } from '../support/api-targets.js';
import { shown } from '../support/apply-harness.js';
import { docform } from '../support/examples-cli.js';

const tempDir = scratchDirs('docform-grant-share-link-checks-');

/** A space and a site with grants (`space`, `site`: the YAML under `permissions:`). */
const config = (o: {
  space: string;
  site: string;
  links: string;
  visibility?: string;
  policy?: string;
}) => `version: 1
organization: org_acme
teams:
  writers: { title: Writers }
spaces:
  guides:
    id: spc_guides
    permissions:
${o.space}
sites:
  portal:
    title: Portal
    visibility: ${o.visibility ?? 'share-link'}
    shareLinks: ${o.links}
    permissions:
${o.site}
${o.policy ?? ''}`;

const GRANTS = `      teams:
        writers: edit
      members:
        bob@acme.example: admin
        alice@acme.example: admin`;

interface JsonPlan {
  readonly summary: { delete: number };
  readonly diagnostics: { code: string; location?: { line: number; col: number }; hint?: string }[];
}

/**
 * What a plan says about grants and share links: a grant pruned and a share link dropped
 * count as deletes in the summary (the count the delete gate's warning names); a team
 * key (the config check's) or email (the plan's) that names nothing, and the token's own
 * grant taken away, point at the grant's own line, with a "did you mean" for a likely
 * typo; share links on a site whose visibility is not share-link are a warning at
 * `shareLinks:`.
 */
describe('grant and share link checks against the emulator', () => {
  let api: TargetApi;
  let file = '';
  const run = (args: string[]) => docform([args[0]!, file, ...args.slice(1)], { apiUrl: api.url });

  beforeAll(async () => {
    api = await startApiTarget('emulator');
    file = join(tempDir(), 'docform.yaml');
    writeFileSync(file, config({ space: GRANTS, site: GRANTS, links: '[partners, press]' }));
    // four grants of admin at once: over policy.adminGrantThreshold (3), passed here
    const apply = await run(['apply', '--auto-approve', '--force']);
    expect(apply.status, shown(apply)).toBe(0);
  });
  afterAll(async () => {
    await api.close();
  });

  it('counts pruned grants and dropped share links as deletes, in plan (text, JSON) and apply', async () => {
    const own = '      teams: {}\n      members:\n        alice@acme.example: admin';
    writeFileSync(
      file,
      config({
        space: own,
        site: own,
        links: '[partners]',
        policy: 'policy:\n  prune: [permissions]\n',
      }),
    );
    const plan = await run(['plan']);
    expect(plan.status, shown(plan)).toBe(0);
    // two grants pruned on each of the space and the site, and the share link press
    expect(plan.stdout).toContain('the plan deletes 5 objects');
    expect(plan.stdout).toContain('Plan: 0 to create, 2 to update, 0 to move, 5 to delete.');
    const json = JSON.parse((await run(['plan', '--format', 'json'])).stdout) as JsonPlan;
    expect(json.summary.delete).toBe(5);
    // what the apply did is counted as the plan counted it
    const apply = await run(['apply', '--auto-approve', '--allow-delete']);
    expect(apply.status, shown(apply)).toBe(0);
    expect(apply.stdout).toContain('Apply: 0 created, 2 updated, 0 moved, 5 deleted;');
  });

  it('points an unknown team key or email at its own line, with a did-you-mean', async () => {
    const typo =
      '      teams:\n        writer: edit\n      members:\n        bob@acme.exampl: admin\n        alice@acme.example: admin';
    writeFileSync(file, config({ space: GRANTS, site: typo, links: '[partners, press]' }));
    // the config declares `teams:`: a team key not among them is the config check's,
    // refused before any request; the site's permissions: teams (line 20), writer (21)
    const plan = await run(['plan']);
    expect(plan.status).toBe(1);
    expect(plan.stderr).toMatch(/docform\.yaml:21:9 +error +unknown-grant-subject .*team "writer"/);
    expect(plan.stderr).toContain('did you mean "writers"?');
    // an email is checked against the live members, by the plan: members (22), bob (23)
    writeFileSync(
      file,
      config({
        space: GRANTS,
        site: typo.replace('writer:', 'writers:'),
        links: '[partners, press]',
      }),
    );
    const members = await run(['plan']);
    expect(members.status).toBe(1);
    expect(members.stderr).toMatch(
      /docform\.yaml:23:9 +error +unknown-grant-subject .*bob@acme\.exampl /,
    );
    expect(members.stderr).toContain('did you mean "bob@acme.example"?');
  });

  it("points the token's own grant taken away at that grant's line", async () => {
    const lowered = GRANTS.replace('alice@acme.example: admin', 'alice@acme.example: read');
    writeFileSync(file, config({ space: GRANTS, site: lowered, links: '[partners, press]' }));
    const plan = await run(['plan']);
    expect(plan.status).toBe(1);
    expect(plan.stderr).toMatch(/docform\.yaml:24:9 +error +lockout-own-grant/);
  });

  it('warns at shareLinks: when the site is not a share-link site', async () => {
    writeFileSync(
      file,
      config({ space: GRANTS, site: GRANTS, links: '[partners, press]', visibility: 'public' }),
    );
    const plan = await run(['plan']);
    expect(plan.status, shown(plan)).toBe(0);
    expect(plan.stdout).toMatch(
      /docform\.yaml:18:17 +warning +share-links-inert +site\.portal has visibility public/,
    );
    writeFileSync(file, config({ space: GRANTS, site: GRANTS, links: '[partners, press]' }));
    const quiet = await run(['plan']);
    expect(`${quiet.stdout}${quiet.stderr}`).not.toContain('share-links-inert');
  });
});
