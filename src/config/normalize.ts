import type * as z from 'zod';
import {
  fieldLocationKey,
  memberAddress,
  openapiAddress,
  samlAddress,
  SETTINGS_ADDRESS,
  spaceAddress,
  teamAddress,
} from '../model/address.js';
import type {
  DesiredMember,
  DesiredOpenApi,
  DesiredSaml,
  DesiredSettings,
  DesiredSpace,
  DesiredState,
  DesiredTeam,
  MergeRules,
  Policy,
  PolicyAddressList,
} from '../model/desired.js';
import { ORGANIZATION_LOCATION_KEY, policyEntryKey } from '../model/desired.js';
import { markdownToDocument } from '../markdown/markdown-to-document.js';
import { error } from './diagnostics.js';
import { defined, type NormalizeContext } from './normalize-context.js';
import { normalizeCollections } from './normalize-collections.js';
import { normalizeSites } from './normalize-sites.js';
import { SPACE_FIELDS } from '../model/fields/space-fields.js';
import { normalizeFields } from './field-rows.js';
import {
  DEFAULT_ADMIN_GRANT_THRESHOLD,
  DEFAULT_DELETE_THRESHOLD,
  DEFAULT_INVITE_THRESHOLD,
  DEFAULT_UPDATE_THRESHOLD,
} from './policy-defaults.js';
import { MEMBER_FIELDS } from '../model/fields/member-fields.js';
import { TEAM_FIELDS } from '../model/fields/team-fields.js';
import { SAML_FIELDS } from '../model/fields/saml-fields.js';
import { OPENAPI_FIELDS, type OpenApiSource } from '../model/fields/openapi-fields.js';
import { SETTINGS_FIELDS } from '../model/fields/settings-fields.js';
import type { YamlPath } from './position-index.js';
import type { ConfigInput } from './schema.js';

/**
 * Pass 3 (CONTRIBUTING.md, rule 7): the schema-checked config to DesiredState: keys and
 * addresses assigned, references kept as written with space ids resolved, secrets
 * marked, policy defaults applied. Problems go to `ctx.diagnostics`.
 */
export function normalize(config: ConfigInput, ctx: NormalizeContext): DesiredState {
  const spaces = normalizeSpaces(config, ctx);
  // an owned space (no id) keeps its key as the site spaces' space until the plan knows it
  const spaceIds = new Map(spaces.flatMap((s) => (s.id === undefined ? [] : [[s.key, s.id]])));
  ctx.declare(ORGANIZATION_LOCATION_KEY, [], 'organization');
  return {
    version: 1,
    organization: ctx.plain(['organization'], config.organization),
    ...(config.settings ? { settings: normalizeSettings(config.settings, ctx) } : {}),
    members: normalizeMembers(config, ctx),
    teams: normalizeTeams(config, ctx),
    saml: normalizeSaml(config, ctx),
    openapi: normalizeOpenApi(config, ctx),
    collections: normalizeCollections(config, ctx),
    spaces,
    sites: normalizeSites(config.sites ?? {}, spaceIds, ctx),
    policy: normalizePolicy(config, ctx),
    defaultPolicy: normalizePolicy({ ...config, policy: {} }, ctx),
    locations: ctx.locations,
  };
}

/** The settings by the rows of their table; the merge rules and agent instructions read here. */
function normalizeSettings(settings: Settings, ctx: NormalizeContext): DesiredSettings {
  const path = ['settings'];
  ctx.declare(SETTINGS_ADDRESS, path);
  return defined({
    address: SETTINGS_ADDRESS,
    ...normalizeFields(ctx, SETTINGS_ADDRESS, path, SETTINGS_FIELDS, settings, {}, undefined, {
      mergeRules: (rules) => normalizeMergeRules(rules, ctx),
      agentInstructions: (markdown) => agentInstructions(markdown, ctx),
    }),
  });
}

type Settings = NonNullable<ConfigInput['settings']>;
type MergeRulesConfig = z.output<(typeof SETTINGS_FIELDS)['mergeRules']['yaml']>;

