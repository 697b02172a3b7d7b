import { Document, isSeq, visit } from 'yaml';
import { configKeyOf, TOP_LEVEL_KINDS, type TopLevelKind } from '../../model/kinds.js';
import type { LiveState } from '../../model/live.js';
import { byKeyOrder, CONFIG_ORDER, type KeyOrder } from '../key-order.js';
import type { ExportContext } from './export-fields.js';
import { exportCollections } from './export-collections.js';
import { exportKeys } from './export-keys.js';
import {
  exportMembers,
  exportOpenApi,
  exportSaml,
  exportSettings,
  exportSpaces,
  exportTeams,
  type YamlMap,
} from './export-org.js';
import { overridesNotRead } from './export-overrides.js';
import { exportSites } from './export-sites.js';
import { escapedStringTag, escapeLiveStrings } from './export-strings.js';
import { isObject } from '../../model/is-object.js';

export interface ExportOptions {
  readonly organization: string;
  /** Where the `$schema` line points; relative to the written file, or a URL. */
  readonly schema?: string;
  /** Write the values equal to the platform's defaults too (`export --full`). */
  readonly full?: boolean;
}

export interface ExportResult {
  readonly yaml: string;
  /** Environment variables the YAML reads through `${env:NAME}` (secrets left out). */
  readonly variables: string[];
  /** What the export left out, and why (for stderr). */
  readonly warnings: string[];
}

/**
 * What each top-level kind's key of the config is made of (the settings, each collection
 * by key), by kind: a kind added to the registry asks for its exporter here. `variables`
 * collects the environment variables a secret is read from.
 */
const EXPORTERS: {
  readonly [K in TopLevelKind]: (
    live: LiveState,
    ctx: ExportContext,
    variables: string[],
  ) => YamlMap;
} = {
  settings: (live, ctx) => exportSettings(live.organization, ctx),
  member: (live) => exportMembers(live),
  team: (live, ctx) => exportTeams(live, ctx),
  saml: (live, ctx, variables) => exportSaml(live, ctx, variables),
  openapi: (live, ctx) => exportOpenApi(live, ctx),
  collection: (live, ctx) => exportCollections(live, ctx),
  space: (live, ctx) => exportSpaces(live, ctx),
  site: (live, ctx) => exportSites(live, ctx),
};

export const DEFAULT_SCHEMA = './node_modules/docform/schemas/docform.schema.json';

/**
 * Today's live organization as a docform config: every live object with
 * its id pinned, keys derived from titles, secrets replaced by `${env:NAME}`, and only
 * the values that differ from what a new object holds (all of them with `full`). Every
 * value written is one `validate` takes: what it would refuse is left out, with a
 * warning. Nothing is pruned (`policy` is left at its default), so applying it never
 * deletes anything.
 * Live text is written so that it reads back as it is: `${` escaped, and characters
 * a reviewer cannot see written as escapes (export-strings.ts). Keys are written in the
 * canonical order that `docform fmt` writes (key-order.ts), so an export passes
 * `fmt --check` as it is.
 */
export function exportConfig(live: LiveState, options: ExportOptions): ExportResult {
  const variables: string[] = [];
  const warnings: string[] = [];
  const ctx: ExportContext = { keys: exportKeys(live), full: options.full === true, warnings };
  const config: YamlMap = { version: 1, organization: options.organization };
  for (const kind of TOP_LEVEL_KINDS) {
    const value = EXPORTERS[kind](live, ctx, variables);
    if (Object.keys(value).length > 0) config[configKeyOf(kind)] = value;
  }
  // settings the API refused to read are left out, not written as the platform's defaults
  for (const site of live.sites ?? []) {
    warnings.push(...overridesNotRead(site));
    const why = site.customizationNotRead;
    if (why === undefined) continue;
    warnings.push(
      `the customization of site "${site.title}" and its site spaces' overrides were left out: they could not be read: ${why}`,
    );
  }
  return {
    yaml: render(config, options.schema ?? DEFAULT_SCHEMA, variables, ctx.full),
    variables,
    warnings,
  };
}

function render(
  config: YamlMap,
  schema: string,
  variables: readonly string[],
  full: boolean,
): string {
  const doc = new Document(inKeyOrder(escapeLiveStrings(config), CONFIG_ORDER), {
    customTags: (tags) => [escapedStringTag, ...tags],
  });
  // Site spaces read best on one line each: `- { space: guides, id: ..., path: v2 }`.
  visit(doc, {
    Map(_key, node, path) {
      const parent = path[path.length - 1];
      if (isSeq(parent) && node.has('space')) node.flow = true;
    },
  });
  const header = [
    `# yaml-language-server: $schema=${schema}`,
    '# Exported by `docform export`: ids are pinned, keys come from titles.',
    ...(full
      ? []
      : [
          '# Values a new object holds anyway are left out, and not managed (`--full` writes them).',
        ]),
    ...(variables.length > 0 ? [`# Set before planning: ${variables.join(', ')}`] : []),
  ];
  return `${header.join('\n')}\n${doc.toString({ lineWidth: 0 })}`;
}

/** The tree with each object's keys in `order`, as `docform fmt` puts them. */
function inKeyOrder(value: unknown, order: KeyOrder): unknown {
  if (Array.isArray(value)) {
    return value.map((item: unknown, i) => inKeyOrder(item, order.child(i, keysOf(item))));
  }
  if (!isObject(value)) return value;
  const keys = Object.keys(value);
  if (order.keys.length > 0) keys.sort(byKeyOrder(order.keys));
  return Object.fromEntries(
    keys.map((key) => [key, inKeyOrder(value[key], order.child(key, keysOf(value[key])))]),
  );
}

function keysOf(value: unknown): string[] {
  return isObject(value) ? Object.keys(value) : [];
}
