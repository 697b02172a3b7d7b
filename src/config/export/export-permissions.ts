import type { LivePermissions } from '../../model/schema/permissions.js';
import type { ExportKeys } from './export-keys.js';
import type { YamlMap } from './export-org.js';

/**
 * A site's or space's grants as `permissions:` writes them: teams by their export key,
 * members by email (else user id). A site's guest grants (role null) are left out: in
 * the config, null removes a grant. Nothing when no grant is left.
 */
export function exportPermissions(
  permissions: LivePermissions | undefined,
  keys: ExportKeys,
): YamlMap {
  if (permissions === undefined) return {};
  const teams = roles(permissions.teams, (id) => keys.teams.get(id) ?? id);
  const members = roles(
    permissions.members,
    (id) => keys.emails.get(id) ?? permissions.emails[id] ?? id,
  );
  const out: YamlMap = {
    ...(Object.keys(teams).length > 0 ? { teams } : {}),
    ...(Object.keys(members).length > 0 ? { members } : {}),
  };
  return Object.keys(out).length === 0 ? {} : { permissions: out };
}

function roles(
  grants: Readonly<Record<string, string | null>>,
  keyOf: (id: string) => string,
): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [id, role] of Object.entries(grants)) if (role !== null) out[keyOf(id)] = role;
  return out;
}
