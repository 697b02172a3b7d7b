import { describe, expect, expectTypeOf, it } from 'vitest';
import type { IdRef } from '../../src/model/plan.js';
import type { DeclaredGrants } from '../../src/model/schema/permissions.js';
import type { FieldPair } from '../../src/plan/compare-fields.js';
import { compareFields } from '../../src/plan/compare-fields.js';

/**
 * A planner's field pair carries its row's planned value types, as the change it becomes
 * does (docs/architecture.md, "Typed changes"): a pair of the wrong value for its row
 * does not compile, and the comparison keeps the row's values.
 */
describe('a field pair is typed by its row', () => {
  it('takes the values of the row its path names', () => {
    const title: FieldPair<'team'> = { path: 'title', after: 'Docs', before: 'Doc' };
    // @ts-expect-error: a team's title is a string, not a number
    const wrongTitle: FieldPair<'team'> = { path: 'title', after: 3, before: 'Doc' };
    const ref: IdRef = { ref: 'team.core', id: 'team_1' };
    const defaultTeam: FieldPair<'saml'> = {
      path: 'defaultTeam',
      after: ref,
      before: ref,
      compareAfter: 'team_1',
      compareBefore: 'team_1',
    };
    // @ts-expect-error: a SAML provider's default team is planned as an IdRef, not its key
    const wrongRef: FieldPair<'saml'> = { path: 'defaultTeam', after: 'core', before: null };
    // @ts-expect-error: a team has no field `visibility`
    const noRow: FieldPair<'team'> = { path: 'visibility', after: 'public', before: null };
    expect(compareFields([title, defaultTeam])).toEqual([
      { path: 'title', after: 'Docs', before: 'Doc' },
    ]);
    expect([wrongTitle, wrongRef, noRow]).toHaveLength(3);
  });

  it('plans declared grants with the roles the API takes', () => {
    expectTypeOf<Extract<FieldPair<'space'>, { path: 'permissions' }>['after']>().toEqualTypeOf<
      DeclaredGrants | undefined
    >();
    // @ts-expect-error: `owner` is no role a grant takes
    const owner: FieldPair<'site'> = {
      path: 'permissions',
      after: { teams: { core: 'owner' } },
      before: {},
    };
    expect(owner.path).toBe('permissions');
  });
});