/**
 * Markdown the API's Document can hold (docs/config.md, "settings.agentInstructions"):
 * anything else (a table, an image, raw HTML) is refused here, at the value, by name.
 */
function agentInstructions(
  markdown: string | undefined,
  ctx: NormalizeContext,
): string | undefined {
  if (markdown === undefined) return undefined;
  const path = ['settings', 'agentInstructions'];
  const text = ctx.plain(path, markdown);
  const { unexpressible } = markdownToDocument(text);
  for (const { what, line } of unexpressible) {
    // in the Markdown file the value reads (`${file:AGENTS.md}`), at its line; else at
    // the value, with the line of the Markdown
    const inFile = ctx.facts.inFile(path, line);
    ctx.diagnostics.push(
      error(
        'unexpressible-markdown',
        `agentInstructions holds ${what}${inFile ? '' : ` (line ${line} of the Markdown)`}, which the API's Document cannot hold`,
        inFile ?? ctx.facts.index.value(path),
        {
          hint: 'write it with headings 1-3, paragraphs, lists, code, quotes, links, bold, italic or strikethrough',
        },
      ),
    );
  }
  return text;
}

function normalizeMergeRules(rules: MergeRulesConfig, ctx: NormalizeContext): MergeRules {
  const base = ['settings', 'mergeRules', 'rules'];
  return defined({
    type: rules.type,
    rules: rules.rules?.map((rule, i) =>
      defined({
        rule: rule.rule,
        users: ctx.plainList([...base, i, 'users'], rule.users),
        expression: ctx.optionalPlain([...base, i, 'expression'], rule.expression),
        message: ctx.optionalPlain([...base, i, 'message'], rule.message),
      }),
    ),
  });
}

/** A member's short form (`email: role`) is its fields' long form without an id. */
function normalizeMembers(config: ConfigInput, ctx: NormalizeContext): DesiredMember[] {
  return Object.entries(config.members ?? {}).map(([email, value]) => {
    const path = ['members', email];
    const address = memberAddress(email);
    ctx.declare(address, path);
    if (value === null || typeof value === 'string') {
      return {
        address,
        email,
        ...normalizeFields(ctx, address, path, MEMBER_FIELDS, { role: value }),
      };
    }
    const id = ctx.optionalPlain([...path, 'id'], value.id);
    return defined({
      address,
      email,
      id,
      ...normalizeFields(ctx, address, path, MEMBER_FIELDS, value),
    });
  });
}

function normalizeTeams(config: ConfigInput, ctx: NormalizeContext): DesiredTeam[] {
  return Object.entries(config.teams ?? {}).map(([key, team]) => {
    const path = ['teams', key];
    const address = teamAddress(key);
    ctx.declare(address, path);
    ctx.declareValue(address, 'id', [...path, 'id'], team.id);
    return defined({
      address,
      key,
      id: ctx.optionalPlain([...path, 'id'], team.id),
      previously: ctx.plainList([...path, 'previously'], team.previously) ?? [],
      ...normalizeFields(ctx, address, path, TEAM_FIELDS, team),
    });
  });
}

function normalizeSaml(config: ConfigInput, ctx: NormalizeContext): DesiredSaml[] {
  return Object.entries(config.saml ?? {}).map(([key, saml]) => {
    const path = ['saml', key];
    const at = (field: string) => ctx.field(path, field);
    const address = samlAddress(key);
    ctx.declare(address, path);
    ctx.declareValue(address, 'id', [...path, 'id'], saml.id);
    return defined({
      address,
      key,
      id: ctx.optionalPlain(at('id'), saml.id),
      previously: ctx.plainList(at('previously'), saml.previously) ?? [],
      ...normalizeFields(ctx, address, path, SAML_FIELDS, saml),
    });
  });
}

function normalizeOpenApi(config: ConfigInput, ctx: NormalizeContext): DesiredOpenApi[] {
  return Object.entries(config.openapi ?? {}).map(([slug, spec]) => {
    const path = ['openapi', slug];
    const address = openapiAddress(slug);
    ctx.declare(address, path);
    ctx.declareValue(address, 'id', [...path, 'id'], spec.id);
    return defined({
      address,
      id: ctx.optionalPlain([...path, 'id'], spec.id),
      ...normalizeFields(ctx, address, path, OPENAPI_FIELDS, spec, {}, undefined, {
        source: (source, at) => openApiSource(source, at, ctx),
      }),
      slug,
    });
  });
}

