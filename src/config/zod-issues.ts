import type { z } from 'zod';
import type { Diagnostic } from '../model/diagnostic.js';
import type { ConfigFacts } from './config-facts.js';
import { didYouMean } from './did-you-mean.js';
import { error } from './diagnostics.js';
import { pathKey, type YamlPath } from './position-index.js';
import { defOf, knownKeys, schemaAt, unwrap } from './schema-at.js';
import { chooseBranch } from './union-branch.js';
import { describePath, valueAt, typeName } from './value-at.js';

type Issue = z.core.$ZodIssue;

interface Scope {
  readonly schema: z.ZodType;
  readonly base: YamlPath;
  readonly input: unknown;
  readonly facts: ConfigFacts;
  readonly out: Diagnostic[];
}

/**
 * Pass 2 (STYLE rule 7): zod's issues as diagnostics with `file:line:col`, a stable
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
  for (const issue of issues) convert(issue, { schema, base: [], input, facts, out });
  return out;
}

function convert(issue: Issue, scope: Scope): void {
  const path: YamlPath = [...scope.base, ...(issue.path as (string | number)[])];
  if (scope.facts.unresolved.has(pathKey(path))) return;
  const handler = missing(issue, path, scope) ? invalidType : (HANDLERS[issue.code] ?? other);
  handler(issue, path, scope);
}

/** A required field left out fails as a wrong type, value or union: all mean "missing". */
function missing(issue: Issue, path: YamlPath, scope: Scope): boolean {
  const codes = ['invalid_type', 'invalid_value', 'invalid_union'];
  return codes.includes(issue.code) && path.length > 0 && valueAt(scope.input, path) === undefined;
}

type Handler = (issue: Issue, path: YamlPath, scope: Scope) => void;

const HANDLERS: Partial<Record<Issue['code'], Handler>> = {
  invalid_type: invalidType,
  unrecognized_keys: unknownKeys,
  invalid_value: invalidValue,
  invalid_union: invalidUnion,
  invalid_key: invalidKey,
  invalid_format: invalidFormat,
  too_small: outOfBounds,
  too_big: outOfBounds,
};

function push(scope: Scope, code: string, message: string, path: YamlPath, hint?: string): void {
  scope.out.push(error(code, message, scope.facts.index.value(path), { hint }));
}

