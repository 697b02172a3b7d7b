import { describe, expect, it } from 'vitest';
import type { Role } from '../../src/model/kinds.js';
import type { Change } from '../../src/model/plan.js';
import type { DeclaredGrants, PlannedGrants } from '../../src/model/schema/permissions.js';
import { accessThresholds, adminGrants } from '../../src/plan/access-thresholds.js';
import { desired, live, member, policy } from './builders.js';
import { planChanges } from '../../src/plan/plan.js';

const invite = (email: string, role: Role): Change => ({
  address: `member.${email}`,
  kind: 'member',
  action: 'invite',
  fields: [{ path: 'role', after: role }],
  dependsOn: [],
});

const roleChange = (email: string, before: Role, after: Role): Change => ({
  address: `member.${email}`,
  kind: 'member',
  action: 'update',
  id: `u_${email}`,
  fields: [{ path: 'role', before, after }],
  dependsOn: [],
});

const grants = (
  address: string,
  before: PlannedGrants | undefined,
  after: DeclaredGrants | undefined,
): Change => ({
  address,
  kind: address.startsWith('space.') ? 'space' : 'site',
  action: 'update',
  id: 'x_1',
  fields: [{ path: 'permissions', before, after }],
  dependsOn: [],
});

describe('adminGrants', () => {
  it('counts a role made admin, an invite as admin, and each new admin grant of a site or space', () => {
    const changes: Change[] = [
      invite('erin@acme.example', 'admin'),
      invite('fred@acme.example', 'edit'),
      roleChange('bob@acme.example', 'edit', 'admin'),
      roleChange('alice@acme.example', 'admin', 'read'),
      grants(
        'site.portal',
        { teams: { eng: 'admin' }, members: { 'bob@acme.example': 'read' } },
        {
          teams: { eng: 'admin', ops: 'admin', docs: 'edit' },
          members: { 'bob@acme.example': 'admin' },
        },
      ),
      grants('space.guides', undefined, { teams: { 'Platform team': 'admin' } }),
    ];
    expect(adminGrants(changes)).toEqual([
      'member.erin@acme.example',
      'member.bob@acme.example',
      'site.portal.permissions.team.ops',
      'site.portal.permissions.member.bob@acme.example',
      'space.guides.permissions.team."Platform team"',
    ]);
  });

  it('counts no delete, and no grant that stays admin', () => {
    const kept = grants('site.portal', { teams: { eng: 'admin' } }, { teams: { eng: 'admin' } });
    const gone: Change = {
      address: 'member.bob@acme.example',
      kind: 'member',
      action: 'delete',
      id: 'u_bob',
      fields: [{ path: 'role', before: 'admin' }],
      dependsOn: [],
    };
    expect(adminGrants([kept, gone])).toEqual([]);
  });
});

describe('accessThresholds', () => {
  const invites = Array.from({ length: 12 }, (_, i) => invite(`p${i}@acme.example`, 'admin'));

  it('gates invites and admin grants over their counts, with the numbers and the way out', () => {
    const found = accessThresholds(
      invites,
      policy({ inviteThreshold: { count: 11 }, adminGrantThreshold: { count: 3 } }),
    );
    expect(found).toEqual([
      {
        severity: 'warning',
        code: 'invite-threshold',
        message:
          '12 invites > threshold 11: member.p0@acme.example, member.p1@acme.example, member.p2@acme.example, member.p3@acme.example, member.p4@acme.example, and 7 more',
        hint: 'rerun with --force if this is intended (or raise policy.inviteThreshold)',
      },
      {
        severity: 'warning',
        code: 'admin-grant-threshold',
        message:
          '12 admin grants > threshold 3: member.p0@acme.example, member.p1@acme.example, member.p2@acme.example, member.p3@acme.example, member.p4@acme.example, and 7 more',
        hint: 'rerun with --force if this is intended (or raise policy.adminGrantThreshold)',
      },
    ]);
  });

  it('lets a plan at the counts through', () => {
    expect(
      accessThresholds(
        invites,
        policy({ inviteThreshold: { count: 12 }, adminGrantThreshold: { count: 12 } }),
      ),
    ).toEqual([]);
  });

  it('is a gate of the plan that --force passes', () => {
    const plan = planChanges(
      desired({
        members: [member('erin@acme.example', 'admin'), member('bob@acme.example', 'admin')],
        policy: policy({ adminGrantThreshold: { count: 1 } }),
      }),
      live(),
    );
    expect(plan.gates?.map((g) => g.kind)).toEqual(['admin-grant-threshold']);
    expect(plan.gates?.[0]).toMatchObject({
      passedBy: 'force',
      diagnostic: {
        message: '2 admin grants > threshold 1: member.erin@acme.example, member.bob@acme.example',
      },
    });
  });
});