type SourceConfig = z.output<(typeof OPENAPI_FIELDS)['source']['yaml']>;

/**
 * A `{file}` source is read here, relative to the config file it is written in
 * (docs/config.md, `openapi`), under the limits of a config file; a file that cannot be read
 * is an error at the `file:` value. A path is shown in plans, so it cannot be a secret.
 */
function openApiSource(source: SourceConfig, path: YamlPath, ctx: NormalizeContext): OpenApiSource {
  const at = (...rest: string[]): YamlPath => [...path, ...rest];
  if (typeof source === 'string') return { url: ctx.text(at(), source) };
  if ('url' in source) return { url: ctx.text(at('url'), source.url) };
  if ('text' in source) return { text: ctx.text(at('text'), source.text) };
  const valuePath = [...path, 'file'];
  const file = ctx.plain(valuePath, source.file);
  const location = ctx.facts.index.value(valuePath);
  const read = ctx.facts.files.read(location?.file ?? '', file);
  if ('problem' in read) {
    ctx.diagnostics.push(error(read.code, read.problem, location, { hint: read.hint }));
    return { file, text: '' };
  }
  if (read.text === '') {
    ctx.diagnostics.push(
      error('file-reference', `${file} is empty`, location, {
        hint: 'an OpenAPI spec has at least one character',
      }),
    );
  }
  return { file, text: read.text };
}

function normalizeSpaces(config: ConfigInput, ctx: NormalizeContext): DesiredSpace[] {
  return Object.entries(config.spaces ?? {}).map(([key, space]) => {
    const path = ['spaces', key];
    const at = (field: string) => ctx.field(path, field);
    const address = spaceAddress(key);
    ctx.declare(address, path);
    // the plan's preflight points at a space id the organization does not have
    ctx.declare(fieldLocationKey(address, 'id'), path, 'id');
    const base = defined({
      address,
      key,
      id: ctx.optionalPlain(at('id'), space.id),
      owned: space.owned,
      previously: ctx.plainList(at('previously'), space.previously) ?? [],
    });
    return normalizeFields(ctx, address, path, SPACE_FIELDS, space, base);
  });
}

function normalizePolicy(config: ConfigInput, ctx: NormalizeContext): Policy {
  const policy = config.policy ?? {};
  return {
    prune: [...new Set(policy.prune ?? [])],
    deleteThreshold: {
      count: policy.deleteThreshold?.count ?? DEFAULT_DELETE_THRESHOLD.count,
      percent: policy.deleteThreshold?.percent ?? DEFAULT_DELETE_THRESHOLD.percent,
    },
    updateThreshold: {
      count: policy.updateThreshold?.count ?? DEFAULT_UPDATE_THRESHOLD.count,
      percent: policy.updateThreshold?.percent ?? DEFAULT_UPDATE_THRESHOLD.percent,
    },
    inviteThreshold: {
      count: policy.inviteThreshold?.count ?? DEFAULT_INVITE_THRESHOLD.count,
    },
    adminGrantThreshold: {
      count: policy.adminGrantThreshold?.count ?? DEFAULT_ADMIN_GRANT_THRESHOLD.count,
    },
    protect: addressList(ctx, 'protect', policy.protect),
    ignore: addressList(ctx, 'ignore', policy.ignore),
    ...(policy.redirectOnPathChange === true ? { redirectOnPathChange: true } : {}),
  };
}

/** A list of addresses under `policy`, each entry's place kept for the plan's warnings. */
function addressList(
  ctx: NormalizeContext,
  list: PolicyAddressList,
  values: readonly string[] | undefined,
): string[] {
  const path = ['policy', list];
  values?.forEach((_, i) => ctx.declare(policyEntryKey(list, i), path, i));
  return ctx.plainList(path, values) ?? [];
}
