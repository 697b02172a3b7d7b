import { builtinFixture } from '../../../src/emulator/fixture.js';
import type { World } from '../../../src/emulator/world.js';

/**
 * The built-in fixture plus `org_other`, an organization alice is not a member of
 * (only dave is), with a space of its own: a caller must not see into it.
 */
export function worldWithForeignOrg(): World {
  const world = builtinFixture();
  const acme = world.organizations.find((o) => o.id === 'org_acme');
  const guides = world.spaces.find((s) => s.id === 'spc_guides');
  if (!acme || !guides) throw new Error('the built-in fixture changed: no org_acme or spc_guides');
  world.organizations.push({ ...structuredClone(acme), id: 'org_other', title: 'Other Corp' });
  world.members.push({
    organization: 'org_other',
    user: 'usr_dave',
    role: 'admin',
    joinedAt: '2024-01-01T00:00:00.000Z',
    disabled: false,
    sso: false,
  });
  world.spaces.push({ ...structuredClone(guides), organization: 'org_other', id: 'spc_other' });
  return world;
}
