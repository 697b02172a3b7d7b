import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { journalAt } from '../../../support/emulator-journal.js';
import { installGitSyncOnSite, installGitSyncOnSpace } from '../../../support/git-sync-install.js';
import { scratchDirs } from '../../../support/scratch-dirs.js';
import { SPACES } from '../../../support/tokens.js';
import { API_TARGETS, startApiTarget, type TargetApi } from '../../support/api-targets.js';
import { clearJournal, docform } from '../../support/examples-cli.js';
import { exportThenPlan } from '../../support/export-round-trip.js';

/**
 * A site whose structure Git Sync drives (an installation on the site, made in the app)
 * keeps its structure out of docform: `sections:` declared on it is an error at that
 * line, with the reason and the way out, and nothing is written; its other settings and
 * the installation's settings (`gitSync:`) converge; a space synced with Git gets a
 * note; the export writes the settings without the structure and plans empty.
 */
const scratch = scratchDirs('docform-git-sync-');
let api: TargetApi | undefined;
afterEach(async () => {
  await api?.close();
  api = undefined;
});

const WITH_SECTIONS = `version: 1
organization: org_acme
spaces:
  guides: { id: ${SPACES.guides} }
sites:
  portal:
    title: Portal
    sections:
      - title: Guides
        spaces:
          - { space: guides, path: guides }
`;

const MANAGED = `version: 1
organization: org_acme
spaces:
  api: { id: ${SPACES.api}, editMode: locked }
sites:
  portal:
    title: Portal
    visibility: unlisted
    redirects: { /old: https://status.acme.example }
    gitSync:
      projectDirectory: docs
      commitMessageTemplate: "docs: {{ message }}"
`;

describe.each(API_TARGETS)('a site whose structure Git Sync drives, against the %s', (target) => {
  it('refuses its sections at their line, and converges its other settings and gitSync', async () => {
    api = await startApiTarget(target);
    const dir = scratch();
    const config = join(dir, 'docform.yaml');
    writeFileSync(config, WITH_SECTIONS);
    const made = await docform(['apply', '--auto-approve'], { apiUrl: api.url, cwd: dir });
    expect(made.status, made.stdout + made.stderr).toBe(0);
    const installation = await installGitSyncOnSite(api.emulatorUrl, 'Portal');
    await installGitSyncOnSpace(api.emulatorUrl, SPACES.api);

    await clearJournal(api.emulatorUrl);
    const refused = await docform(['apply', '--auto-approve'], { apiUrl: api.url, cwd: dir });
    expect(refused.status).toBe(1);
    expect(refused.stderr).toMatch(
      new RegExp(
        `docform\\.yaml:8:5 +error +structure-owned-by-git-sync +site\\.portal declares sections:, and Git Sync drives the structure of this site \\(installation ${installation}, github\\)`,
      ),
    );
    expect(refused.stderr).toContain("change the structure in the repository's gitbook-docs.yaml");
    expect(refused.stderr).toContain('nothing was applied');
    const methods = (await journalAt(api.emulatorUrl)).map((e) => e.method);
    expect(methods.filter((m) => m !== 'GET')).toEqual([]);

    writeFileSync(config, MANAGED);
    const plan = await docform(['plan', '--format', 'json'], { apiUrl: api.url, cwd: dir });
    expect(plan.status, plan.stderr).toBe(0);
    const changes = (
      JSON.parse(plan.stdout) as { changes: { address: string; fields?: { path: string }[] }[] }
    ).changes;
    const portal = changes.find((c) => c.address === 'site.portal');
    expect(portal?.fields?.map((f) => f.path).sort()).toEqual(['gitSync', 'visibility']);
    const text = await docform(['plan'], { apiUrl: api.url, cwd: dir });
    expect(text.stdout).toMatch(
      /docform\.yaml:4:3 +warning +space-content-in-git +space\.api is synced with Git \(github\): its content belongs to the repository/,
    );

    await clearJournal(api.emulatorUrl);
    const apply = await docform(['apply', '--auto-approve'], { apiUrl: api.url, cwd: dir });
    expect(apply.status, apply.stdout + apply.stderr).toBe(0);
    const patches = (await journalAt(api.emulatorUrl)).filter((e) => e.path.includes('/git/'));
    expect(patches.filter((e) => e.method !== 'GET').map((e) => `${e.method} ${e.path}`)).toEqual([
      `PATCH /v1/git/installations/${installation}`,
    ]);
    const world = await api.world();
    expect(world.gitSyncInstallations.find((i) => i.id === installation)).toMatchObject({
      projectDirectory: 'docs',
      commitMessageTemplate: 'docs: {{ message }}',
    });
    // the structure Git Sync drives is left as it was
    expect(world.siteNodes.filter((n) => n.type === 'section').map((n) => n.title)).toEqual([
      'Guides',
    ]);
    const again = await docform(['plan', '--detailed-exitcode'], { apiUrl: api.url, cwd: dir });
    expect(again.status, again.stdout + again.stderr).toBe(0);

    const { yaml, plan: exported } = await exportThenPlan(api.url, dir);
    expect(exported.status, exported.stdout + exported.stderr).toBe(0);
    const site = (parse(yaml) as { sites: Record<string, Record<string, unknown>> }).sites.portal;
    expect(site?.gitSync).toEqual({
      projectDirectory: 'docs',
      commitMessageTemplate: 'docs: {{ message }}',
    });
    expect(site?.sections).toBeUndefined();
  });

  it('refuses gitSync on a site without an installation, at its line, saying to install it in the app', async () => {
    api = await startApiTarget(target);
    const dir = scratch();
    writeFileSync(
      join(dir, 'docform.yaml'),
      `version: 1
organization: org_acme
sites:
  portal: { title: Portal }
`,
    );
    const made = await docform(['apply', '--auto-approve'], { apiUrl: api.url, cwd: dir });
    expect(made.status, made.stdout + made.stderr).toBe(0);
    writeFileSync(
      join(dir, 'docform.yaml'),
      `version: 1
organization: org_acme
sites:
  portal:
    title: Portal
    gitSync: { projectDirectory: docs }
`,
    );
    const plan = await docform(['plan'], { apiUrl: api.url, cwd: dir });
    expect(plan.status).toBe(1);
    expect(plan.stderr).toMatch(
      /docform\.yaml:6:14 +error +git-sync-not-installed +site\.portal declares gitSync, and the site has no Git Sync installation/,
    );
    expect(plan.stderr).toContain('install Git Sync on the site in the GitBook app');
  });
});
