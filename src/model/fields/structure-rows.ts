import * as z from 'zod';
import { condition, icon, sitePath } from '../schema/fields.js';
import { notRemovable } from '../schema/removal.js';
import type { MaybeSecret } from '../secret.js';
import { field } from './field-row.js';
import { flagRow } from './flag-row.js';

/**
 * The rows the items of a site's structure share (official `SiteSection`,
 * `SiteSectionGroup`, `SiteSpace`): each table names them under the same field, so a
 * change to one is a change to all.
 */

/** Section and site space paths can be changed, not removed (no nullable `path` in the API). */
const itemPath = notRemovable(
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
export const DRAFT_ROW = flagRow('a draft, not shown to visitors (official `draft`)', {
  via: 'patch',
  inCreate: true,
});

/**
 * The title of a section, a group or an external link: its natural key among its
 * siblings, sent in its create. A group's and a link's are written under their own key
 * (`group:`, `link:`), which tells them from a section.
 */
export function titleRow(doc: string, yaml: z.ZodType) {
  return field<MaybeSecret, string>()({
    doc,
    yaml,
    required: true,
    strings: 'text',
    wire: { schema: z.string(), required: true },
    via: 'patch',
    inCreate: true,
  });
}

/** A section's or external link's description. */
export const DESCRIPTION_ROW = field<MaybeSecret | null, string>()({
  doc: 'a description; null removes it',
  yaml: z.string().max(256),
  removable: true,
  multiLine: true,
  strings: 'text',
  wire: { schema: z.string() },
  via: 'patch',
});

/** The path of a section or a site space, below the site (or its section). */
export function pathRow(doc: string) {
  return field<string, string>()({
    doc,
    yaml: itemPath,
    strings: 'plain',
    wire: { schema: z.string(), required: true },
    via: 'patch',
  });
}

/**
 * The default flag of a section or a site space: one per list, so setting it moves the
 * flag from another (`via: 'default'`: a call of its own).
 */
export function defaultRow(doc: string) {
  return flagRow(doc, { via: 'default' });
}
