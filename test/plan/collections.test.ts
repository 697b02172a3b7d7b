import { describe, expect, it } from 'vitest';
import { collectionAddress } from '../../src/model/address.js';
import type { DesiredCollection } from '../../src/model/desired.js';
import type { LiveCollection, LiveSpace } from '../../src/model/live.js';
import { planChanges } from '../../src/plan/plan.js';
import { readNeedsFor } from '../../src/plan/read-needs.js';
import { codes, desired, live, ownedSpace, policy, space, team } from './builders.js';
import type { Scenario } from './scenario.js';
import { runScenarios } from './scenario.js';

/**
 * The planner's part of collections: a parent or a space's collection names a key or a
 * live id and waits for a collection the plan creates; a new parent or collection is one
 * field change; a pruned collection's delete waits for what moves out of it, and is
 * refused while something would stay; a loop of parents is refused; grants are guarded
 * and need attention as a space's do.
 */
type Extra = Partial<Omit<DesiredCollection, 'address' | 'key'>>;

function collection(key: string, extra: Extra = {}): DesiredCollection {
  return { address: collectionAddress(key), key, title: key, previously: [], ...extra };
}

const SHELF: LiveCollection = { id: 'col_shelf', title: 'shelf', defaultLevel: 'inherit' };
const RACK: LiveCollection = { id: 'col_rack', title: 'rack', defaultLevel: 'inherit' };
const OLD: LiveCollection = { id: 'col_old', title: 'old', defaultLevel: 'inherit' };
const spaces = (held: Record<string, string>): LiveSpace[] =>
  ['a', 'b'].map((k) => ({
    id: `spc_${k}`,
    title: k.toUpperCase(),
    ...(held[k] === undefined ? {} : { collection: held[k] }),
  }));

const scenarios: Scenario[] = [
  {
    name: 'a parent created in the same plan is created first, and the child waits for it',
    desired: desired({
      collections: [collection('child', { parent: 'top' }), collection('top')],
    }),
    live: live({ collections: [] }),
    changes: ['create collection.top (title)', 'create collection.child (title,parent)'],
    check: (plan) => {
      const child = plan.changes.find((c) => c.address === 'collection.child');
      expect(child?.dependsOn).toEqual(['collection.top']);
      expect(child?.fields?.find((f) => f.path === 'parent')?.after).toEqual({
        ref: 'collection.top',
      });
    },
  },
  {
    name: 'a space created in a collection the plan creates waits for it',
    desired: desired({
      collections: [collection('top')],
      spaces: [ownedSpace('guide', 'Guide', { collection: 'top' })],
    }),
    live: live({ collections: [] }),
    changes: ['create collection.top (title)', 'create space.guide (title,collection)'],
    check: (plan) => {
      expect(plan.changes[1]?.dependsOn).toEqual(['collection.top']);
    },
  },
  {
    name: 'a space moved to another collection is one change of `collection`',
    desired: desired({
      collections: [collection('shelf'), collection('rack')],
      spaces: [space('a', 'spc_a', { collection: 'rack' })],
    }),
    live: live({ collections: [SHELF, RACK], spaces: spaces({ a: 'col_shelf' }) }),
    changes: ['update space.a (collection)'],
    check: (plan) => {
      expect(plan.changes[0]?.fields).toEqual([
        {
          path: 'collection',
          before: { ref: 'collection.shelf', id: 'col_shelf' },
          after: { ref: 'collection.rack', id: 'col_rack' },
        },
      ]);
    },
  },
  {
    name: "a collection's new parent, a live id, is one change of `parent`; null is the root",
    desired: desired({
      collections: [
        collection('shelf', { parent: null }),
        collection('rack', { parent: 'col_old' }),
      ],
    }),
    live: live({ collections: [{ ...SHELF, parent: 'col_rack' }, RACK, OLD] }),
    changes: ['update collection.shelf (parent)', 'update collection.rack (parent)'],
  },
  {
    name: 'a pruned collection that still holds a space is refused, naming both',
    desired: desired({
      collections: [collection('shelf')],
      spaces: [space('a', 'spc_a')],
      policy: policy({ prune: ['collections'] }),
    }),
    live: live({ collections: [SHELF, OLD], spaces: spaces({ a: 'col_old', b: 'col_old' }) }),
    changes: ['delete collection.old'],
    diagnostics: ['collection-not-empty'],
    check: (plan) => {
      const refused = plan.diagnostics.find((d) => d.code === 'collection-not-empty');
      expect(refused?.message).toBe(
        'collection.old cannot be deleted: it still holds space "A" (spc_a), space "B" (spc_b)',
      );
    },
  },
  {
    name: "a pruned collection's delete waits for the space the plan moves out, and for its child's delete",
    desired: desired({
      collections: [collection('shelf')],
      spaces: [space('a', 'spc_a', { collection: 'shelf' })],
      policy: policy({ prune: ['collections'] }),
    }),
    live: live({
      collections: [SHELF, OLD, { ...RACK, parent: 'col_old' }],
      spaces: [{ id: 'spc_a', title: 'A', collection: 'col_old' }],
    }),
    changes: ['update space.a (collection)', 'delete collection.rack', 'delete collection.old'],
    check: (plan) => {
      const old = plan.changes.find((c) => c.address === 'collection.old');
      expect([...(old?.dependsOn ?? [])].sort()).toEqual(['collection.rack', 'space.a']);
    },
  },
  {
    name: 'a pruned collection holding a space policy.protect keeps is kept too, and so is its parent',
    desired: desired({
      policy: policy({ prune: ['collections', 'spaces'], protect: ['space.*'] }),
    }),
    live: live({
      collections: [OLD, { ...RACK, parent: 'col_old' }],
      spaces: [{ id: 'spc_a', title: 'A', collection: 'col_rack' }],
    }),
    changes: [],
    diagnostics: ['delete-protected', 'delete-protected', 'delete-protected'],
    check: (plan) => {
      expect(plan.diagnostics.filter((d) => d.code === 'collection-not-empty')).toEqual([]);
      const kept = plan.diagnostics.filter(
        (d) => d.code === 'delete-protected' && d.address?.startsWith('collection.'),
      );
      expect(kept.map((d) => d.message)).toEqual([
        'collection.rack is not deleted: it holds space "A" (spc_a), which policy.protect keeps',
        'collection.old is not deleted: it holds collection "rack" (col_rack), which policy.protect keeps',
      ]);
    },
  },
  {
    name: 'a parent that is neither a key nor a live id is an error',
    desired: desired({ collections: [collection('a', { parent: 'col_gone' })] }),
    live: live({ collections: [] }),
    changes: ['create collection.a (title)'],
    diagnostics: ['dangling-reference'],
  },
];

