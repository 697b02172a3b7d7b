import { expect, it } from 'vitest';
import { TOKENS } from '../../support/tokens.js';
import { adminClient } from './conformance-context.js';
import type { ConformanceContext } from './conformance-context.js';

/** The user behind the Bearer token (official `getAuthenticatedUser`, absent from the seed). */
export function userScenario(ctx: ConformanceContext): void {
  it('answers the user of the token', async () => {
    const alice = await adminClient(ctx).user.getAuthenticatedUser();
    ctx.recorder.check('getAuthenticatedUser', alice, 200);
    expect(alice.data).toMatchObject({
      object: 'user',
      id: 'usr_alice',
      displayName: 'Alice',
      email: 'alice@acme.example',
    });
    const carol = await ctx.emulator().client(TOKENS.read).user.getAuthenticatedUser();
    ctx.recorder.check('getAuthenticatedUser', carol, 200);
    expect(carol.data.id).toBe('usr_carol');
  });

  it('answers 401 without a token', async () => {
    const res = await ctx.emulator().v1(undefined, 'GET', '/user');
    expect(res.status).toBe(401);
  });
}
