import { changedFields } from '../../src/apply/wire.js';
import { describe, expect, it } from 'vitest';
import type { HandlerContext } from '../../src/apply/handler.js';
import { sendLoop, type Sender, type Senders } from '../../src/apply/senders.js';
import { TEAM_FIELDS } from '../../src/model/fields/team-fields.js';
import type { ChangeOf } from '../../src/model/plan.js';

/**
 * A kind's senders run one after another, in the order its table of senders was
 * written (the settings before the grants, publishing last): each call waits for the
 * one before it, and each gets the same target, fields and change.
 */
describe('sendLoop', () => {
  it('runs each sender after the previous one ends, in the written order', async () => {
    const log: string[] = [];
    const slow =
      (name: string, ms: number): Sender<'team', string> =>
      async (_ctx, id, fields, change) => {
        log.push(`${name} start ${id} ${String(fields.get('title'))} ${change.address}`);
        await new Promise((resolve) => setTimeout(resolve, ms));
        log.push(`${name} end`);
      };
    const senders: Senders<typeof TEAM_FIELDS, 'team', string> = {
      patch: slow('patch', 20),
      members: slow('members', 0),
    };
    const send = sendLoop(senders);
    const change = { address: 'team.docs' } as ChangeOf<'team'>;
    const fields = changedFields({ ...change, fields: [{ path: 'title', after: 'Docs' }] });
    await send({} as HandlerContext, 'team_1', fields, change);
    expect(log).toEqual([
      'patch start team_1 Docs team.docs',
      'patch end',
      'members start team_1 Docs team.docs',
      'members end',
    ]);
  });
});
