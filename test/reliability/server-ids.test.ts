import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { operationPath } from '../../src/api/operations.js';
import { startEmulator } from '../../src/emulator/server.js';
import { docform } from '../e2e/support/examples-cli.js';
import type { CliRun } from '../e2e/support/examples-cli.js';
import type { HostileProxy, ProxiedRequest } from '../support/hostile-proxy.js';
import { pathOf, startHostileProxy } from '../support/hostile-proxy.js';
import { scratchDirs } from '../support/scratch-dirs.js';

/**
 * Ids the server hands out become path segments of later requests. A server (or a proxy
 * in front of it) that answers a team with the id `..` must not make docform send
 * `DELETE .../teams/..`, which anything that normalizes paths reads as a delete of the
 * teams' parent. Such an answer is an error naming the object, and nothing is sent.
 */
type Emulator = Awaited<ReturnType<typeof startEmulator>>;

const ORG = '/v1/orgs/org_acme';
const scratch = scratchDirs('docform-server-ids-');

const running: { close(): Promise<void> }[] = [];
afterEach(async () => {
  await Promise.all(running.splice(0).map((r) => r.close()));
});

async function emulator(): Promise<Emulator> {
  const started = await startEmulator({ port: 0 });
  running.push(started);
  return started;
}

function configFile(yaml: string): string {
  const file = join(scratch(), 'docform.yaml');
  writeFileSync(file, `version: 1\norganization: org_acme\n${yaml}`);
  return file;
}

const applyAll = (apiUrl: string, file: string): Promise<CliRun> =>
  docform(['apply', file, '--auto-approve', '--allow-delete', '--force'], { apiUrl });

/**
 * A proxy in front of the emulator that rewrites, in the answers of GETs to `path`, every
 * occurrence of the JSON string `"from"` into `"to"`.
 */
async function rewriting(
  emu: Emulator,
  path: (req: ProxiedRequest) => boolean,
  from: string,
  to: string,
): Promise<HostileProxy> {
  const proxy = await startHostileProxy(emu.url, async (req, res, upstream) => {
    if (req.method !== 'GET' || !path(req)) return false;
    const answer = await upstream();
    const text = answer.body.toString('utf8').split(JSON.stringify(from)).join(JSON.stringify(to));
    const { 'content-length': _, ...headers } = answer.headers;
    res.writeHead(answer.status, { ...headers, 'content-length': String(Buffer.byteLength(text)) });
    res.end(text);
    return true;
  });
  running.unshift(proxy);
  return proxy;
}

const writes = (proxy: HostileProxy): string[] =>
  proxy.seen.filter((r) => r.method !== 'GET').map((r) => `${r.method} ${pathOf(r)}`);

describe('a team id that is not an id, on a pruned team', () => {
  const bad = ['..', '.', 'a/b', '../../sites', 'x?y=1', 'x#y', '%2e%2e', 'a\u0000b', 'a b'];

  it.each(bad)('%j: the apply fails naming the team, and nothing is deleted', async (id) => {
    const emu = await emulator();
    const seeded = await applyAll(emu.url, configFile('teams:\n  legacy: { title: Legacy }\n'));
    expect(seeded.status, seeded.stderr).toBe(0);
    const teamId = emu.world().teams.find((t) => t.title === 'Legacy')?.id ?? '';
    expect(teamId).not.toBe('');
    const proxy = await rewriting(emu, (r) => pathOf(r) === `${ORG}/teams`, teamId, id);

    const result = await applyAll(proxy.url, configFile('policy: { prune: [teams] }\n'));

    expect(result.status).toBe(1);
    expect(result.stderr).toContain(
      `the team "Legacy" read from the API has the id ${JSON.stringify(id)}, which is not an id of the API (the official pattern ^[a-zA-Z0-9_-]+$): no request is sent with it`,
    );
    expect(writes(proxy)).toEqual([]);
    expect(emu.world().teams.map((t) => t.title)).toContain('Legacy');
  });
});

describe('a site section whose id is `..`', () => {
  it('is refused: the section is not deleted, nor the site above it', async () => {
    const emu = await emulator();
    const twoSections = `sites:
  portal:
    title: Portal
    sections:
      - title: Guides
        spaces: [{ space: spc_guides, path: guides }]
      - title: Old
        spaces: [{ space: spc_api, path: api }]
`;
    const seeded = await applyAll(emu.url, configFile(twoSections));
    expect(seeded.status, seeded.stderr).toBe(0);
    const site = emu.world().sites.find((s) => s.title === 'Portal');
    const old = emu.world().siteNodes.find((n) => n.title === 'Old' && n.site === site?.id);
    expect(old).toBeDefined();
    const structure = (r: ProxiedRequest): boolean => pathOf(r).endsWith('/structure');
    const proxy = await rewriting(emu, structure, old?.id ?? '', '..');

    const oneSection = twoSections.replace(/ {6}- title: Old\n.*\n$/, '');
    expect(oneSection).not.toContain('Old');
    const result = await applyAll(proxy.url, configFile(oneSection));

    expect(result.status).toBe(1);
    expect(result.stderr).toContain('the site section "Old" read from the API has the id ".."');
    expect(writes(proxy)).toEqual([]);
    expect(emu.world().sites.map((s) => s.title)).toContain('Portal');
    expect(emu.world().siteNodes.map((n) => n.title)).toContain('Old');
  });
});

describe('the paths of requests (a second line behind the reads)', () => {
  it('refuses a path parameter that is not an id, whatever its source', () => {
    const params = { organizationId: 'org_acme', teamId: '..' };
    expect(() => operationPath('removeTeamFromOrganizationById', params)).toThrow(
      'the path parameter {teamId} of removeTeamFromOrganizationById has the id ".."',
    );
    expect(() =>
      operationPath('deleteSiteSectionById', {
        organizationId: 'org_acme',
        siteId: 'site_1/../..',
        siteSectionId: 'sec_1',
      }),
    ).toThrow('{siteId}');
    expect(operationPath('removeTeamFromOrganizationById', { ...params, teamId: 'team_A-1' })).toBe(
      '/orgs/org_acme/teams/team_A-1',
    );
  });
});
