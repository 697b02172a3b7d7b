import { beforeAll, describe, expect, it } from 'vitest';
import { errorBodyValidator } from '../../support/official-schema.js';
import { useTestEmulator } from '../../support/start-test-emulator.js';
import type { BadRequestCase, SeededIds } from './bad-request-case.js';
import { BAD_REQUEST_CASES, BAD_REQUEST_GROUPS, sendBadRequest } from './corpus.js';
import { seedBadRequestWorld } from './seed-bad-request-world.js';
import { worldWithForeignOrg } from './world-with-foreign-org.js';

/**
 * At least 60 bad requests, each answered with its documented
 * status and the official error body `{"error":{"code":N,"message":"..."}}`, never a 500.
 */
const emulator = useTestEmulator(worldWithForeignOrg);
let ids: SeededIds;

beforeAll(async () => {
  ids = await seedBadRequestWorld(emulator());
});

it('has at least 60 cases, each with a distinct name', () => {
  const all = BAD_REQUEST_CASES;
  expect(all.length).toBeGreaterThanOrEqual(60);
  expect(new Set(all.map((c) => c.name)).size).toBe(all.length);
  console.log(`bad requests: ${all.length} cases`);
});

for (const [title, cases] of Object.entries(BAD_REQUEST_GROUPS)) {
  describe(title, () => {
    for (const c of cases) {
      it(`${c.method} ${c.name} -> ${c.status}`, () => expectRefused(c));
    }
  });
}

async function expectRefused(c: BadRequestCase): Promise<void> {
  const res = await sendBadRequest(emulator().url, c, ids);
  expect(res.status, `never a 5xx: ${res.text}`).toBeLessThan(500);
  expect(res.status, res.text).toBe(c.status);
  expect(res.headers.get('content-type') ?? '').toContain('application/json');
  expect(errorBodyValidator(res.body), res.text).toBe(true);
  const error = (res.body as { error: { code: number; message: string } }).error;
  expect(error.code).toBe(c.status);
  expect(error.message.trim()).not.toBe('');
  if (c.mentions) expect(error.message).toContain(c.mentions);
}
