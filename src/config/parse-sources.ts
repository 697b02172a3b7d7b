import { hasErrors, type Diagnostic } from '../model/diagnostic.js';
import type { DesiredState } from '../model/desired.js';
import { ConfigFacts } from './config-facts.js';
import { error } from './diagnostics.js';
import { leaveOutChoice, shownChoice } from './environment-checks.js';
import type { EnvironmentSource } from './environments.js';
import { ALL_ENVIRONMENTS, environmentNames, selectEnvironment } from './environments.js';
import { ScalarInterpolator } from './scalar-interpolator.js';
import { byPlace, formatLocation } from '../model/location.js';
import { fastParse } from '../zod-fast/fast-parse.js';
import { mergeSources, type ParsedFile } from './merge-sources.js';
import { NormalizeContext } from './normalize-context.js';
import { normalize } from './normalize.js';
import { HIDDEN_TEXT_CODES } from './invisible-characters.js';
import { runRules } from './rules/index.js';
import { RuleContext } from './rules/rule-context.js';
import { configSchema, type ConfigInput } from './schema.js';
import { validParts, type PrunedKeys } from './schema-partial.js';
import { readYamlSource, type ConfigSource } from './yaml-source.js';
import { schemaDiagnostics } from './zod-issues.js';

export type { ConfigSource } from './yaml-source.js';

export interface ConfigResult {
  /** Undefined when any diagnostic is an error, and under `environment: 'all'`. */
  readonly desired?: DesiredState;
  /** Under `environment: 'all'`: each environment's state (undefined when invalid). */
  readonly environments?: readonly EnvironmentResult[];
  readonly diagnostics: Diagnostic[];
  readonly sources: ConfigSource[];
  /** The files the config names (`${file:PATH}`, `source: {file}`), by full path, as read. */
  readonly files?: readonly { readonly path: string; readonly text: string }[];
}

export interface EnvironmentResult {
  readonly name: string;
  readonly desired?: DesiredState;
}

export interface ParseOptions {
  readonly env: Readonly<Record<string, string | undefined>>;
  /**
   * The environment to read, `'all'` for each of them, or undefined for a
   * config without environments (a config with some then asks for one).
   */
  readonly environment?: string;
  /** Where `environment` was asked for, as its problems name it (default `--env`). */
  readonly environmentFrom?: EnvironmentSource;
}

/**
 * Problems after which the later passes would only add noise: a file that could not be
 * read or parsed may hold the declarations the rest refers to.
 */
const FATAL = new Set([
  'yaml-syntax',
  'duplicate-key',
  'empty-file',
  'not-a-mapping',
  'invalid-key',
  'yaml-limit',
  'config-too-large',
  'not-a-file',
  'link-outside-repository',
  'invalid-utf8',
  'broken-symlink',
  'symlink-loop',
  'read-error',
]);

/**
 * Config texts to DesiredState in three passes (CONTRIBUTING.md, rule 7): YAML with positions,
 * then the zod schema, then normalize and the named rules. Every problem of a pass
 * is reported at once. Saved plans store the sources and re-parse them here.
 */
export function parseConfigSources(
  sources: ConfigSource[],
  options: ParseOptions,
  /** Problems found before parsing (files that could not be read). */
  earlier: readonly Diagnostic[] = [],
): ConfigResult {
  const diagnostics: Diagnostic[] = [...earlier];
  if (sources.length === 0) {
    diagnostics.push(error('no-config-files', 'no configuration files were given'));
    return { diagnostics, sources };
  }
  const facts = new ConfigFacts();
  const interpolator = new ScalarInterpolator(options.env, facts, diagnostics);
  const files = readFiles(sources, options, facts, diagnostics);
  if (diagnostics.some((d) => FATAL.has(d.code)))
    return done(undefined, diagnostics, sources, facts);
  const merged = mergeSources(files, diagnostics);
  const names = environmentNames(merged);
  if (options.environment === ALL_ENVIRONMENTS && names !== undefined) {
    const each = names.map((name) => {
      const own: Diagnostic[] = [];
      const desired = readEnvironment(merged, name, facts, interpolator, own);
      return { name, own, ...(desired === undefined || hasErrors(own) ? {} : { desired }) };
    });
    const environments = each.map(({ own, ...result }) =>
      result.desired === undefined
        ? result
        : { ...result, desired: withReadWarnings(result.desired, [...diagnostics, ...own]) },
    );
    diagnostics.push(...combined(each));
    return { ...done(undefined, diagnostics, marked(sources, facts), facts), environments };
  }
  const environment = options.environment === ALL_ENVIRONMENTS ? undefined : options.environment;
  const from = options.environmentFrom ?? '--env';
  if (options.environment === ALL_ENVIRONMENTS) {
    diagnostics.push(
      error(
        'no-environments',
        `${shownChoice(ALL_ENVIRONMENTS, from)}: the config declares no environments`,
        undefined,
        { hint: leaveOutChoice(from) },
      ),
    );
    return done(undefined, diagnostics, sources, facts);
  }
  const own: Diagnostic[] = [];
  const desired = readEnvironment(merged, environment, facts, interpolator, own, from);
  diagnostics.push(...(environment === undefined ? own : own.map((d) => namedFor(environment, d))));
  return done(desired, diagnostics, marked(sources, facts), facts);
}

/** A problem of one environment's reading says which environment. */
function namedFor(name: string, d: Diagnostic): Diagnostic {
  // a problem of `environments:` itself, or one that names its environment already
  if (/\benvironments?\b/.test(d.message)) return d;
  return { ...d, message: `${d.message} (environment ${name})` };
}

