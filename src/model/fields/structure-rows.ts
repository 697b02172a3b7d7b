import * as z from 'zod';
import { condition, icon, sitePath } from '../schema/fields.js';
import { notRemovable } from '../schema/removal.js';
import type { MaybeSecret } from '../secret.js';
import { field } from './field-row.js';

/**
 * The rows the items of a site's structure share (official `SiteSection`,
 * `SiteSectionGroup`, `SiteSpace`): each table names them under the same field, so a
 * change to one is a change to all.
 */

/** Section and site space paths can be changed, not removed (no nullable `path` in the API). */
export const itemPath = notRemovable(
  sitePath,
  'a path cannot be removed, only changed: set another path, or leave `path` out to stop managing it',
);

/** A section's or group's icon. */
export const ICON_ROW = field<string | null, string>()({
  doc: 'an icon name; null removes it',
  yaml: icon,
  removable: true,
  strings: 'plain',
  wire: { schema: z.string() },
  via: 'patch',
  inCreate: true,
});

/** A section's or site space's adaptive content condition. */
export const CONDITION_ROW = field<MaybeSecret | null, string>()({
  doc: 'an adaptive content condition (an expression); null removes it',
  yaml: condition,
  removable: true,
  multiLine: true,
  strings: 'text',
  wire: { schema: z.string() },
  via: 'patch',
});

/** The official draft flag of a section, a group or a site space. */
export const DRAFT_ROW = field<boolean>()({
  doc: 'a draft, not shown to visitors (official `draft`)',
  yaml: z.boolean(),
  wire: { schema: z.boolean() },
  absentIs: false,
  via: 'patch',
  inCreate: true,
  platformDefaults: [false],
});
