import { expect, it } from 'vitest';
import { fetchAs } from '../../support/fetch-as.js';
import { ORG } from '../../support/tokens.js';
import { adminClient, userIdOf } from './conformance-context.js';
import type { ConformanceContext } from './conformance-context.js';

/**
 * The official 202 of removeMemberFromOrganizationById ("The removal request was sent
 * to the organization administrators"), switched on by the world flag
 * `memberRemovalNeedsApproval` (docs/emulator.md).
 */
export function memberRemovalScenario(ctx: ConformanceContext): void {
  it('answers 202 and keeps the member while removals need approval', async () => {
    const state = await fetchAs(ctx.emulator().url, undefined, 'GET', '/_emulator/state');
    const world = state.body as { organizations: { id: string }[] };
    for (const org of world.organizations) {
      if (org.id === ORG) Object.assign(org, { memberRemovalNeedsApproval: true });
    }
    const put = await fetchAs(ctx.emulator().url, undefined, 'PUT', '/_emulator/state', {
      json: world,
    });
    expect(put.status).toBe(204);
    const api = adminClient(ctx);
    const dave = await userIdOf(ctx, 'dave@acme.example');
    const res = await api.orgs.removeMemberFromOrganizationById(ORG, dave);
    ctx.recorder.check('removeMemberFromOrganizationById', res, 202);
    const still = await api.orgs.getMemberInOrganizationById(ORG, dave);
    ctx.recorder.check('getMemberInOrganizationById', still, 200);
    const unknown = await api.orgs.removeMemberFromOrganizationById(ORG, 'usr_nobody');
    ctx.recorder.check('removeMemberFromOrganizationById', unknown, 204);
  });
}
