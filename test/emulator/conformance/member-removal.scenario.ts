import { it } from 'vitest';
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
    const world = await ctx.emulator().state();
    for (const org of world.organizations) {
      if (org.id === ORG) Object.assign(org, { memberRemovalNeedsApproval: true });
    }
    await ctx.emulator().setState(world);
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
