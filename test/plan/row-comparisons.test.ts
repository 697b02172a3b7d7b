import type { ShareLink } from '../../src/model/schema/share-links.js';
import * as z from 'zod';
import { describe, expect, expectTypeOf, it } from 'vitest';
import { liveFields, wireShape } from '../../src/api/resources/read-fields.js';
import type { MergeRules } from '../../src/model/desired.js';
import type { FieldTable } from '../../src/model/fields/field-row.js';
import { field } from '../../src/model/fields/field-row.js';
import { SETTINGS_FIELDS } from '../../src/model/fields/settings-fields.js';
import { SITE_FIELDS } from '../../src/model/fields/site-fields.js';
import { TEAM_FIELDS } from '../../src/model/fields/team-fields.js';
import type { ResourceKind } from '../../src/model/kinds.js';
import { compareFields } from '../../src/plan/compare-fields.js';
import type { OwnPairs } from '../../src/plan/field-pairs.js';
import { fieldPairs, rowPairs } from '../../src/plan/field-pairs.js';

/** A table shaped like the organization's kinds: a key, a set, a write-only value, a reference. */
const TABLE = {
  slug: field<string>()({
    doc: 'the key',
    yaml: z.string(),
    configKey: true,
    wire: { schema: z.string(), required: true },
    via: 'patch',
  }),
  emailDomains: field<readonly string[]>()({
    doc: 'a set',
    yaml: z.array(z.string()),
    compare: 'set',
    wire: { schema: z.array(z.string()) },
    via: 'patch',
  }),
  certificate: field<string>()({
    doc: 'write-only',
    yaml: z.string(),
    writeOnly: true,
    wire: { schema: z.string() },
    via: 'patch',
  }),
  defaultTeam: field<string | null, string | null>()({
    doc: 'a reference',
    yaml: z.string(),
    compare: 'ref',
    refTo: 'team',
    wire: { schema: z.string(), absentAsNull: true },
    via: 'patch',
  }),
} as const;

describe('rows compared beyond a plain value', () => {
  const desired = {
    slug: 'petstore',
    emailDomains: ['b.example', 'a.example'],
    certificate: 'MIIC',
    defaultTeam: 'core',
  };
  const own = {
    // a pair of the kind's row `visibility`, of that row's value types
    defaultTeam: () => ({
      path: 'visibility' as const,
      after: 'public' as const,
      before: 'private',
    }),
  };

  it('plans the key on create only, and pairs a reference row by its planner, in its place', () => {
    const create = rowPairs<'openapi', typeof TABLE>(TABLE, desired, undefined, own);
    expect(create.map((p) => p.path)).toEqual([
      'slug',
      'emailDomains',
      'certificate',
      'visibility',
    ]);
    const update = rowPairs<'openapi', typeof TABLE>(TABLE, desired, { slug: 'petstore' }, own);
    expect(update.map((p) => p.path)).toEqual(['emailDomains', 'certificate', 'visibility']);
  });

  it('compares a set in any order, and a write-only value only when the API returns it', () => {
    const live = { slug: 'petstore', emailDomains: ['a.example', 'b.example'] };
    const pairs = rowPairs<'openapi', typeof TABLE>(TABLE, desired, live, {
      defaultTeam: () => ({ path: 'visibility', after: undefined, before: undefined }),
    });
    expect(compareFields(pairs)).toEqual([]);
    const held = rowPairs<'openapi', typeof TABLE>(
      TABLE,
      desired,
      { ...live, certificate: 'OLD' },
      {
        defaultTeam: () => ({ path: 'visibility', after: undefined, before: undefined }),
      },
    );
    expect(compareFields(held).map((f) => f.path)).toEqual(['certificate']);
  });

  it('reads a required wire value as required, and an absent one as null where the row says so', () => {
    const schema = z.looseObject(wireShape(TABLE));
    expect(schema.safeParse({}).success).toBe(false);
    const answer = schema.parse({ slug: 'petstore' });
    expect(liveFields(TABLE, answer)).toEqual({ slug: 'petstore', defaultTeam: null });
  });
});

/** A table whose planner completes two rows: a set (its pair checked) and a plain value. */
const OWN_TABLE = {
  shareLinks: field<readonly string[]>()({
    doc: 'a set the planner completes',
    yaml: z.array(z.string()),
    compare: 'set',
    byPlanner: true,
    via: 'patch',
  }),
  title: field<string>()({ doc: 'a plain value', yaml: z.string(), via: 'patch' }),
  permissions: field<Readonly<Record<string, string>>>()({
    doc: 'a value the planner pairs whole',
    yaml: z.record(z.string(), z.string()),
    byPlanner: true,
    via: 'patch',
  }),
} as const;

/** A table with no row paired by its planner. */
const PLAIN_TABLE = {
  title: field<string>()({ doc: 'a plain value', yaml: z.string(), via: 'patch' }),
} as const;