/** Passes 2 and 3 for one environment (or a config without environments). */
function readEnvironment(
  merged: unknown,
  name: string | undefined,
  facts: ConfigFacts,
  interpolator: ScalarInterpolator,
  diagnostics: Diagnostic[],
  from: EnvironmentSource = '--env',
): DesiredState | undefined {
  const selection = selectEnvironment(merged, name, facts, interpolator, diagnostics, from);
  if (selection === undefined) return undefined;
  const checked = checkSchema(selection.doc, selection.facts, diagnostics);
  if (checked === undefined) return undefined;
  const desired = normalizeAndCheck(checked, new Map(), selection.facts, diagnostics, true);
  return name === undefined ? desired : { ...desired, environment: name };
}

/**
 * The problems of every environment in one report: a problem all of them share is said
 * once, as it is; one that only some have names the environment.
 */
function combined(each: readonly { name: string; own: readonly Diagnostic[] }[]): Diagnostic[] {
  const key = (d: Diagnostic): string =>
    `${d.code}|${d.message}|${d.location ? formatLocation(d.location) : ''}`;
  const count = new Map<string, number>();
  for (const { own } of each)
    for (const k of new Set(own.map(key))) count.set(k, (count.get(k) ?? 0) + 1);
  const out: Diagnostic[] = [];
  const said = new Set<string>();
  for (const { name, own } of each) {
    for (const d of own) {
      const k = key(d);
      if ((count.get(k) ?? 0) === each.length) {
        if (!said.has(k)) out.push(d);
        said.add(k);
      } else out.push(namedFor(name, d));
    }
  }
  return out;
}

/**
 * Pass 2: the config's value when it passes the schema. When it does not, the
 * problems, and the rules run over the parts that pass, so that every problem is
 * reported at once.
 */
function checkSchema(
  merged: unknown,
  facts: ConfigFacts,
  diagnostics: Diagnostic[],
): ConfigInput | undefined {
  // the common case, a valid config, without zod's copy of every node
  const fast = fastParse(configSchema, merged);
  if (fast !== undefined) return fast.data as ConfigInput;
  const parsed = configSchema.safeParse(merged);
  if (parsed.success) return parsed.data;
  diagnostics.push(...schemaDiagnostics(parsed.error.issues, configSchema, merged, facts));
  const partial = validParts(merged, parsed.error.issues);
  if (partial === undefined) return undefined;
  // paths of the parts are those of the value as written, but for list items that moved up
  const moved = partial.aliases.length > 0 || partial.dropped.length > 0;
  const partFacts = moved ? facts.redirected(partial.aliases, partial.dropped) : facts;
  normalizeAndCheck(partial.data, partial.pruned, partFacts, diagnostics);
  return undefined;
}

/** Pass 3: normalize, then the named rules. */
function normalizeAndCheck(
  config: ConfigInput,
  pruned: PrunedKeys,
  facts: ConfigFacts,
  diagnostics: Diagnostic[],
  /** The whole config passed the schema: every secret is in a field normalize read. */
  whole = false,
): DesiredState {
  const context = new NormalizeContext(facts, diagnostics);
  const desired = normalize(config, context);
  if (whole) context.refuseUnreadSecrets();
  const rules = new RuleContext(desired, config, facts, pruned);
  runRules(rules);
  diagnostics.push(...rules.diagnostics);
  return desired;
}

function readFiles(
  sources: readonly ConfigSource[],
  options: ParseOptions,
  facts: ConfigFacts,
  diagnostics: Diagnostic[],
): ParsedFile[] {
  // the YAML pass: one per file, shared by every environment read from it
  const files: ParsedFile[] = [];
  for (const source of sources) {
    const read = readYamlSource(source, options.env, facts, diagnostics);
    if (read === undefined) continue;
    facts.index.add(read.positions);
    // eslint-disable-next-line no-control-regex
    if (/[^\u0000-\u007f]|\\/.test(source.text)) facts.beyondAscii = true;
    files.push({ file: source.file, value: read.value, positions: read.positions });
  }
  return files;
}

/** The sources, those holding a secret written inline marked so (a saved plan keeps none). */
function marked(sources: ConfigSource[], facts: ConfigFacts): ConfigSource[] {
  if (facts.inlineSecretFiles.size === 0) return sources;
  return sources.map((s) =>
    facts.inlineSecretFiles.has(s.file) ? { ...s, inlineSecret: true } : s,
  );
}

function done(
  desired: DesiredState | undefined,
  diagnostics: Diagnostic[],
  sources: ConfigSource[],
  facts: ConfigFacts,
): ConfigResult {
  const sorted = byPlace(
    diagnostics,
    sources.map((s) => s.file),
  );
  const files = facts.files.texts();
  if (desired === undefined || hasErrors(sorted)) return { diagnostics: sorted, sources, files };
  return { desired: withReadWarnings(desired, sorted), diagnostics: sorted, sources, files };
}

/**
 * The state with the warnings every plan of it repeats (invisible characters, non-ASCII
 * hosts: DesiredState.readWarnings), so that plan, drift and apply show them beside the
 * changes, where `validate` alone would.
 */
function withReadWarnings(desired: DesiredState, diagnostics: readonly Diagnostic[]): DesiredState {
  const readWarnings = diagnostics.filter((d) => HIDDEN_TEXT_CODES.has(d.code));
  return readWarnings.length === 0 ? desired : { ...desired, readWarnings };
}
