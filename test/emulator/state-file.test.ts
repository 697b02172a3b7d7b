import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { builtinFixture } from '../../src/emulator/fixture.js';
import { startEmulator } from '../../src/emulator/server.js';
import { fetchAs } from '../support/fetch-as.js';
import { ORG, TOKENS } from '../support/tokens.js';

describe('--state: the world persisted in a file', () => {
  const dir = mkdtempSync(join(tmpdir(), 'docform-state-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('writes the starting world, then every write before answering it', async () => {
    const statePath = join(dir, 'state.json');
    const emulator = await startEmulator({ port: 0, statePath });
    try {
      const initial = JSON.parse(readFileSync(statePath, 'utf8')) as { spaces: unknown[] };
      expect(initial.spaces).toHaveLength(7);
      const res = await fetchAs(emulator.url, TOKENS.admin, 'PUT', `/v1/orgs/${ORG}/teams`, {
        json: { title: 'Persisted' },
      });
      expect(res.status).toBe(201);
      // Read right after the answer: the write is already in the file.
      const saved = JSON.parse(readFileSync(statePath, 'utf8')) as { teams: { title: string }[] };
      expect(saved.teams.map((t) => t.title)).toEqual(['Persisted']);
    } finally {
      await emulator.close();
    }
    expect(readdirSync(dir)).toEqual(['state.json']);
  });

  it('loads an existing file in preference to the given world', async () => {
    const statePath = join(dir, 'state.json');
    const emulator = await startEmulator({ port: 0, statePath, world: builtinFixture() });
    try {
      expect(emulator.world().teams.map((t) => t.title)).toEqual(['Persisted']);
    } finally {
      await emulator.close();
    }
  });

  it('keeps concurrent writes whole: every answered create is in the file', async () => {
    const statePath = join(dir, 'burst.json');
    const emulator = await startEmulator({ port: 0, statePath });
    try {
      const titles = Array.from({ length: 40 }, (_, i) => `Burst ${i}`);
      const results = await Promise.all(
        titles.map((title) =>
          fetchAs(emulator.url, TOKENS.admin, 'PUT', `/v1/orgs/${ORG}/teams`, { json: { title } }),
        ),
      );
      expect(results.every((r) => r.status === 201)).toBe(true);
      const saved = JSON.parse(readFileSync(statePath, 'utf8')) as { teams: { title: string }[] };
      expect(saved.teams.map((t) => t.title).sort()).toEqual([...titles].sort());
    } finally {
      await emulator.close();
    }
  });

  it('removes temporary files a killed write left behind, at start', async () => {
    const leftovers = join(dir, 'leftovers');
    rmSync(leftovers, { recursive: true, force: true });
    mkdirSync(leftovers);
    const statePath = join(leftovers, 'state.json');
    writeFileSync(statePath, JSON.stringify(builtinFixture()));
    // The pid of a process that has exited, as a process killed mid-write would be.
    const dead = spawnSync(process.execPath, ['-e', '']).pid;
    writeFileSync(join(leftovers, `.state.json.${dead}.1.tmp`), '{"format":"docf');
    writeFileSync(join(leftovers, `.state.json.${dead}.2.tmp`), '');
    // A file of a running process (this one) may be a write in flight: it stays, as do
    // files of other names.
    const live = `.state.json.${process.pid}.9.tmp`;
    writeFileSync(join(leftovers, live), '{}');
    writeFileSync(join(leftovers, '.other.json.1.1.tmp'), '{}');
    const emulator = await startEmulator({ port: 0, statePath });
    await emulator.close();
    expect(readdirSync(leftovers).sort()).toEqual(['.other.json.1.1.tmp', live, 'state.json']);
  });

  it('refuses to start from a file that is not a world', async () => {
    const statePath = join(dir, 'broken.json');
    writeFileSync(statePath, '{"format":"something-else"}');
    await expect(startEmulator({ port: 0, statePath })).rejects.toThrow(/not an emulator world/);
  });
});
