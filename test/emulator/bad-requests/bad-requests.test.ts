import { beforeAll, describe, expect, it } from 'vitest';
import { fetchAs } from '../../support/fetch-as.js';
import { errorBodyValidator } from '../../support/official-schema.js';
import { useTestEmulator } from '../../support/start-test-emulator.js';
import { TOKENS } from '../../support/tokens.js';
import { authCases } from './auth-cases.js';
import { fillPath } from './bad-request-case.js';
import type { BadRequestCase, SeededIds } from './bad-request-case.js';
import { bodyCases } from './body-cases.js';
import { boundsCases } from './bounds-cases.js';
import { lookupCases } from './lookup-cases.js';
import { moveCases } from './move-cases.js';
import { patternCases } from './pattern-cases.js';
import { seedBadRequestWorld } from './seed-bad-request-world.js';
import { worldWithForeignOrg } from './world-with-foreign-org.js';

/**
 * Issue 2, "Done when": at least 60 bad requests, each answered with its documented
 * status and the official error body `{"error":{"code":N,"message":"..."}}`, never a 500.
 */
const groups: Record<string, BadRequestCase[]> = {
  'authentication and roles': authCases,
  'request bodies': bodyCases,
  'length bounds': boundsCases,
  'patterns and enums': patternCases,
  'move positions': moveCases,
  'unknown ids, rules, pagination and routes': lookupCases,
};

const emulator = useTestEmulator(worldWithForeignOrg);
let ids: SeededIds;

beforeAll(async () => {
  ids = await seedBadRequestWorld(emulator());
});

it('has at least 60 cases, each with a distinct name', () => {
  const all = Object.values(groups).flat();
  expect(all.length).toBeGreaterThanOrEqual(60);
  expect(new Set(all.map((c) => c.name)).size).toBe(all.length);
  const defects = all.filter((c) => c.knownDefect).length;
  console.log(`bad requests: ${all.length} cases, ${defects} known emulator defects`);
});

for (const [title, cases] of Object.entries(groups)) {
  describe(title, () => {
    for (const c of cases) {
      const test = c.knownDefect ? it.fails : it;
      const suffix = c.knownDefect ? ` (known defect: ${c.knownDefect})` : '';
      test(`${c.method} ${c.name} -> ${c.status}${suffix}`, () => expectRefused(c));
    }
  });
}

async function expectRefused(c: BadRequestCase): Promise<void> {
  const token = c.token === undefined ? TOKENS.admin : (c.token ?? undefined);
  const json = typeof c.json === 'function' ? c.json(ids) : c.json;
  const res = await fetchAs(emulator().url, token, c.method, fillPath(c.path, ids), {
    ...(json !== undefined ? { json } : {}),
    ...(c.raw !== undefined ? { raw: c.raw } : {}),
    ...(c.headers ? { headers: c.headers } : {}),
  });
  expect(res.status, `never a 5xx: ${res.text}`).toBeLessThan(500);
  expect(res.status, res.text).toBe(c.status);
  expect(res.headers.get('content-type') ?? '').toContain('application/json');
  expect(errorBodyValidator(res.body), res.text).toBe(true);
  const error = (res.body as { error: { code: number; message: string } }).error;
  expect(error.code).toBe(c.status);
  expect(error.message.trim()).not.toBe('');
  if (c.mentions) expect(error.message).toContain(c.mentions);
}
