import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startEmulator } from '../../../src/emulator/server.js';
import { docform } from '../support/examples-cli.js';

type Emulator = Awaited<ReturnType<typeof startEmulator>>;
let emulator: Emulator;
let scratch = '';

const config = (team: string, section: string, apiSpaces: string, extra = '') => `version: 1
organization: org_acme
teams:
  writers:
    title: ${team}
    members: [alice@acme.example]${extra}
sites:
  portal:
    title: Portal
    sections:
      - title: ${section}
        spaces: [{ space: spc_guides, path: guides, default: true }]
      - title: API
        spaces: [${apiSpaces}]
policy:
  prune: [teams]
`;

const API = '{ space: spc_api, path: api, default: true }';
const CHANGELOG = '{ space: spc_changelog, path: changelog }';

beforeAll(async () => {
  emulator = await startEmulator({ port: 0 });
  scratch = mkdtempSync(join(tmpdir(), 'docform-renames-'));
  writeFileSync(join(scratch, 'first.yaml'), config('Docs', 'Guides', `${API}, ${CHANGELOG}`));
  const apply = await docform(['apply', 'first.yaml', '--auto-approve'], {
    apiUrl: emulator.url,
    cwd: scratch,
  });
  expect(apply.status, apply.stderr).toBe(0);
});
afterAll(async () => {
  await emulator?.close();
  rmSync(scratch, { recursive: true, force: true });
});

const plan = (file: string) => docform(['plan', file], { apiUrl: emulator.url, cwd: scratch });

describe('rename hints and replace reasons', () => {
  it('a renamed team and section without previously get the exact line to add, at their place', async () => {
    writeFileSync(join(scratch, 'renamed.yaml'), config('Writers', 'Guide', API));
    const run = await plan('renamed.yaml');
    expect(run.status, run.stderr).toBe(0);
    expect(run.stdout).toMatch(
      /\S*renamed\.yaml:4:3 {2}warning {2}rename-hint {2}team\.writers is created and team\.docs \("Docs"\) deleted: if the team was renamed, keep the live one; apply refuses to create it without --allow-create\n {6}add to team\.writers: `previously: \[Docs\]` \(or pin it: `id: team_\d+`\)\n/,
    );
    expect(run.stdout).toMatch(
      /\S*renamed\.yaml:11:9 {2}warning {2}rename-hint {2}.*\n {6}add to site\.portal\.section\.Guide: `previously: \[Guides\]` \(or pin it: `id: \S+`\)\n/,
    );
  });

  it('a site retitled far apart, left unmanaged without prune, gets the line by its spaces', async () => {
    const retitled = config('Docs', 'Guides', `${API}, ${CHANGELOG}`).replace(
      'title: Portal',
      'title: Acme Developers',
    );
    writeFileSync(join(scratch, 'retitled.yaml'), retitled);
    const run = await plan('retitled.yaml');
    expect(run.status, run.stderr).toBe(0);
    expect(run.stdout).toMatch(
      /\S*retitled\.yaml:8:3 {2}warning {2}rename-hint {2}site\.portal is created beside the live site "Portal" \(site\.\S+\), which no declaration owns: .*\n {6}add to site\.portal: `previously: \[Portal\]` \(or pin it: `id: site_\d+`\)\n/,
    );
  });

  it('the line as given makes the plan rename in place', async () => {
    const fixed = config(
      'Writers',
      'Guide\n        previously: [Guides]',
      API,
      '\n    previously: [Docs]',
    );
    writeFileSync(join(scratch, 'fixed.yaml'), fixed);
    const run = await plan('fixed.yaml');
    expect(run.status, run.stderr).toBe(0);
    expect(run.stdout).toContain('~ team.writers (team update)');
    expect(run.stdout).toContain('~ site.portal.section.Guide (section update)');
    expect(run.stdout).not.toContain('rename-hint');
    expect(run.stdout).not.toMatch(/^ {2}[+-] (team|site\.portal\.section\.Guides?) /m);
  });

  it('a replace says which field cannot change in place', async () => {
    const moved = config('Docs', 'Guides', API).replace(
      'path: guides, default: true }]',
      `path: guides, default: true }, ${CHANGELOG}]`,
    );
    writeFileSync(join(scratch, 'moved.yaml'), moved);
    const run = await plan('moved.yaml');
    expect(run.status, run.stderr).toBe(0);
    expect(run.stdout).toMatch(
      /-\/\+ site\.portal\.section\.Guides\.space\.spc_changelog \(site-space replace\).*\n(.*\n)*? {6}# replaced, not updated: its section cannot change in place, so site space \S+ is deleted from section "API" and a new one is added to site\.portal\.section\.Guides\n/,
    );
    const markdown = await docform(['plan', 'moved.yaml', '--format', 'markdown'], {
      apiUrl: emulator.url,
      cwd: scratch,
    });
    expect(markdown.stdout).toContain(
      '# replaced, not updated: its section cannot change in place',
    );
  });
});
