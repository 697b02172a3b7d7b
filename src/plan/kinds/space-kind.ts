import { KINDS } from '../../model/kinds.js';
import type { DesiredSpace } from '../../model/desired.js';
import { SPACE_FIELDS } from '../../model/fields/space-fields.js';
import type { LiveSpace } from '../../model/live.js';
import { rowPairs } from '../field-pairs.js';
import type { KeyedKind } from '../plan-keyed.js';
import { byTitle } from '../key-rules.js';
import { collectionRefPair, collectionWait } from './collection-ref.js';
import { grantView, grantWaits, permissionsPair } from './permissions-pair.js';

/**
 * Spaces: an existing one by its `id`, an owned one (no `id`) by its title, else a
 * `previously` title; only the declared settings are managed, `permissions` paired here
 * (a `byPlanner` row), compared by team key and email (permissions-pair.ts). Which live
 * spaces are leftovers is the planner's choice (plan-spaces.ts).
 */
export const SPACE_KIND: KeyedKind<DesiredSpace, LiveSpace, 'space'> = {
  kind: 'space',
  // an owned space always has a title (config rule owned-spaces.ts); one with an id
  // is matched by it before any title is looked at
  spec: byTitle(KINDS.space.noun, {
    name: 'title',
    declared: (d) => d.title ?? '',
    live: (l) => l.title,
  }),
  fields: (ctx, d, l) =>
    rowPairs<'space', typeof SPACE_FIELDS>(SPACE_FIELDS, d, l, {
      collection: (name) => collectionRefPair(ctx, d.address, 'collection', name, l?.collection),
      permissions: () => permissionsPair(grantView(ctx, d.address, d, l)),
    }),
  // a grant to a team this plan creates waits for it, a move for the collection it creates
  dependsOn: (ctx, d) => [...collectionWait(ctx, d.collection), ...grantWaits(ctx, d)],
  refs: (ctx, d, l) => grantView(ctx, d.address, d, l).refs,
  liveAddress: (ctx, l) => ctx.addresses.keyedAddress('space', l.id),
  liveTitle: (l) => l.title,
};
