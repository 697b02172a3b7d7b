import { collectionAddress } from '../model/address.js';
import type { DesiredCollection } from '../model/desired.js';
import { COLLECTION_FIELDS } from '../model/fields/collection-fields.js';
import { normalizeFields } from './field-rows.js';
import { defined, type NormalizeContext } from './normalize-context.js';
import type { ConfigInput } from './schema.js';

/** `collections:`: each by its key, with its id, former titles and the rows of its table. */
export function normalizeCollections(
  config: ConfigInput,
  ctx: NormalizeContext,
): DesiredCollection[] {
  return Object.entries(config.collections ?? {}).map(([key, collection]) => {
    const path = ['collections', key];
    const address = collectionAddress(key);
    ctx.declare(address, path);
    ctx.declareValue(address, 'id', [...path, 'id'], collection.id);
    return defined({
      address,
      key,
      id: ctx.optionalPlain([...path, 'id'], collection.id),
      previously: ctx.plainList([...path, 'previously'], collection.previously) ?? [],
      ...normalizeFields(ctx, address, path, COLLECTION_FIELDS, collection),
    });
  });
}
