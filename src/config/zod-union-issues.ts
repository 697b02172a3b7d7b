import type * as z from 'zod';
import type { YamlPath } from './position-index.js';
import { schemaAt, unionOptions } from './schema-at.js';
import { chooseBranch } from './union-branch.js';
import { valueAt, describePath } from './value-at.js';
import { mustBeOneOf, push, type Convert, type Issue, type Scope } from './zod-issue-scope.js';

/**
 * A value that matches no branch of a union: a list of what is allowed when every
 * branch is a single value or type, the allowed discriminators of a discriminated
 * union, else the problems of the branch the value was evidently written for.
 */
export function invalidUnion(
  issue: z.core.$ZodIssueInvalidUnion,
  path: YamlPath,
  scope: Scope,
  convert: Convert,
): void {
  const branches = 'errors' in issue ? issue.errors : [];
  const values = scalarChoices(branches);
  if (values !== undefined) {
    mustBeOneOf(values, path, scope);
    return;
  }
  const discriminators = 'options' in issue ? issue.options : undefined;
  if (discriminators) {
    mustBeOneOf(
      discriminators.map((v) => JSON.stringify(v)),
      path,
      scope,
    );
    return;
  }
  const relative = path.slice(scope.base.length);
  const union = schemaAt(scope.schema, relative, valueAt(scope.input, scope.base), false);
  const options = union ? (unionOptions(union) ?? []) : [];
  const choice = chooseBranch(branches);
  const branch = choice === undefined ? undefined : options[choice];
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
