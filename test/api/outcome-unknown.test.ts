import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { HttpError } from '../../src/api/errors/http-error.js';
import { OutcomeUnknownError } from '../../src/api/errors/outcome-unknown-error.js';
import { createSite, listSites } from '../../src/api/resources/sites.js';
import { createTeam, listTeams } from '../../src/api/resources/teams.js';
import { startApiEmulator } from './support/api-emulator.js';
import type { ApiEmulator } from './support/api-emulator.js';

const ORG = 'org_acme';

describe('a write cut off is never re-sent by the client', () => {
  let emulator: ApiEmulator;
  beforeAll(async () => {
    emulator = await startApiEmulator();
  });
  afterAll(() => emulator.close());
  beforeEach(async () => {
    await emulator.faults({});
    await emulator.clearJournal();
  });

  it('a create whose connection is reset: outcome unknown, one PUT, then the re-read', async () => {
    const outcomes: boolean[] = [];
    for (const seed of [1, 2, 3, 4, 5, 6, 7, 8]) {
      await emulator.faults({ resetRate: 1, seed });
      await emulator.clearJournal();
      const client = emulator.client();
      const title = `Cut off ${seed}`;
      const error = await createTeam(client, ORG, { title }).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(OutcomeUnknownError);
      expect(String(error)).toContain(`PUT ${emulator.url}/v1/orgs/${ORG}/teams`);

      await emulator.faults({});
      const teams = await listTeams(client, ORG);
      outcomes.push(teams.some((t) => t.title === title));
      const journal = await emulator.journal();
      expect(journal.map((e) => `${e.method} ${e.path} ${e.status}`)).toEqual([
        `PUT /v1/orgs/${ORG}/teams 0`,
        `GET /v1/orgs/${ORG}/teams?limit=1000 200`,
      ]);
      expect(client.stats).toEqual({ requests: 2, attempts: 2, retries: 0 });
    }
    // both kinds of reset happened: before the write (nothing to adopt) and after it
    expect(outcomes).toContain(true);
    expect(outcomes).toContain(false);
  });

  it('a 500 on a POST: outcome unknown, sent once', async () => {
    await emulator.faults({ rate: 1, statuses: [500] });
    const error = await createSite(emulator.client(), ORG, { title: 'Five hundred' }).catch(
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(OutcomeUnknownError);
    expect((error as OutcomeUnknownError).cause).toBeInstanceOf(HttpError);
    const journal = await emulator.journal();
    expect(journal.map((e) => `${e.method} ${e.status}`)).toEqual(['POST 500']);
  });

  it('a 503 or 429 refusal of a POST is retried: nothing was applied', async () => {
    await emulator.faults({ rate: 1, statuses: [503, 429], seed: 3 });
    const client = emulator.client({ maxAttempts: 3 });
    const error = await createSite(client, ORG, { title: 'Refused' }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(HttpError);
    expect([503, 429]).toContain((error as HttpError).status);
    const journal = await emulator.journal();
    expect(journal.map((e) => e.method)).toEqual(['POST', 'POST', 'POST']);
    await emulator.faults({});
    expect((await listSites(client, ORG)).some((s) => s.title === 'Refused')).toBe(false);
  });

  it('an idempotent read is retried through 500s until it gets its answer', async () => {
    await emulator.faults({ rate: 0.8, statuses: [500], seed: 11 });
    const client = emulator.client({ maxAttempts: 20 });
    const teams = await listTeams(client, ORG);
    expect(Array.isArray(teams)).toBe(true);
    const journal = await emulator.journal();
    expect(journal.at(-1)?.status).toBe(200);
    expect(journal.some((e) => e.status === 500)).toBe(true);
    expect(journal.every((e) => e.method === 'GET')).toBe(true);
    expect(client.stats.attempts).toBe(journal.length);
  });
});
