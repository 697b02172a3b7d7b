import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { startEmulator } from '../../../src/emulator/server.js';
import { fetchAs } from '../../support/fetch-as.js';
import { scratchDirs } from '../../support/scratch-dirs.js';
import { docform } from '../support/examples-cli.js';
import { clearJournalAt, journalAt } from '../../support/emulator-journal.js';

type Emulator = Awaited<ReturnType<typeof startEmulator>>;
let emulator: Emulator;
const scratch = scratchDirs('docform-renamed-by-hand-');

const CONFIG = `version: 1
organization: org_acme
teams:
  eng:
    title: Engineering
    members: [alice@acme.example]
sites:
  developer-portal:
    title: Developer Portal
    sections:
      - title: Guides
        default: true
        spaces: [{ space: spc_guides, path: guides, default: true }]
      - title: API
        spaces: [{ space: spc_api, path: api, default: true }]
policy:
  prune: [teams]
`;

beforeEach(async () => {
  emulator = await startEmulator({ port: 0 });
});
afterEach(async () => {
  await emulator?.close();
});

const run = (dir: string, args: string[]) => docform(args, { apiUrl: emulator.url, cwd: dir });

interface Listed {
  items: { id: string; title: string }[];
}

async function list(what: 'teams' | 'sites'): Promise<Listed['items']> {
  const got = await fetchAs(emulator.url, 'dev-token', 'GET', `/v1/orgs/org_acme/${what}`);
  return (got.body as Listed).items.map(({ id, title }) => ({ id, title }));
}

/** What someone does in the web app: a title fixed by hand, through the API itself. */
async function renameByHand(what: 'teams' | 'sites', id: string, title: string): Promise<void> {
  const done = await fetchAs(
    emulator.url,
    'dev-token',
    'PATCH',
    `/v1/orgs/org_acme/${what}/${id}`,
    {
      json: { title },
    },
  );
  expect(done.status, done.text).toBeLessThan(300);
}

/** Applies CONFIG, then renames its team and its site by hand; returns their ids. */
async function appliedThenRenamed(dir: string): Promise<{ team: string; site: string }> {
  writeFileSync(join(dir, 'docform.yaml'), CONFIG);
  const applied = await run(dir, ['apply', '--auto-approve']);
  expect(applied.status, applied.stderr).toBe(0);
  expect(applied.stdout).toContain('run docform pin and commit the result');
  const [team] = await list('teams');
  const [site] = await list('sites');
  if (team === undefined || site === undefined) throw new Error('nothing applied');
  return { team: team.id, site: site.id };
}

