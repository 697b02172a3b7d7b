import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startEmulator } from '../../../src/emulator/server.js';
import { fetchAs } from '../../support/fetch-as.js';
import { scratchDirs } from '../../support/scratch-dirs.js';
import { docform } from '../support/examples-cli.js';

type Emulator = Awaited<ReturnType<typeof startEmulator>>;
let emulator: Emulator;
const scratch = scratchDirs('docform-delete-contents-');
let dir = '';

const PORTAL = `version: 1
organization: org_acme
sites:
  developer-portal:
    title: Developer Portal
    sections:
      - title: Guides
        default: true
        spaces: [{ space: spc_guides, path: guides, default: true }]
      - group: Products
        sections:
          - title: API
            spaces: [{ space: spc_api, path: api, default: true }, { space: spc_sdk, path: sdk }]
`;

/** Nothing declared: under prune, the site and the team made by hand are deleted. */
const NOTHING = `version: 1
organization: org_acme
policy:
  prune: [sites, teams]
`;

beforeAll(async () => {
  emulator = await startEmulator({ port: 0 });
  dir = scratch();
  writeFileSync(join(dir, 'portal.yaml'), PORTAL);
  writeFileSync(join(dir, 'nothing.yaml'), NOTHING);
  const applied = await run(['apply', 'portal.yaml', '--auto-approve']);
  expect(applied.status, applied.stderr).toBe(0);
  const team = await fetchAs(emulator.url, 'dev-token', 'PUT', '/v1/orgs/org_acme/teams', {
    json: { title: 'Made by hand' },
  });
  expect(team.status, team.text).toBe(201);
});
afterAll(async () => {
  await emulator?.close();
});

const run = (args: string[]) => docform(args, { apiUrl: emulator.url, cwd: dir });

describe('a delete shows what goes', () => {
  it('plan lists the site children under the site and counts them in the summary', async () => {
    const plan = await run(['plan', 'nothing.yaml']);
    expect(plan.status, plan.stderr).toBe(0);
    expect(plan.stdout).toMatch(
      / {2}- site\.developer-portal \(site delete\) \[site_\d+\]\n {6}title: "Developer Portal"\n(.*\n)*? {6}and its 6 children, deleted with it:\n {8}- site\.developer-portal\.section\.Guides \(section\) \[sitesc_\d+\]\n/,
    );
    expect(plan.stdout).toContain(
      'Plan: 0 to create, 0 to update, 0 to move, 2 to delete (and 6 children).',
    );
  });

  it('a drift report names the team pruned by its title, in text, JSON and Markdown', async () => {
    const text = await run(['drift', 'nothing.yaml']);
    expect(text.status).toBe(2);
    expect(text.stdout).toMatch(
      / {2}- team\.made-by-hand \(team delete\) \[team_\d+\]\n {6}title: "Made by hand"\n/,
    );
    const json = await run(['drift', 'nothing.yaml', '--format', 'json']);
    const doc = JSON.parse(json.stdout) as {
      changes: { address: string; fields?: unknown; children?: unknown[] }[];
    };
    const team = doc.changes.find((c) => c.address === 'team.made-by-hand');
    expect(team?.fields).toEqual([{ path: 'title', before: 'Made by hand' }]);
    const site = doc.changes.find((c) => c.address === 'site.developer-portal');
    expect(site?.children).toHaveLength(6);
    const markdown = await run(['drift', 'nothing.yaml', '--format', 'markdown']);
    expect(markdown.stdout).toContain(
      '| 🔴 | `team.made-by-hand` | delete team | "Made by hand" |',
    );
    expect(markdown.stdout).toContain('- title: "Made by hand"\n');
  });

  it('deleting the only site (and the only team) needs --force beside --allow-delete', async () => {
    const refused = await run(['apply', 'nothing.yaml', '--auto-approve', '--allow-delete']);
    expect(refused.status).toBe(1);
    expect(refused.stderr).toContain(
      'delete-threshold  deletes every site (1 of 1), team (1 of 1) of the organization (100% of a kind)',
    );
    expect(refused.stderr).toContain('nothing was applied');
    const sites = await fetchAs(emulator.url, 'dev-token', 'GET', '/v1/orgs/org_acme/sites');
    expect((sites.body as { items: unknown[] }).items).toHaveLength(1);
    const forced = await run([
      'apply',
      'nothing.yaml',
      '--auto-approve',
      '--allow-delete',
      '--force',
    ]);
    expect(forced.status, forced.stderr).toBe(0);
    const after = await fetchAs(emulator.url, 'dev-token', 'GET', '/v1/orgs/org_acme/sites');
    expect((after.body as { items: unknown[] }).items).toHaveLength(0);
  });
});
