import { subscribe, unsubscribe } from 'node:diagnostics_channel';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiClient } from '../../src/api/client.js';
import { startTestEmulator, type TestEmulator } from '../support/start-test-emulator.js';
import { TOKENS } from '../support/tokens.js';

/**
 * A freed slot goes to the next request before the answer that freed it is parsed and
 * handed to its caller: the next request is on the wire while docform works on the
 * answer (a site structure's milliseconds of CPU), not after.
 */
let emulator: TestEmulator;
beforeAll(async () => {
  emulator = await startTestEmulator();
});
afterAll(async () => {
  await emulator.close();
});

describe('the slot of an answer', () => {
  it('sends the request waiting for it before the answer reaches its caller', async () => {
    const client = new ApiClient({
      baseUrl: emulator.url,
      token: TOKENS.admin,
      parallelism: 1,
    });
    const sent: string[] = [];
    const onSend = (message: unknown): void => {
      sent.push((message as { request: { path: string } }).request.path);
    };
    subscribe('undici:client:sendHeaders', onSend);
    try {
      // a kept-alive connection: the second request reuses the first one's
      await client.request({ method: 'GET', path: '/user' });
      sent.length = 0;
      const first = client.request({ method: 'GET', path: '/orgs/org_acme' });
      const second = client.request({ method: 'GET', path: '/orgs/org_acme/teams' });
      const sentWhenFirstArrived = await first.then(() => [...sent]);
      expect(sentWhenFirstArrived).toEqual(['/v1/orgs/org_acme', '/v1/orgs/org_acme/teams']);
      await second;
    } finally {
      unsubscribe('undici:client:sendHeaders', onSend);
      await client.close();
    }
  });
});
