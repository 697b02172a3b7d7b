import { describe, expect, it } from 'vitest';
import { useTestEmulator } from '../support/start-test-emulator.js';
import { ORG } from '../support/tokens.js';

describe('Bearer tokens are looked up among the token map own entries only', () => {
  const emulator = useTestEmulator();

  it.each(['__proto__', 'constructor', 'toString', 'hasOwnProperty', 'valueOf'])(
    'answers 401 to the token %s',
    async (token) => {
      for (const path of ['/orgs', '/user', `/orgs/${ORG}`]) {
        const res = await emulator().v1(token, 'GET', path);
        expect(res.status, `GET ${path}`).toBe(401);
        expect(res.body).toMatchObject({ error: { code: 401 } });
      }
    },
  );
});
