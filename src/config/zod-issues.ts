import type * as z from 'zod';
import type { Diagnostic } from '../model/diagnostic.js';
import type { ConfigFacts } from './config-facts.js';
import { didYouMean } from './did-you-mean.js';
import { error } from './diagnostics.js';
import { pathKey, type YamlPath } from './position-index.js';
import { mustBeOneOf, push, type Issue, type Scope } from './zod-issue-scope.js';
import { knownKeys, schemaAt, unwrap } from './schema-at.js';
import { removal } from '../model/schema/removal.js';
import { invalidUnion } from './zod-union-issues.js';
import { linksAmongSpaces } from './link-among-spaces.js';
import { describePath, typeName, valueAt } from './value-at.js';

export type { Issue } from './zod-issue-scope.js';

/**
 * zod's issues, read through their public fields only (`expected`, `keys`, `values`,
 * `minimum`, `maximum`, `origin`, `format`, `pattern`, `errors`, `issues`): zod's own
 * messages are never shown, except for a code this file does not know.
 */
/**
 * Pass 2 (CONTRIBUTING.md, rule 7): zod's issues as diagnostics with `file:line:col`, a stable
 * code and, for unknown keys and values, "did you mean". Union failures report the
 * branch the value was evidently written for, not every branch.
 */
export function schemaDiagnostics(
  issues: readonly Issue[],
  schema: z.ZodType,
  input: unknown,
  facts: ConfigFacts,
): Diagnostic[] {
  const out: Diagnostic[] = [];
  const links = linksAmongSpaces(issues, input, facts);
  for (const issue of withoutGenericFormats(issues)) {
    convert(issue, { schema, base: [], input, facts, out, said: links.covered });
  }
  return [...links.diagnostics, ...out];
}

/**
 * The issues, less a format's generic complaint (zod's "Invalid ...") at a path where
 * the schema also says in words what the value must be (a link's URL is a URL and an
 * http(s) one): one message a value, the one that says most.
 */
function withoutGenericFormats(issues: readonly Issue[]): readonly Issue[] {
  const said = new Set(
    issues
      .filter((i) => i.code === 'invalid_format' && !i.message.startsWith('Invalid'))
      .map((i) => JSON.stringify(i.path)),
  );
  if (said.size === 0) return issues;
  return issues.filter(
    (i) =>
      i.code !== 'invalid_format' ||
      !i.message.startsWith('Invalid') ||
      !said.has(JSON.stringify(i.path)),
  );
}

function convert(issue: Issue, scope: Scope): void {
  const path: YamlPath = [...scope.base, ...(issue.path as (string | number)[])];
  if (scope.facts.unresolved.has(pathKey(path))) return;
  if (scope.said?.({ ...issue, path: [...path] }) === true) return;
  if (missing(issue, path, scope)) {
    missingField(path, scope);
    return;
  }
  const handler = HANDLERS[issue.code] as Handler<Issue> | undefined;
  (handler ?? other)(issue, path, scope);
}

/** A required field left out fails as a wrong type, value or union: all mean "missing". */
function missing(issue: Issue, path: YamlPath, scope: Scope): boolean {
  const codes = ['invalid_type', 'invalid_value', 'invalid_union'];
  return codes.includes(issue.code) && path.length > 0 && valueAt(scope.input, path) === undefined;
}

type Handler<I extends Issue> = (issue: I, path: YamlPath, scope: Scope) => void;

const HANDLERS: { readonly [C in Issue['code']]?: Handler<Extract<Issue, { code: C }>> } = {
  invalid_type: invalidType,
  unrecognized_keys: unknownKeys,
  invalid_value: invalidValue,
  invalid_union: (issue, path, scope) => invalidUnion(issue, path, scope, convert),
  invalid_key: invalidKey,
  invalid_format: invalidFormat,
  too_small: outOfBounds,
  too_big: outOfBounds,
};

function missingField(path: YamlPath, scope: Scope): void {
  const field = path[path.length - 1];
  const parent = path.slice(0, -1);
  scope.out.push(
    error(
      'missing-field',
      `${describePath(parent)} is missing \`${String(field)}\``,
      scope.facts.index.key(parent),
    ),
  );
}

function invalidType(issue: z.core.$ZodIssueInvalidType, path: YamlPath, scope: Scope): void {
  const value = valueAt(scope.input, path);
  if (value === null && nullRefused(path, scope)) return;
  push(
    scope,
    'invalid-type',
    `${describePath(path)} must be ${article(issue.expected)}, not ${typeName(value)}`,
    path,
    typeHint(issue.expected, value) ?? countHint(issue.expected, value, path, scope),
  );
}

/**
 * A number where a mapping of `count` is wanted (a threshold of `policy` written as
 * `deleteThreshold: 100`, as a number would be elsewhere): the mapping to write.
 */
function countHint(
  expected: string,
  value: unknown,
  path: YamlPath,
  scope: Scope,
): string | undefined {
  if (expected !== 'object' || typeof value !== 'number') return undefined;
  const relative = path.slice(scope.base.length);
  const field = schemaAt(scope.schema, relative, valueAt(scope.input, scope.base), false);
  if (!knownKeys(field).includes('count')) return undefined;
  return `write { count: ${value} }`;
}

