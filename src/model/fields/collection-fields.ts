import * as z from 'zod';
import type { IdRef } from '../plan.js';
import { text } from '../schema/fields.js';
import type { MaybeSecret } from '../secret.js';
import { defaultLevelRow, permissionsRow } from './access-rows.js';
import { field, type FieldTable } from './field-row.js';

/**
 * The calls that send a collection's fields (src/apply/handlers/collection.ts): the
 * official `updateCollectionById` PATCH, `moveCollection` (a new parent), and the
 * collection's permission calls (`inviteToCollection` and the team and user forms).
 */
export type CollectionVia = 'patch' | 'move' | 'permissions';

/**
 * A collection's fields (official `Collection`, `createCollection`, `updateCollectionById`,
 * `moveCollection`), in docs/config.md's order. Matched by title among the organization's
 * collections; `parent` nests it in another.
 */
export const COLLECTION_FIELDS = {
  title: field<MaybeSecret, string>()({
    doc: 'the collection title (at most 50 characters); matches the live collection',
    yaml: text(1, 50),
    required: true,
    strings: 'text',
    wire: { schema: z.string(), required: true },
    via: 'patch',
    inCreate: true,
  }),
  description: field<MaybeSecret, string>()({
    doc: 'a short description (at most 100 characters)',
    yaml: text(0, 100),
    strings: 'text',
    wire: { schema: z.string() },
    via: 'patch',
  }),
  // planned as a collection IdRef (src/plan/kinds/collection-kind.ts)
  parent: field<string | null, string | null, IdRef | null, IdRef | null>()({
    doc: 'the collection it is nested in: a collection key or a live collection id; null is the root',
    yaml: z.string().min(1).nullable().describe('a collection key or a live collection id'),
    removable: true,
    strings: 'plain',
    compare: 'ref',
    refTo: 'collection',
    wire: { schema: z.string(), absentAsNull: true },
    via: 'move',
    inCreate: true,
    platformDefaults: [null],
  }),
  defaultLevel: defaultLevelRow('the collection'),
  // planned as the grants of the declared lists, by key (src/plan/kinds/permissions-pair.ts)
  permissions: permissionsRow('the collection'),
} as const satisfies FieldTable<CollectionVia>;