function invalidType(issue: Issue, path: YamlPath, scope: Scope): void {
  const value = valueAt(scope.input, path);
  if (value === undefined) {
    const field = path[path.length - 1];
    const parent = path.slice(0, -1);
    scope.out.push(
      error(
        'missing-field',
        `${describePath(parent)} is missing \`${String(field)}\``,
        scope.facts.index.key(parent),
      ),
    );
    return;
  }
  const expected = (issue as { expected?: string }).expected ?? 'another type';
  push(
    scope,
    'invalid-type',
    `${describePath(path)} must be ${article(expected)}, not ${typeName(value)}`,
    path,
  );
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

function unknownKeys(issue: Issue, path: YamlPath, scope: Scope): void {
  const keys = (issue as { keys?: string[] }).keys ?? [];
  const known = knownKeys(
    schemaAt(scope.schema, path.slice(scope.base.length), valueAt(scope.input, scope.base)),
  );
  for (const key of keys) {
    const where = scope.facts.index.key([...path, key]);
    const hint =
      didYouMean(key, known) ?? (known.length > 0 ? `known keys: ${known.join(', ')}` : undefined);
    scope.out.push(
      error('unknown-key', `unknown key \`${key}\` in ${describePath(path)}`, where, { hint }),
    );
  }
}

function invalidValue(issue: Issue, path: YamlPath, scope: Scope): void {
  const values = ((issue as { values?: unknown[] }).values ?? []).map((v) => JSON.stringify(v));
  const hint = hintFor(
    path,
    scope,
    values.map((v) => v.replace(/^"|"$/g, '')),
  );
  push(
    scope,
    'invalid-value',
    `${describePath(path)} must be one of ${values.join(', ')}`,
    path,
    hint,
  );
}

/** "did you mean" for a written string, unless it came from the environment (a secret). */
function hintFor(path: YamlPath, scope: Scope, candidates: string[]): string | undefined {
  const value = valueAt(scope.input, path);
  if (typeof value !== 'string' || scope.facts.secrets.has(pathKey(path))) return undefined;
  return didYouMean(value, candidates);
}

function invalidUnion(issue: Issue, path: YamlPath, scope: Scope): void {
  const branches = (issue as { errors?: Issue[][] }).errors ?? [];
  const relative = path.slice(scope.base.length);
  const union = schemaAt(scope.schema, relative, valueAt(scope.input, scope.base), false);
  const options = union ? (defOf(unwrap(union)).options ?? []) : [];
  const values = scalarChoices(branches);
  if (values !== undefined) {
    const hint = hintFor(
      path,
      scope,
      values.map((v) => v.replace(/^"|"$/g, '')),
    );
    push(
      scope,
      'invalid-value',
      `${describePath(path)} must be one of ${values.join(', ')}`,
      path,
      hint,
    );
    return;
  }
  const choice = chooseBranch(branches);
  const branch = choice === undefined ? undefined : options[choice];
  const discriminators = (issue as { options?: unknown[] }).options;
  if (discriminators) {
    const allowed = discriminators.map((v) => JSON.stringify(v));
    const hint = hintFor(path, scope, discriminators.map(String));
    push(
      scope,
      'invalid-value',
      `${describePath(path)} must be one of ${allowed.join(', ')}`,
      path,
      hint,
    );
    return;
  }
  if (choice === undefined || branch === undefined) {
    push(scope, 'invalid-value', `${describePath(path)} does not match any allowed form`, path);
    return;
  }
  const sub: Scope = { ...scope, schema: branch, base: path };
  for (const inner of branches[choice] ?? []) convert(inner, sub);
}

/** When every branch is a single allowed value or type, the list of what is allowed. */
function scalarChoices(branches: readonly (readonly Issue[])[]): string[] | undefined {
  const out: string[] = [];
  for (const issues of branches) {
    const [only, ...rest] = issues;
    if (only === undefined || rest.length > 0 || only.path.length > 0) return undefined;
    if (only.code === 'invalid_value') out.push(...only.values.map((v) => JSON.stringify(v)));
    else if (
      only.code === 'invalid_type' &&
      ['null', 'boolean', 'number'].includes(only.expected)
    ) {
      out.push(only.expected === 'null' ? 'null' : `a ${only.expected}`);
    } else return undefined;
  }
  return out.length > 0 ? out : undefined;
}

function invalidKey(issue: Issue, path: YamlPath, scope: Scope): void {
  const inner = (issue as { issues?: Issue[] }).issues?.[0];
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

function formatText(issue: Issue): string {
  const { format, pattern } = issue as { format?: string; pattern?: string };
  if (format === 'regex') return `must match ${pattern ?? 'the pattern'}`;
  if (format === 'email') return 'must be an email address';
  if (format === 'url') return 'must be a URL';
  return `must be a valid ${format ?? 'value'}`;
}

function invalidFormat(issue: Issue, path: YamlPath, scope: Scope): void {
  push(scope, 'invalid-format', `${describePath(path)} ${formatText(issue)}`, path);
}

function outOfBounds(issue: Issue, path: YamlPath, scope: Scope): void {
  const { origin, minimum, maximum } = issue as {
    origin?: string;
    minimum?: unknown;
    maximum?: unknown;
  };
  const limit =
    issue.code === 'too_small' ? `at least ${String(minimum)}` : `at most ${String(maximum)}`;
  if (origin === 'string') {
    const chars = limit.endsWith(' 1') ? 'character' : 'characters';
    push(scope, 'invalid-length', `${describePath(path)} must have ${limit} ${chars}`, path);
  } else if (origin === 'array') {
    const items = limit.endsWith(' 1') ? 'item' : 'items';
    push(scope, 'invalid-length', `${describePath(path)} must have ${limit} ${items}`, path);
  } else {
    push(scope, 'out-of-range', `${describePath(path)} must be ${limit}`, path);
  }
}

function other(issue: Issue, path: YamlPath, scope: Scope): void {
  push(scope, 'invalid-value', `${describePath(path)}: ${issue.message}`, path);
}
