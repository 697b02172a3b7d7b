import { spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { createInterface } from 'node:readline';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { builtinFixture } from '../../src/emulator/fixture.js';
import { generateWorld } from '../../src/emulator/generate.js';
import { readWorldFile } from '../../src/emulator/state-store.js';
import { fetchAs } from '../support/fetch-as.js';
import { ORG, TOKENS } from '../support/tokens.js';

const CLI = resolve(import.meta.dirname, '../../dist/src/cli/main.js');

/** Spawns the built CLI and resolves with its first stdout line. */
async function spawnEmulator(args: string[]): Promise<{ child: ChildProcess; url: string }> {
  const child = spawn(process.execPath, [CLI, 'emulator', ...args], {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const lines = createInterface({ input: child.stdout! });
  const first = await new Promise<string>((done, fail) => {
    lines.once('line', done);
    child.once('exit', (code) => fail(new Error(`emulator exited with ${code}`)));
  });
  const match = /^emulator listening on (http:\/\/127\.0\.0\.1:\d+)$/.exec(first);
  if (!match?.[1]) throw new Error(`unexpected first line: ${first}`);
  return { child, url: match[1] };
}

function exited(child: ChildProcess): Promise<{ code: number | null; signal: string | null }> {
  if (child.exitCode !== null || child.signalCode !== null) {
    return Promise.resolve({ code: child.exitCode, signal: child.signalCode });
  }
  return new Promise((done) => child.once('exit', (code, signal) => done({ code, signal })));
}

async function run(args: string[]): Promise<{ code: number | null; stderr: string }> {
  const child = spawn(process.execPath, [CLI, 'emulator', ...args], { stdio: 'pipe' });
  let stderr = '';
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const { code } = await exited(child);
  return { code, stderr };
}

describe('docform emulator (the built CLI)', () => {
  const dir = mkdtempSync(join(tmpdir(), 'docform-cli-emulator-'));
  beforeAll(() => {
    if (!existsSync(CLI)) throw new Error(`${CLI} is missing: run npm run build first`);
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('prints its URL first, serves /v1/orgs with dev-token, 401 without, exits 0 on SIGTERM', async () => {
    const { child, url } = await spawnEmulator(['--port', '0']);
    try {
      const orgs = await fetchAs(url, TOKENS.admin, 'GET', '/v1/orgs');
      expect(orgs.status).toBe(200);
      expect((orgs.body as { items: { id: string }[] }).items.map((o) => o.id)).toEqual([
        ORG,
        'org_acme_staging',
      ]);
      const anonymous = await fetchAs(url, undefined, 'GET', '/v1/orgs');
      expect(anonymous.status).toBe(401);
      expect(anonymous.body).toMatchObject({ error: { code: 401 } });
    } finally {
      child.kill('SIGTERM');
    }
    expect(await exited(child)).toEqual({ code: 0, signal: null });
  });

  it('exits 1 with a clear message on a bad flag or a bad fixture file', async () => {
    const port = await run(['--port', 'eighty']);
    expect(port.code).toBe(1);
    expect(port.stderr).toContain('--port');
    const fixture = join(dir, 'bad-fixture.json');
    writeFileSync(fixture, '{"format": 1}');
    const bad = await run(['--port', '0', '--fixture', fixture]);
    expect(bad.code).toBe(1);
    expect(bad.stderr).toContain('not an emulator world');
  });

  it('exits 1 naming the JSON path when a fixture or state file has a broken reference', async () => {
    const world = generateWorld(builtinFixture(), { sites: 1, sectionsPerSite: 2, groups: true });
    const group = world.siteNodes.find((n) => n.type === 'group');
    if (!group) throw new Error('the generated world has no group');
    world.siteNodes.push({ ...group, id: 'sitesg_loop', parent: group.id });
    group.parent = 'sitesg_loop';
    const cycle = join(dir, 'cycle.json');
    writeFileSync(cycle, JSON.stringify(world));
    const fixture = await run(['--port', '0', '--fixture', cycle]);
    expect(fixture.code).toBe(1);
    expect(fixture.stderr).toContain(`"siteNodes.${world.siteNodes.length - 1}.parent"`);
    expect(fixture.stderr).toContain('cycle');
    const dangling = builtinFixture();
    dangling.tokens['ghost-token'] = 'usr_ghost';
    const state = join(dir, 'dangling.json');
    writeFileSync(state, JSON.stringify(dangling));
    const loaded = await run(['--port', '0', '--state', state]);
    expect(loaded.code).toBe(1);
    expect(loaded.stderr).toContain('"tokens.ghost-token": no user "usr_ghost"');
  });

  it('survives SIGKILL mid-burst: the state file loads and holds every answered write', async () => {
    const statePath = join(dir, 'killed.json');
    const { child, url } = await spawnEmulator(['--port', '0', '--state', statePath]);
    const answered: string[] = [];
    const killAfter = 25;
    const burst = Array.from({ length: 150 }, (_, i) => `Burst team ${i}`).map(async (title) => {
      try {
        const res = await fetchAs(url, TOKENS.admin, 'PUT', `/v1/orgs/${ORG}/teams`, {
          json: { title },
        });
        if (res.status === 201) answered.push(title);
        if (answered.length >= killAfter) child.kill('SIGKILL');
      } catch {
        // Requests in flight when the process dies fail; they were never answered.
      }
    });
    await Promise.all(burst);
    expect((await exited(child)).signal).toBe('SIGKILL');
    expect(answered.length).toBeGreaterThanOrEqual(killAfter);
    const world = readWorldFile(statePath);
    const saved = new Set(world?.teams.map((t) => t.title));
    expect(answered.filter((title) => !saved.has(title))).toEqual([]);
  });
});
