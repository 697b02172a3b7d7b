import * as z from 'zod';
import type { LiveDefaultLevel } from '../live.js';
import { ROLES, type DefaultLevel } from '../enumerations.js';
import { defaultLevel } from '../schema/fields.js';
import {
  permissions,
  type DeclaredGrants,
  type DesiredPermissions,
  type LivePermissions,
  type PlannedGrants,
} from '../schema/permissions.js';
import { field } from './field-row.js';

/**
 * The rows that decide who reads what, alike on a site, a space and a collection: the
 * default access, and the grants by team and member. `of` names what they are on, for
 * the field's documentation (`the site's content`, `the space`).
 */
export function defaultLevelRow(of: string) {
  return field<DefaultLevel, LiveDefaultLevel>()({
    doc: `the default access to ${of}: a role, \`inherit\`, or null (none)`,
    yaml: defaultLevel,
    wire: { schema: z.string().nullable() },
    via: 'patch',
    known: [...ROLES, 'inherit'],
    platformDefaults: ['inherit'],
  });
}

/** The grants on `on` (`the site`), sent by the holder's permission calls. */
export function permissionsRow(on: string) {
  return field<DesiredPermissions, LivePermissions, DeclaredGrants, PlannedGrants>()({
    doc: `roles granted on ${on}, by team key (or live team id) and member email; null removes one (see "Permissions")`,
    yaml: permissions,
    via: 'permissions',
    // grants compared by team key and email (src/plan/kinds/permissions-pair.ts)
    byPlanner: true,
    located: 'keys',
    // written by export-permissions.ts: ids become team keys and emails
    exported: false,
  });
}
