import { describe, expect, it } from 'vitest';
import { errorBodyValidator } from '../../support/official-schema.js';
import { useTestEmulator } from '../../support/start-test-emulator.js';
import { TOKENS } from '../../support/tokens.js';

/**
 * docs/emulator.md: bodies over 5 MB are 413. The refusal must not break the
 * connection for the next request a keep-alive client sends on it.
 */
describe('a body over 5 MB', () => {
  const emulator = useTestEmulator();
  const big = JSON.stringify({ title: 'Big', padding: 'x'.repeat(6 * 1024 * 1024) });

  it('is refused with 413 and the official error body', async () => {
    const res = await emulator().v1(TOKENS.admin, 'PATCH', '/orgs/org_acme', { raw: big });
    expect(res.status).toBe(413);
    expect(errorBodyValidator(res.body), res.text).toBe(true);
  });

  it('leaves the client able to send its next request', async () => {
    const refused = await emulator().v1(TOKENS.admin, 'PATCH', '/orgs/org_acme', { raw: big });
    expect(refused.status).toBe(413);
    const next = await emulator().v1(TOKENS.admin, 'GET', '/orgs/org_acme');
    expect(next.status).toBe(200);
  });
});
