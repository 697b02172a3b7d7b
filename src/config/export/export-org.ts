import { documentToMarkdown } from '../../markdown/document-to-markdown.js';
import type { LiveOrganization, LiveState } from '../../model/live.js';
import { SPACE_FIELDS } from '../../model/fields/space-fields.js';
import { exportedFields, type ExportContext } from './export-fields.js';
import { exportPermissions } from './export-permissions.js';
import type { ExportKeys } from './export-keys.js';
import { isReservedKey } from '../../model/reserved-keys.js';
import { EnvPlaceholder } from './export-strings.js';
import { RULES_WITH_USERS } from '../rules/merge-rules.js';
import { TEAM_FIELDS } from '../../model/fields/team-fields.js';
import { SAML_FIELDS } from '../../model/fields/saml-fields.js';
import { OPENAPI_FIELDS } from '../../model/fields/openapi-fields.js';
import { SETTINGS_FIELDS } from '../../model/fields/settings-fields.js';

/**
 * A YAML mapping under construction. The order of its keys is not the order written:
 * export-config.ts writes every object in the canonical order (key-order.ts).
 */
export type YamlMap = Record<string, unknown>;

/** Copies the fields of `from` that are defined, in the order of `fields`. */
export function pick(from: object, fields: readonly string[]): YamlMap {
  const out: YamlMap = {};
  const source = from as Record<string, unknown>;
  for (const field of fields) {
    const value = source[field];
    if (value !== undefined && value !== null) out[field] = value;
  }
  return out;
}

/**
 * `settings:`: every organization field a user can set, as read. docform never creates
 * an organization, and the official spec gives its settings no defaults: none is left
 * out as one.
 */
export function exportSettings(org: LiveOrganization, ctx: ExportContext): YamlMap {
  const { keys } = ctx;
  const out = exportedFields(SETTINGS_FIELDS, org, ctx, 'settings');
  if (org.defaultContent) {
    out.defaultContent = {
      site: keys.sites.get(org.defaultContent.site) ?? org.defaultContent.site,
    };
  }
  const mergeRules = exportMergeRules(org, keys);
  if (mergeRules) out.mergeRules = mergeRules;
  const instructions = exportAgentInstructions(org, ctx.warnings);
  if (instructions !== undefined) out.agentInstructions = instructions;
  return out;
}

/**
 * The agent instructions as Markdown. Left out when never set (the empty document), and
 * when the Document holds what Markdown cannot write (a hint, a table): the export must
 * validate, and planning it must not rewrite what it cannot show. A warning says so.
 */
function exportAgentInstructions(org: LiveOrganization, warnings: string[]): string | undefined {
  if (org.agentInstructions === undefined) return undefined;
  const { markdown, unexpressed } = documentToMarkdown(org.agentInstructions);
  if (unexpressed.length > 0) {
    warnings.push(
      `settings.agentInstructions left out: the live document holds ${unexpressed.join(', ')}, which Markdown cannot write`,
    );
    return undefined;
  }
  return markdown === '' ? undefined : markdown;
}

/**
 * Every rule whole (a custom rule's `expression` and `message` too), reviewers by email,
 * `users` only on a rule that takes them or names someone; the whole list is left out
 * when a rule names a user with no known email, as a partial list would remove rules.
 */
function exportMergeRules(org: LiveOrganization, keys: ExportKeys): YamlMap | undefined {
  const { type, rules } = org.mergeRules;
  if (type === 'none') return { type };
  if (type !== 'rules') return undefined;
  const written: YamlMap[] = [];
  for (const rule of rules ?? []) {
    const users = (rule.users ?? []).map((id) => keys.emails.get(id));
    if (users.some((email) => email === undefined)) return undefined;
    const named = users.length > 0 || RULES_WITH_USERS.has(rule.rule);
    written.push({
      rule: rule.rule,
      ...(named ? { users } : {}),
      ...pick(rule, ['expression', 'message']),
    });
  }
  return { type, rules: written };
}

/** `members:`: email -> role, for members whose email the API shows. */
export function exportMembers(live: LiveState): YamlMap {
  const out: YamlMap = {};
  const members = [...(live.members ?? [])].sort((a, b) =>
    (a.email ?? '').localeCompare(b.email ?? ''),
  );
  for (const member of members) if (member.email) out[member.email] = member.role;
  return out;
}

