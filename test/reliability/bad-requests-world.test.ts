import { beforeAll, expect, it } from 'vitest';
import type { SeededIds } from '../emulator/bad-requests/bad-request-case.js';
import { BAD_REQUEST_CASES, sendBadRequest } from '../emulator/bad-requests/corpus.js';
import { seedBadRequestWorld } from '../emulator/bad-requests/seed-bad-request-world.js';
import { worldWithForeignOrg } from '../emulator/bad-requests/world-with-foreign-org.js';
import { useTestEmulator } from '../support/start-test-emulator.js';

/**
 * Bad requests against the emulator. test/emulator/bad-requests checks each
 * answer (status, official error body); this sends the same corpus in one go and checks
 * what it leaves: never a 5xx, and a refused request changes nothing in the world, not
 * even the id counter, so the corpus cannot corrupt or duplicate anything.
 */
const emulator = useTestEmulator(worldWithForeignOrg);
let ids: SeededIds;

beforeAll(async () => {
  ids = await seedBadRequestWorld(emulator());
});

it('refuses the whole corpus without a 5xx and without changing the world', async () => {
  const changed: string[] = [];
  let refused = 0;
  let previous = JSON.stringify(emulator().world());
  for (const c of BAD_REQUEST_CASES) {
    const res = await sendBadRequest(emulator().url, c, ids);
    expect(res.status, `${c.name}: never a 5xx`).toBeLessThan(500);
    const now = JSON.stringify(emulator().world());
    if (res.status >= 400) {
      refused += 1;
      if (now !== previous) changed.push(`${c.method} ${c.name}`);
    }
    previous = now;
  }
  console.log(
    `bad requests: ${BAD_REQUEST_CASES.length} sent, ${refused} refused, world unchanged by each`,
  );
  expect(changed).toEqual([]);
  expect(refused).toBe(BAD_REQUEST_CASES.length);
});
