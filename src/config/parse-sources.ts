import { hasErrors, type Diagnostic } from '../model/diagnostic.js';
import type { DesiredState } from '../model/desired.js';
import { ConfigFacts } from './config-facts.js';
import { error } from './diagnostics.js';
import { mergeSources, type ParsedFile } from './merge-sources.js';
import { NormalizeContext } from './normalize-context.js';
import { normalize } from './normalize.js';
import { runRules } from './rules/index.js';
import { RuleContext } from './rules/rule-context.js';
import { configSchema, type ConfigInput } from './schema.js';
import { validParts, type PrunedKeys } from './schema-partial.js';
import { readYamlSource, type ConfigSource } from './yaml-source.js';
import { schemaDiagnostics } from './zod-issues.js';

export type { ConfigSource } from './yaml-source.js';

export interface ConfigResult {
  /** Undefined when any diagnostic is an error. */
  readonly desired?: DesiredState;
  readonly diagnostics: Diagnostic[];
  readonly sources: ConfigSource[];
}

export interface ParseOptions {
  readonly env: Readonly<Record<string, string | undefined>>;
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
  'invalid-utf8',
  'broken-symlink',
  'symlink-loop',
  'read-error',
]);

/**
 * Config texts to DesiredState in three passes (STYLE rule 7): YAML with positions,
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
  const checked = readAndCheckSchema(sources, options, facts, diagnostics);
  if (checked === undefined) return done(undefined, diagnostics, sources);
  const desired = normalizeAndCheck(checked, new Map(), facts, diagnostics);
  return done(desired, diagnostics, sources);
}

/**
 * Passes 1 and 2: the config's value when it passes the schema. When it does not, the
 * problems, and the rules run over the parts that pass, so that every problem is
 * reported at once. The YAML's own value is not kept past this step: on a large
 * config, keeping it alive beside the schema's copy costs garbage collection time.
 */
function readAndCheckSchema(
  sources: readonly ConfigSource[],
  options: ParseOptions,
  facts: ConfigFacts,
  diagnostics: Diagnostic[],
): ConfigInput | undefined {
  const files = readFiles(sources, options, facts, diagnostics);
  if (diagnostics.some((d) => FATAL.has(d.code))) return undefined;
  const merged = mergeSources(files, diagnostics);
  const parsed = configSchema.safeParse(merged);
  if (parsed.success) return parsed.data;
  diagnostics.push(...schemaDiagnostics(parsed.error.issues, configSchema, merged, facts));
  const partial = validParts(merged, parsed.error.issues);
  if (partial) normalizeAndCheck(partial.data, partial.pruned, facts, diagnostics);
  return undefined;
}

/** Pass 3: normalize, then the named rules. */
function normalizeAndCheck(
  config: ConfigInput,
  pruned: PrunedKeys,
  facts: ConfigFacts,
  diagnostics: Diagnostic[],
): DesiredState {
  const desired = normalize(config, new NormalizeContext(facts, diagnostics));
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
  const files: ParsedFile[] = [];
  for (const source of sources) {
    const read = readYamlSource(source, options.env, facts, diagnostics);
    if (read === undefined) continue;
    facts.index.add(read.positions);
    files.push({ file: source.file, value: read.value, positions: read.positions });
  }
  return files;
}

function done(
  desired: DesiredState | undefined,
  diagnostics: Diagnostic[],
  sources: ConfigSource[],
): ConfigResult {
  const order = new Map(sources.map((s, i) => [s.file, i]));
  const sorted = diagnostics
    .map((d, i) => ({ d, i }))
    .sort((a, b) => compare(a.d, b.d, order) || a.i - b.i)
    .map(({ d }) => d);
  if (desired === undefined || hasErrors(sorted)) return { diagnostics: sorted, sources };
  return { desired, diagnostics: sorted, sources };
}

/** By file (in the order given), line, column; problems without a place first. */
function compare(a: Diagnostic, b: Diagnostic, order: ReadonlyMap<string, number>): number {
  if (!a.location || !b.location) return (a.location ? 1 : 0) - (b.location ? 1 : 0);
  const byFile = (order.get(a.location.file) ?? 0) - (order.get(b.location.file) ?? 0);
  return byFile || a.location.line - b.location.line || a.location.col - b.location.col;
}