describe('identity that survives a rename by hand', () => {
  it('unpinned: apply refuses to build a second site or recreate the team, and writes nothing', async () => {
    const dir = scratch();
    const ids = await appliedThenRenamed(dir);
    await renameByHand('teams', ids.team, 'Engineering Team');
    await renameByHand('sites', ids.site, 'Developer Portall');
    await clearJournalAt(emulator.url);
    const refused = await run(dir, ['apply', '--auto-approve', '--allow-delete']);
    expect(refused.status).toBe(1);
    expect(refused.stdout).toContain('apply refuses to create it without --allow-create');
    expect(refused.stderr).toMatch(
      /create-needs-allow-create {2}team\.eng is not created while a live object looks like it was renamed by hand/,
    );
    expect(refused.stderr).toMatch(
      /create-needs-allow-create {2}site\.developer-portal is not created .*\n {4}add to site\.developer-portal: `previously: \[Developer Portall\]` \(or pin it: `id: site_\d+`\); or rerun with --allow-create/,
    );
    const writes = (await journalAt(emulator.url)).filter((r) => r.method !== 'GET');
    expect(writes).toEqual([]);
    expect(await list('teams')).toEqual([{ id: ids.team, title: 'Engineering Team' }]);
    expect((await list('sites')).map((s) => s.id)).toEqual([ids.site]);
  });

  it('unpinned, without prune: a team renamed far apart with the same members is hinted by them, not built twice', async () => {
    const dir = scratch();
    const config = CONFIG.replace('policy:\n  prune: [teams]\n', '').replace(
      'members: [alice@acme.example]',
      'members: [alice@acme.example, bob@acme.example]',
    );
    writeFileSync(join(dir, 'docform.yaml'), config);
    expect((await run(dir, ['apply', '--auto-approve'])).status).toBe(0);
    const [team] = await list('teams');
    if (team === undefined) throw new Error('no team applied');
    await renameByHand('teams', team.id, 'Platform Writers');
    const plan = await run(dir, ['plan', '--no-color']);
    expect(plan.status, plan.stderr).toBe(0);
    expect(plan.stdout).toContain(`  team.platform-writers (team ${team.id}) "Platform Writers"\n`);
    expect(plan.stdout).toMatch(
      /rename-hint {2}team\.eng is created beside the live team "Platform Writers" \(team\.platform-writers\), which no declaration owns: .*\n {6}add to team\.eng: `previously: \[Platform Writers\]`/,
    );
    await clearJournalAt(emulator.url);
    const refused = await run(dir, ['apply', '--auto-approve']);
    expect(refused.status).toBe(1);
    expect(refused.stderr).toContain('create-needs-allow-create  team.eng is not created');
    expect((await journalAt(emulator.url)).filter((r) => r.method !== 'GET')).toEqual([]);
    expect(await list('teams')).toEqual([{ id: team.id, title: 'Platform Writers' }]);
  });

  it('--allow-create lets the create through (a second site, as asked)', async () => {
    const dir = scratch();
    const ids = await appliedThenRenamed(dir);
    await renameByHand('sites', ids.site, 'Developer Portall');
    const created = await run(dir, ['apply', '--auto-approve', '--allow-create']);
    expect(created.status, created.stderr).toBe(0);
    expect(await list('sites')).toHaveLength(2);
  });

  it('pin lists each object renamed by hand it cannot pin, with the line that matches it', async () => {
    const dir = scratch();
    const ids = await appliedThenRenamed(dir);
    await renameByHand('teams', ids.team, 'Engineering Team');
    await renameByHand('sites', ids.site, 'Developer Portall');
    const before = readFileSync(join(dir, 'docform.yaml'), 'utf8');
    const pinned = await run(dir, ['pin']);
    expect(pinned.status, pinned.stderr).toBe(0);
    expect(pinned.stderr.split('\n')).toEqual([
      `not pinned: team.eng: no live object matches it; if it was renamed by hand, add to team.eng: \`previously: [Engineering Team]\` (or pin it: \`id: ${ids.team}\`)`,
      `not pinned: site.developer-portal: no live object matches it; if it was renamed by hand, add to site.developer-portal: \`previously: [Developer Portall]\` (or pin it: \`id: ${ids.site}\`)`,
      '',
    ]);
    // nothing was matched, so nothing written, and the last line claims no pin
    expect(pinned.stdout).toBe(
      'Nothing pinned; 2 declared objects not pinned: no live object matches them (the not pinned: lines on stderr).\n',
    );
    expect(readFileSync(join(dir, 'docform.yaml'), 'utf8')).toBe(before);
  });

  it('pin says which declared object was never applied, and pins the rest', async () => {
    const dir = scratch();
    await appliedThenRenamed(dir);
    // a SAML provider added to the config since the last apply
    writeFileSync(join(dir, 'docform.yaml'), `${CONFIG}saml:\n  okta:\n    label: Okta\n`);
    const pinned = await run(dir, ['pin']);
    expect(pinned.status, pinned.stderr).toBe(0);
    expect(pinned.stderr).toBe(
      'not pinned: saml.okta: no live object matches it (apply creates it)\n',
    );
    expect(pinned.stdout).toBe(
      'pinned: docform.yaml\nPinned 6 ids; 1 declared object not pinned: no live object matches it (the not pinned: lines on stderr).\n',
    );
  });

  it('pinned: a site and a team renamed by hand are renamed back, keeping their ids', async () => {
    const dir = scratch();
    const ids = await appliedThenRenamed(dir);
    const pinned = await run(dir, ['pin']);
    expect(pinned.status, pinned.stderr).toBe(0);
    expect(pinned.stdout).toContain('Pinned 6 ids');
    await renameByHand('teams', ids.team, 'Engineering Team');
    await renameByHand('sites', ids.site, 'Developer Portall');
    const applied = await run(dir, ['apply', '--auto-approve', '--allow-delete']);
    expect(applied.status, applied.stderr).toBe(0);
    expect(applied.stdout).toContain('Plan: 0 to create, 2 to update, 0 to move, 0 to delete.');
    expect(await list('teams')).toEqual([{ id: ids.team, title: 'Engineering' }]);
    expect(await list('sites')).toEqual([{ id: ids.site, title: 'Developer Portal' }]);
    expect(applied.stdout).not.toContain('docform pin');
  });
});

const COMMENTED = `# yaml-language-server: $schema=../schemas/docform.schema.json
version: 1
organization: org_acme # the Acme org

teams:
  # the people who build
  eng:
    title: Engineering # as the app shows it
    members: [alice@acme.example]
sites:
  developer-portal:
    title: Developer Portal
    visibility: public
    sections:
      - title: Guides # first
        default: true
        spaces: [{ space: spc_guides, path: guides, default: true }]
      - group: Products
        sections:
          - title: API
            spaces:
              - space: spc_api # the reference
                path: api
                default: true
policy:
  prune: [teams] # authoritative
`;

