import type * as z from 'zod';
import type { Diagnostic } from '../model/diagnostic.js';
import type { ConfigFacts } from './config-facts.js';
import { didYouMean } from './did-you-mean.js';
import { error } from './diagnostics.js';
import { pathKey, type YamlPath } from './position-index.js';
import { describePath, valueAt } from './value-at.js';

/** One zod issue (its public type). */
export type Issue = z.core.$ZodIssue;

export interface Scope {
  readonly schema: z.ZodType;
  readonly base: YamlPath;
  readonly input: unknown;
  readonly facts: ConfigFacts;
  readonly out: Diagnostic[];
  /** Issues (at their full path) another diagnostic already says: not converted. */
  readonly said?: (issue: Issue) => boolean;
}

/** Turns one issue into diagnostics (the union handler recurses into a branch with it). */
export type Convert = (issue: Issue, scope: Scope) => void;

export function push(
  scope: Scope,
  code: string,
  message: string,
  path: YamlPath,
  hint?: string,
): void {
  scope.out.push(error(code, message, scope.facts.index.value(path), { hint }));
}

/** `x must be one of "a", "b"` with "did you mean" for a written string. */
export function mustBeOneOf(values: readonly string[], path: YamlPath, scope: Scope): void {
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