export function exportTeams(live: LiveState, ctx: ExportContext): YamlMap {
  const { keys } = ctx;
  const out: YamlMap = {};
  for (const team of sortedByKey(live.teams ?? [], keys.teams)) {
    const what = `team "${team.title}"`;
    const entry: YamlMap = { id: team.id, ...exportedFields(TEAM_FIELDS, team, ctx, what) };
    const emails = team.members?.map((id) => keys.emails.get(id));
    // Membership is managed only when every member can be named by email; a team with
    // no member is as a new team is (`members: []` with --full)
    const named = emails !== undefined && emails.every((e) => e !== undefined);
    if (named && (emails.length > 0 || ctx.full)) entry.members = [...emails].sort();
    // owners are written with the members they are among; none is the default
    const owners = team.owners?.map((id) => keys.emails.get(id) ?? id) ?? [];
    if (named && (owners.length > 0 || (ctx.full && emails.length > 0))) {
      entry.owners = owners.sort();
    }
    out[keys.teams.get(team.id) ?? team.id] = entry;
  }
  return out;
}

/**
 * SAML certificates are secrets (docs/config.md, "Placeholders: environment values,
 * secrets and files"): each becomes a `${env:NAME}` placeholder and NAME is returned in
 * `variables`.
 */
export function exportSaml(live: LiveState, ctx: ExportContext, variables: string[]): YamlMap {
  const { keys } = ctx;
  const out: YamlMap = {};
  for (const provider of sortedByKey(live.saml ?? [], keys.saml)) {
    const key = keys.saml.get(provider.id) ?? provider.id;
    const what = `SAML provider "${provider.label}"`;
    const entry: YamlMap = {
      id: provider.id,
      ...exportedFields(SAML_FIELDS, provider, ctx, what),
    };
    if (provider.certificate) {
      const name = `DOCFORM_SAML_${key.toUpperCase().replace(/[^A-Z0-9]+/g, '_')}_CERTIFICATE`;
      variables.push(name);
      entry.certificate = new EnvPlaceholder(name);
    }
    if (provider.defaultTeam) {
      entry.defaultTeam = keys.teams.get(provider.defaultTeam) ?? provider.defaultTeam;
    }
    out[key] = entry;
  }
  return out;
}

/**
 * The key under `openapi:` is the spec's slug (docs/config.md), so no key is derived: a
 * spec whose slug is a word the config refuses as a key (`constructor`) cannot be
 * declared, and is left out with a warning (undeclared, it is not managed).
 */
export function exportOpenApi(live: LiveState, ctx: ExportContext): YamlMap {
  const out: YamlMap = {};
  const specs = [...(live.openapi ?? [])].sort((a, b) => a.slug.localeCompare(b.slug));
  for (const spec of specs) {
    if (isReservedKey(spec.slug)) {
      ctx.warnings.push(
        `OpenAPI spec "${spec.slug}" (${spec.id}) left out: its slug is the key under \`openapi:\`, and JavaScript reserves it as a key`,
      );
      continue;
    }
    const what = `OpenAPI spec "${spec.slug}"`;
    const entry: YamlMap = { id: spec.id, ...exportedFields(OPENAPI_FIELDS, spec, ctx, what) };
    // a spec published from text is exported with its latest text, inline
    if (spec.sourceURL) entry.source = spec.sourceURL;
    else if (typeof spec.text === 'string' && spec.text !== '') entry.source = { text: spec.text };
    out[spec.slug] = entry;
  }
  return out;
}

export function exportSpaces(live: LiveState, ctx: ExportContext): YamlMap {
  const { keys } = ctx;
  const out: YamlMap = {};
  for (const space of sortedByKey(live.spaces ?? [], keys.spaces)) {
    out[keys.spaces.get(space.id) ?? space.id] = {
      id: space.id,
      ...exportedFields(SPACE_FIELDS, space, ctx, `space "${space.title}"`),
      ...(typeof space.collection === 'string'
        ? { collection: keys.collections.get(space.collection) ?? space.collection }
        : {}),
      ...exportPermissions(space.permissions, keys),
    };
  }
  return out;
}

export function sortedByKey<T extends { readonly id: string }>(
  items: readonly T[],
  keys: ReadonlyMap<string, string>,
): T[] {
  return [...items].sort((a, b) => (keys.get(a.id) ?? a.id).localeCompare(keys.get(b.id) ?? b.id));
}