describe('docform pin', () => {
  it('writes every matched id, keeping comments and order; a second pin changes nothing', async () => {
    const dir = scratch();
    const file = join(dir, 'docform.yaml');
    writeFileSync(file, COMMENTED);
    expect((await run(dir, ['apply', '--auto-approve'])).status).toBe(0);
    const pinned = await run(dir, ['pin']);
    expect(pinned.status, pinned.stderr).toBe(0);
    expect(pinned.stdout).toBe(
      'pinned: docform.yaml\nPinned 7 ids: a title changed by hand now updates the object back, and never makes a second one.\n',
    );
    const text = readFileSync(file, 'utf8');
    // the file as written, with only the id lines added
    const added = text.split('\n').filter((line) => !COMMENTED.split('\n').includes(line));
    expect(added).toEqual([
      expect.stringMatching(/^ {4}id: team_\d+$/),
      expect.stringMatching(/^ {4}id: site_\d+$/),
      expect.stringMatching(/^ {8}id: sitesc_\d+$/),
      expect.stringMatching(
        /^ {8}spaces: \[\{ space: spc_guides, id: sitesp_\d+, path: guides, default: true \}\]$/,
      ),
      expect.stringMatching(/^ {8}id: sitesg_\d+$/),
      expect.stringMatching(/^ {12}id: sitesc_\d+$/),
      expect.stringMatching(/^ {16}id: sitesp_\d+$/),
    ]);
    const kept = text.split('\n').filter((line) => !added.includes(line));
    expect(kept).toEqual(
      COMMENTED.split('\n').filter((line) => !line.includes('spaces: [{ space: spc_guides')),
    );
    const again = await run(dir, ['pin']);
    expect(again.stdout).toBe(
      'Nothing to pin: every matched object already has its id in the YAML.\n',
    );
    expect(readFileSync(file, 'utf8')).toBe(text);
    const plan = await run(dir, ['plan', '--detailed-exitcode']);
    expect(plan.status, plan.stdout).toBe(0);
    expect(plan.stdout).toContain('No changes.');
  });

  it('in a directory config, writes each id into the file that declares the object', async () => {
    const dir = scratch();
    const config = join(dir, 'docform');
    const { mkdirSync } = await import('node:fs');
    mkdirSync(config);
    writeFileSync(join(config, 'org.yaml'), 'version: 1\norganization: org_acme\n');
    writeFileSync(join(config, 'teams.yaml'), 'teams:\n  eng: { title: Engineering }\n');
    writeFileSync(
      join(config, 'sites.yaml'),
      'sites:\n  portal:\n    title: Portal # the portal\n',
    );
    expect((await run(dir, ['apply', '--auto-approve'])).status).toBe(0);
    const pinned = await run(dir, ['pin']);
    expect(pinned.stdout).toContain('pinned: docform/sites.yaml\npinned: docform/teams.yaml\n');
    expect(readFileSync(join(config, 'org.yaml'), 'utf8')).toBe(
      'version: 1\norganization: org_acme\n',
    );
    expect(readFileSync(join(config, 'teams.yaml'), 'utf8')).toMatch(
      /^teams:\n {2}eng: \{ title: Engineering, id: team_\d+ \}\n$/,
    );
    expect(readFileSync(join(config, 'sites.yaml'), 'utf8')).toMatch(
      /^sites:\n {2}portal:\n {4}title: Portal # the portal\n {4}id: site_\d+\n$/,
    );
  });

  it("with environments, pins a shared declaration in the environment's overrides", async () => {
    const dir = scratch();
    const file = join(dir, 'docform.yaml');
    writeFileSync(
      file,
      `version: 1
environments:
  production:
    organization: org_acme
teams:
  eng:
    title: Engineering
`,
    );
    expect((await run(dir, ['apply', '--auto-approve', '--env', 'production'])).status).toBe(0);
    const pinned = await run(dir, ['pin', '--env', 'production']);
    expect(pinned.status, pinned.stderr).toBe(0);
    expect(readFileSync(file, 'utf8')).toMatch(
      /^version: 1\nenvironments:\n {2}production:\n {4}organization: org_acme\n {4}overrides:\n {6}teams:\n {8}eng:\n {10}id: team_\d+\nteams:\n {2}eng:\n {4}title: Engineering\n$/,
    );
    const plan = await run(dir, ['plan', '--env', 'production', '--detailed-exitcode']);
    expect(plan.status, plan.stdout).toBe(0);
  });
});