describe('a row marked byPlanner', () => {
  const live = { shareLinks: ['b', 'a'], title: 'Portal' };

  it('is paired by its planner, in its place, from the row pair it makes the usual way', () => {
    const desired = { shareLinks: ['a', 'b'], title: 'Portal', permissions: { core: 'read' } };
    const given: unknown[] = [];
    const pairs = rowPairs<'site', typeof OWN_TABLE>(OWN_TABLE, desired, live, {
      shareLinks: (links, usual) => {
        given.push(links);
        return usual;
      },
      // a pair given as it is: no function to call
      permissions: { path: 'permissions', after: { teams: { core: 'read' } }, before: {} },
    });
    expect(pairs.map((p) => p.path)).toEqual(['shareLinks', 'title', 'permissions']);
    expect(pairs[0]).toMatchObject({ compareAfter: ['a', 'b'], compareBefore: ['a', 'b'] });
    expect(compareFields(pairs).map((f) => f.path)).toEqual(['permissions']);
    // the pairing is given the declared value itself, read once with the usual pair
    expect(given).toEqual([desired.shareLinks]);
    expect(given[0]).toBe(desired.shareLinks);
    expect(pairs[0]?.after).toBe(desired.shareLinks);
  });

  it('makes no pair where the object does not declare it: its pairing is not called', () => {
    const called: string[] = [];
    const pairs = rowPairs<'site', typeof OWN_TABLE>(OWN_TABLE, { title: 'Portal' }, live, {
      shareLinks: () => {
        called.push('shareLinks');
        return { path: 'shareLinks', after: undefined, before: undefined };
      },
      permissions: () => {
        called.push('permissions');
        return { path: 'permissions', after: undefined, before: undefined };
      },
    });
    expect(pairs.map((p) => p.path)).toEqual(['title']);
    expect(called).toEqual([]);
  });

  it('is given its declared value typed by the row, never undefined', () => {
    type Own = OwnPairs<typeof OWN_TABLE, 'site'>;
    type Pairing<N extends keyof Own> = Extract<Own[N], (...args: never[]) => unknown>;
    expectTypeOf<Parameters<Pairing<'shareLinks'>>[0]>().toEqualTypeOf<readonly string[]>();
    expectTypeOf<Parameters<Pairing<'permissions'>>[0]>().toEqualTypeOf<
      Readonly<Record<string, string>>
    >();
    expectTypeOf<Parameters<Pairing<'shareLinks'>>[1]['after']>().toEqualTypeOf<
      readonly string[]
    >();
    const pair = () =>
      rowPairs<'site', typeof OWN_TABLE>(OWN_TABLE, {}, undefined, {
        shareLinks: (links) => ({ path: 'shareLinks', after: links, before: undefined }),
        permissions: (grants) => ({ path: 'permissions', after: grants, before: undefined }),
      });
    expect(pair()).toEqual([]);
    expectTypeOf<undefined>().not.toExtend<Parameters<Pairing<'shareLinks'>>[0]>();
    const undeclared = (pairing: Pairing<'shareLinks'>) =>
      // @ts-expect-error: a pairing is never called with an undeclared value
      pairing(undefined, { path: 'shareLinks', after: undefined, before: [] });
    expectTypeOf(undeclared).toBeFunction();
  });

  it("is typed by the kinds' own rows: a declared value, null where the row removes it", () => {
    type Value<
      T extends FieldTable,
      K extends ResourceKind,
      N extends keyof OwnPairs<T, K>,
    > = Parameters<Extract<OwnPairs<T, K>[N], (...args: never[]) => unknown>>[0];
    expectTypeOf<Value<typeof SITE_FIELDS, 'site', 'shareLinks'>>().toEqualTypeOf<
      readonly ShareLink[]
    >();
    expectTypeOf<
      Value<typeof SETTINGS_FIELDS, 'settings', 'mergeRules'>
    >().toEqualTypeOf<MergeRules>();
    expectTypeOf<Value<typeof SETTINGS_FIELDS, 'settings', 'defaultContent'>>().toEqualTypeOf<{
      readonly site: string;
    } | null>();
    expectTypeOf<Value<typeof TEAM_FIELDS, 'team', 'members'>>().toEqualTypeOf<readonly string[]>();
  });

  it('does not compile without its pairing', () => {
    const pair = () =>
      rowPairs<'site', typeof OWN_TABLE>(
        OWN_TABLE,
        {},
        undefined,
        // @ts-expect-error: `permissions` is paired by the planner and has no pairing here
        { shareLinks: () => ({ path: 'shareLinks', after: undefined, before: undefined }) },
      );
    expect(pair()).toEqual([]);
  });

  it('does not compile in fieldPairs, which would pair it the usual way', () => {
    // @ts-expect-error: `shareLinks` and `permissions` are paired by the planner: rowPairs
    const pair = () => fieldPairs<'site', typeof OWN_TABLE>(OWN_TABLE, {}, undefined);
    expect(pair()).toEqual([]);
    expect(fieldPairs<'site', typeof PLAIN_TABLE>(PLAIN_TABLE, { title: 'a' }, {})).toEqual([
      { path: 'title', after: 'a', before: undefined },
    ]);
  });
});
