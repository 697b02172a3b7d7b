import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
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
      expect(initial.spaces).toHaveLength(5);
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

  it('refuses to start from a file that is not a world', async () => {
    const statePath = join(dir, 'broken.json');
    writeFileSync(statePath, '{"format":"something-else"}');
    await expect(startEmulator({ port: 0, statePath })).rejects.toThrow(/not an emulator world/);
  });
});
