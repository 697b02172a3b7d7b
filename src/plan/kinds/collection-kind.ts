import { KINDS } from '../../model/kinds.js';
import type { DesiredCollection } from '../../model/desired.js';
import { COLLECTION_FIELDS } from '../../model/fields/collection-fields.js';
import type { LiveCollection } from '../../model/live.js';
import { rowPairs } from '../field-pairs.js';
import { byTitle } from '../key-rules.js';
import type { KeyedKind } from '../plan-keyed.js';
import { collectionRefPair, collectionWait } from './collection-ref.js';
import { grantView, grantWaits, permissionsPair } from './permissions-pair.js';

/**
 * Collections: matched by title (or a `previously` title); the parent a collection
 * reference paired by live id (a new parent is one `moveCollection`), the grants
 * compared by team key and email as a space's are (permissions-pair.ts). A collection
 * waits for the parent this plan creates, and for the teams and members its grants name.
 */
export const COLLECTION_KIND: KeyedKind<DesiredCollection, LiveCollection, 'collection'> = {
  kind: 'collection',
  spec: byTitle(KINDS.collection.noun, 'title'),
  fields: (ctx, d, l) =>
    rowPairs<'collection', typeof COLLECTION_FIELDS>(COLLECTION_FIELDS, d, l, {
      parent: (parent) => collectionRefPair(ctx, d.address, 'parent', parent, l?.parent),
      permissions: () => permissionsPair(grantView(ctx, d.address, d, l)),
    }),
  dependsOn: (ctx, d) => [...collectionWait(ctx, d.parent), ...grantWaits(ctx, d)],
  refs: (ctx, d, l) => grantView(ctx, d.address, d, l).refs,
  liveAddress: (ctx, l) => ctx.addresses.keyedAddress('collection', l.id),
  liveTitle: (l) => l.title,
};
