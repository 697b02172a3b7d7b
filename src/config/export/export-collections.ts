import { COLLECTION_FIELDS } from '../../model/fields/collection-fields.js';
import type { LiveState } from '../../model/live.js';
import { exportedFields, type ExportContext } from './export-fields.js';
import { sortedByKey, type YamlMap } from './export-org.js';
import { exportPermissions } from './export-permissions.js';

/**
 * `collections:`: each live collection by its export key, its `parent` written as the
 * parent's key (one at the root has none), its grants as `permissions:`.
 */
export function exportCollections(live: LiveState, ctx: ExportContext): YamlMap {
  const { keys } = ctx;
  const out: YamlMap = {};
  for (const c of sortedByKey(live.collections ?? [], keys.collections)) {
    out[keys.collections.get(c.id) ?? c.id] = {
      id: c.id,
      ...exportedFields(COLLECTION_FIELDS, c, ctx, `collection "${c.title}"`),
      ...(typeof c.parent === 'string'
        ? { parent: keys.collections.get(c.parent) ?? c.parent }
        : {}),
      ...exportPermissions(c.permissions, keys),
    };
  }
  return out;
}