/**
 * What to write instead, where the value says what was meant: a boolean written as a
 * word or quoted (YAML 1.2 reads `no` and `"false"` as strings), a single item where a
 * list is wanted.
 */
function typeHint(expected: string, value: unknown): string | undefined {
  if (expected === 'boolean' && typeof value === 'string') {
    const word = value.trim().toLowerCase();
    if (['true', 'yes', 'on', 'y'].includes(word)) return 'write true, unquoted';
    if (['false', 'no', 'off', 'n'].includes(word)) return 'write false, unquoted';
    return 'write true or false, unquoted';
  }
  if (expected === 'array' && (typeof value === 'string' || typeof value === 'number')) {
    return `write a list: [${String(value)}]`;
  }
  return undefined;
}

/**
 * `null` where the API takes no null: said as such, with what to write
 * instead when the field is one that cannot be removed once set.
 */
function nullRefused(path: YamlPath, scope: Scope): boolean {
  const relative = path.slice(scope.base.length);
  const field = schemaAt(scope.schema, relative, valueAt(scope.input, scope.base), false);
  const note = field && (removal.get(field) ?? removal.get(unwrap(field)));
  if (note === undefined) return false;
  push(
    scope,
    'not-removable',
    `${describePath(path)} cannot be null: the API has no way to remove it`,
    path,
    note.instead,
  );
  return true;
}

const TYPE_WORDS: Readonly<Record<string, string>> = {
  record: 'mapping',
  object: 'mapping',
  array: 'list',
};

function article(type: string): string {
  type = TYPE_WORDS[type] ?? type;
  return /^[aeiou]/.test(type) ? `an ${type}` : `a ${type}`;
}

function unknownKeys(issue: z.core.$ZodIssueUnrecognizedKeys, path: YamlPath, scope: Scope): void {
  const known = knownKeys(
    schemaAt(scope.schema, path.slice(scope.base.length), valueAt(scope.input, scope.base)),
  );
  for (const key of issue.keys) {
    const where = scope.facts.index.key([...path, key]);
    const hint =
      didYouMean(key, known) ?? (known.length > 0 ? `known keys: ${known.join(', ')}` : undefined);
    scope.out.push(
      error('unknown-key', `unknown key \`${key}\` in ${describePath(path)}`, where, { hint }),
    );
  }
}

function invalidValue(issue: z.core.$ZodIssueInvalidValue, path: YamlPath, scope: Scope): void {
  const values = issue.values.map((v) => JSON.stringify(v));
  mustBeOneOf(values, path, scope);
}

function invalidKey(issue: z.core.$ZodIssueInvalidKey, path: YamlPath, scope: Scope): void {
  const inner = issue.issues[0];
  const key = String(path[path.length - 1]);
  const what =
    inner?.code === 'invalid_format' ? formatText(inner) : (inner?.message ?? 'is not allowed');
  scope.out.push(
    error(
      'invalid-key',
      `key \`${key}\` in ${describePath(path.slice(0, -1))} ${what}`,
      scope.facts.index.key(path),
    ),
  );
}

function formatText(issue: z.core.$ZodIssueInvalidStringFormat): string {
  const { format, pattern } = issue;
  // a format the schema describes in words (a redirect's source, a link's URL, a
  // color) says it in them
  if (!issue.message.startsWith('Invalid')) return `must be ${issue.message}`;
  if (format === 'regex') return `must match ${pattern ?? 'the pattern'}`;
  if (format === 'email') return 'must be an email address';
  if (format === 'url') return 'must be a URL';
  return `must be a valid ${format}`;
}

function invalidFormat(
  issue: z.core.$ZodIssueInvalidStringFormat,
  path: YamlPath,
  scope: Scope,
): void {
  push(scope, 'invalid-format', `${describePath(path)} ${formatText(issue)}`, path);
}

function outOfBounds(
  issue: z.core.$ZodIssueTooSmall | z.core.$ZodIssueTooBig,
  path: YamlPath,
  scope: Scope,
): void {
  const limit =
    issue.code === 'too_small'
      ? `at least ${String(issue.minimum)}`
      : `at most ${String(issue.maximum)}`;
  if (issue.origin === 'string') {
    const chars = limit.endsWith(' 1') ? 'character' : 'characters';
    push(scope, 'invalid-length', `${describePath(path)} must have ${limit} ${chars}`, path);
  } else if (issue.origin === 'array') {
    const items = limit.endsWith(' 1') ? 'item' : 'items';
    push(scope, 'invalid-length', `${describePath(path)} must have ${limit} ${items}`, path);
  } else {
    push(scope, 'out-of-range', `${describePath(path)} must be ${limit}`, path);
  }
}

function other(issue: Issue, path: YamlPath, scope: Scope): void {
  push(scope, 'invalid-value', `${describePath(path)}: ${issue.message}`, path);
}