describe('collections', () => {
  runScenarios(scenarios);

  it('refuses collections among their own parents, each at its declaration', () => {
    const plan = planChanges(
      desired({
        collections: [collection('a', { parent: 'b' }), collection('b', { parent: 'a' })],
      }),
      live({ collections: [] }),
    );
    expect(
      plan.diagnostics.filter((d) => d.code === 'collection-cycle').map((d) => d.message),
    ).toEqual([
      'collection.a is among its own parents (a -> b -> a)',
      'collection.b is among its own parents (b -> a -> b)',
    ]);
  });

  it("guards the token's own grant and lists an admin grant for attention, as a space's", () => {
    const d = desired({
      teams: [team('writers', { id: 'team_w' })],
      collections: [
        collection('shelf', {
          permissions: {
            teams: { writers: 'admin' },
            members: { 'alice@acme.example': 'read' },
          },
        }),
      ],
    });
    const l = live({
      caller: { id: 'u_alice', email: 'alice@acme.example', role: 'admin' },
      teams: [{ id: 'team_w', title: 'writers' }],
      collections: [
        {
          ...SHELF,
          permissions: { teams: {}, members: { u_alice: 'admin' }, emails: {} },
        },
      ],
    });
    const plan = planChanges(d, l);
    expect(codes(plan)).toContain('lockout-own-grant');
    expect((plan.attention ?? []).map((a) => `${a.category} ${a.address}`)).toContain(
      'privilege collection.shelf',
    );
  });

  it("lists a collection's undeclared grant as unmanaged, part of the collection", () => {
    const plan = planChanges(
      desired({ collections: [collection('shelf', { permissions: { teams: {} } })] }),
      live({
        collections: [
          { ...SHELF, permissions: { teams: {}, members: { u_bob: 'edit' }, emails: {} } },
        ],
      }),
    );
    expect(plan.unmanaged).toEqual([
      expect.objectContaining({
        address: 'collection.shelf.permissions.member.bob@acme.example',
        kind: 'collection',
        part: 'grant',
        on: 'collection.shelf',
      }),
    ]);
  });

  it('reports a pruned collection that still holds a space as drift, with the refusal as a warning', () => {
    const d = desired({
      spaces: [space('a', 'spc_a')],
      policy: policy({ prune: ['collections'] }),
    });
    const l = live({ collections: [OLD], spaces: spaces({ a: 'col_old' }) });
    const plan = planChanges(d, l, { mode: 'drift' });
    expect(plan.changes.map((c) => `${c.action} ${c.address}`)).toEqual(['delete collection.old']);
    const refused = plan.diagnostics.find((d) => d.code === 'collection-not-empty');
    expect(refused?.severity).toBe('warning');
    expect(
      planChanges(d, l).diagnostics.find((d) => d.code === 'collection-not-empty')?.severity,
    ).toBe('error');
  });

  it('reads the collections a space names, and the spaces a pruned collection may hold', () => {
    expect(readNeedsFor(desired()).collections).toBe(false);
    expect(
      readNeedsFor(desired({ spaces: [space('a', 'spc_a', { collection: 'col_x' })] })).collections,
    ).toBe(true);
    const pruned = readNeedsFor(desired({ policy: policy({ prune: ['collections'] }) }));
    expect(pruned).toMatchObject({ collections: true, spaces: true });
    const granted = readNeedsFor(
      desired({ collections: [collection('shelf', { permissions: { teams: {} } })] }),
    );
    expect(granted.collectionPermissions).toEqual({ ids: [], titles: ['shelf'] });
  });
});
