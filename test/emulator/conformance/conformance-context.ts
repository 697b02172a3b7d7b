import type { OfficialClient } from '../../support/official-client.js';
import type { TestEmulator } from '../../support/start-test-emulator.js';
import { TOKENS } from '../../support/tokens.js';
import type { OperationRecorder } from './operation-recorder.js';

/** What every scenario of the conformance suite shares. */
export interface ConformanceContext {
  readonly emulator: () => TestEmulator;
  readonly recorder: OperationRecorder;
  /**
   * Seed operations the official client has no method for, sent with plain fetch
   * (docs/api-differences.md); counted apart from the official operations.
   */
  readonly seedOnly: Set<string>;
}

/** The official client as the fixture's admin, alice. */
export const adminClient = (ctx: ConformanceContext): OfficialClient =>
  ctx.emulator().client(TOKENS.admin);

/** Narrows `data` of a client response to the object a test reads fields from. */
export function fields(data: unknown): Record<string, unknown> {
  if (data === null || typeof data !== 'object') throw new Error('expected a JSON object');
  return data as Record<string, unknown>;
}

/** The user id of the fixture member with this email, read through the members list. */
export async function userIdOf(ctx: ConformanceContext, email: string): Promise<string> {
  const res = await adminClient(ctx).orgs.listMembersInOrganizationById('org_acme', {
    search: email,
  });
  const member = res.data.items.find((m) => m.user.email === email);
  if (!member) throw new Error(`no member ${email} in the fixture`);
  return member.user.id;
}
