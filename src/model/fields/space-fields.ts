import * as z from 'zod';
import { EDIT_MODES, type EditMode, type Open } from '../enumerations.js';
import { editMode, language } from '../schema/fields.js';
import { notRemovable } from '../schema/removal.js';
import type { IdRef } from '../plan.js';
import type { MaybeSecret } from '../secret.js';
import type { FieldTable } from './field-row.js';
import { defaultLevelRow, permissionsRow } from './access-rows.js';
import { field } from './field-row.js';

/**
 * The calls that send a space's fields: the official `updateSpaceById` PATCH (and, for
 * an owned space, `createSpace`, whose body takes the rows marked `inCreate`), and the
 * permission calls (`inviteToSpace` and the team and user forms), and `moveSpace` (a new
 * collection).
 */
export type SpaceVia = 'patch' | 'move' | 'permissions';

/** The API shows "none" as an empty string (official `Space.emoji`, `Space.language`). */
function nonEmpty(value: unknown): unknown {
  return value === '' ? undefined : value;
}

/**
 * A space's settings (seed, "Spaces"; official `Space`, `createSpace`, `updateSpaceById`),
 * in docs/config.md's order. An existing space is named by its `id`; an owned one (no
 * `id`) is matched by its title, and created with it.
 */
export const SPACE_FIELDS = {
  title: field<MaybeSecret, string>()({
    doc: 'the space title',
    yaml: notRemovable(
      z.string().max(50),
      'a space always has a title: set another one, or leave `title` out to stop managing it',
    ),
    strings: 'text',
    wire: { schema: z.string(), required: true },
    via: 'patch',
    inCreate: true,
  }),
  emoji: field<MaybeSecret | null, string>()({
    doc: 'an emoji shown with the title; null removes it',
    yaml: z.string().min(1).max(50),
    removable: true,
    strings: 'text',
    wire: { schema: z.string(), read: nonEmpty },
    via: 'patch',
    inCreate: true,
  }),
  editMode: field<EditMode, Open<EditMode>>()({
    doc: '`live` (edited in place) or `locked` (through change requests)',
    yaml: editMode,
    wire: { schema: z.string() },
    via: 'patch',
    inCreate: true,
    known: EDIT_MODES,
    platformDefaults: ['live'],
  }),
  defaultLevel: defaultLevelRow('the space'),
  language: field<string, string>()({
    doc: 'the content language (an official language code)',
    yaml: language,
    wire: { schema: z.string(), read: nonEmpty },
    via: 'patch',
    inCreate: true,
  }),
  // planned as a collection IdRef (src/plan/kinds/space-kind.ts)
  collection: field<string | null, string | null, IdRef | null, IdRef | null>()({
    doc: 'the collection that holds the space: a collection key or a live collection id; null is the root',
    yaml: z.string().min(1).nullable().describe('a collection key or a live collection id'),
    removable: true,
    strings: 'plain',
    compare: 'ref',
    refTo: 'collection',
    // the official `Space.parent`, and `createSpace`'s and `moveSpace`'s `parent`
    wire: { key: 'parent', schema: z.string(), absentAsNull: true },
    via: 'move',
    inCreate: true,
    sendKey: 'parent',
    platformDefaults: [null],
  }),
  // planned as the grants of the declared lists, by key (src/plan/kinds/permissions-pair.ts)
  permissions: permissionsRow('the space'),
} as const satisfies FieldTable<SpaceVia>;
