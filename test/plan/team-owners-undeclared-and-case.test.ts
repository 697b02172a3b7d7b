import { describe, expect, it } from 'vitest';
import type { Change, FieldChange, IdRef } from '../../src/model/plan.js';
import { teamOwnerItems } from '../../src/plan/attention-team-owners.js';
import { planChanges } from '../../src/plan/plan.js';
import type { Refs } from '../../src/plan/refs.js';
import { desired, live, team } from './builders.js';

/**
 * A team that declares `members:` and not `owners:` leaves its roles unmanaged: its live
 * owners are listed as unmanaged, with the role, and the note says how to manage them,
 * so a reviewer sees that they stay owners. The team-owner attention compares emails
 * one way, ignoring case, as emails are.
 */
describe("a team's owners", () => {
  it('live owners of a team without `owners:` are unmanaged, with the note', () => {
    const plan = planChanges(
      desired({
        teams: [team('eng', { title: 'Eng', members: ['alice@acme.example', 'bob@acme.example'] })],
      }),
      live({
        teams: [{ id: 't_eng', title: 'Eng', members: ['u_alice', 'u_bob'], owners: ['u_alice'] }],
      }),
    );
    expect(plan.changes).toEqual([]);
    expect(plan.unmanaged).toEqual([
      {
        address: 'team.eng.owner.alice@acme.example',
        kind: 'team',
        id: 'u_alice',
        title: 'Alice',
        part: 'team-member',
        on: 'team.eng',
        role: 'owner',
      },
    ]);
    const note = plan.diagnostics.find((d) => d.code === 'collection-not-declared');
    expect(note?.message).toBe(
      'team.eng holds 1 owner that the config does not declare (no `owners:`): docform leaves it alone and lists it as unmanaged',
    );
    expect(note?.hint).toBe(
      'declare it under `owners:` to manage it, or `owners: []` to make every one a plain member',
    );
  });

  it('an owner on both sides whose email differs in case is no new owner', () => {
    const ref = (email: string, id: string): IdRef => ({ ref: `member.${email}`, id });
    const field: FieldChange = {
      path: 'owners',
      before: [ref('Alice@Acme.example', 'u_alice')],
      after: [ref('alice@acme.example', 'u_alice'), ref('bob@acme.example', 'u_bob')],
    };
    const change = {
      address: 'team.eng',
      kind: 'team',
      action: 'update',
      id: 't_eng',
      fields: [field],
      dependsOn: [],
    } as Change;
    const refs = {
      member: (email: string) => ref(email, `u_${email}`),
      invited: () => undefined,
      memberById: (id: string) => ({ ref: `member.${id}`, id }),
    } as unknown as Refs;
    const ax = {
      desired: desired(),
      live: live({ teams: [{ id: 't_eng', title: 'Eng', members: ['u_alice', 'u_bob'] }] }),
      refs,
      mode: 'plan' as const,
    };
    const items = teamOwnerItems(ax, change, field);
    expect(items.map((i) => ('holder' in i && 'email' in i.holder ? i.holder.email : '?'))).toEqual(
      ['bob@acme.example'],
    );
  });
});
