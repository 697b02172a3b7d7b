import { badRequest } from './api-error.js';

/**
 * Reading request bodies the way the API checks them: every failure is a 400 whose
 * message names the field, as the seed's bounds and patterns require.
 */
export type Body = Record<string, unknown>;

export function objectBody(body: unknown): Body {
  if (body === null || typeof body !== 'object' || Array.isArray(body)) {
    throw badRequest('Request body must be a JSON object');
  }
  return body as Body;
}

export interface StringRule {
  readonly min?: number;
  readonly max?: number;
  readonly pattern?: RegExp;
  /** Human description of the pattern for the message, e.g. "a slug". */
  readonly patternName?: string;
}

/** The field as a string within its bounds; undefined when absent. */
export function optionalString(
  body: Body,
  field: string,
  rule: StringRule = {},
): string | undefined {
  const value = body[field];
  if (value === undefined) return undefined;
  if (typeof value !== 'string') throw badRequest(`Field "${field}" must be a string`);
  if (rule.min !== undefined && value.length < rule.min) {
    throw badRequest(`Field "${field}" must be at least ${rule.min} characters`);
  }
  if (rule.max !== undefined && value.length > rule.max) {
    throw badRequest(`Field "${field}" must be at most ${rule.max} characters`);
  }
  if (rule.pattern && !rule.pattern.test(value)) {
    throw badRequest(`Field "${field}" must be ${rule.patternName ?? `match ${rule.pattern}`}`);
  }
  return value;
}

export function requiredString(body: Body, field: string, rule: StringRule = {}): string {
  const value = optionalString(body, field, rule);
  if (value === undefined) throw badRequest(`Field "${field}" is required`);
  return value;
}

/** Like optionalString, but `null` is allowed and returned (the API's "remove"). */
export function nullableString(
  body: Body,
  field: string,
  rule: StringRule = {},
): string | null | undefined {
  return body[field] === null ? null : optionalString(body, field, rule);
}

export function optionalBoolean(body: Body, field: string): boolean | undefined {
  const value = body[field];
  if (value === undefined) return undefined;
  if (typeof value !== 'boolean') throw badRequest(`Field "${field}" must be a boolean`);
  return value;
}

export function optionalEnum<T extends string>(
  body: Body,
  field: string,
  values: readonly T[],
): T | undefined {
  const value = body[field];
  if (value === undefined) return undefined;
  if (typeof value !== 'string' || !(values as readonly string[]).includes(value)) {
    throw badRequest(`Field "${field}" must be one of ${values.join(', ')}`);
  }
  return value as T;
}

export function nullableEnum<T extends string>(
  body: Body,
  field: string,
  values: readonly T[],
): T | null | undefined {
  return body[field] === null ? null : optionalEnum(body, field, values);
}

export function optionalStringArray(body: Body, field: string): string[] | undefined {
  const value = body[field];
  if (value === undefined) return undefined;
  if (!Array.isArray(value) || !value.every((v) => typeof v === 'string')) {
    throw badRequest(`Field "${field}" must be an array of strings`);
  }
  return value as string[];
}

/**
 * A localized string map (official `LocalizedString128`/`256`): keys are languages,
 * values strings of at most `max` characters; undefined when absent.
 */
export function optionalLocalized(
  body: Body,
  field: string,
  languages: readonly string[],
  max: number,
): Record<string, string> | undefined {
  const value = body[field];
  if (value === undefined) return undefined;
  if (value === null || typeof value !== 'object' || Array.isArray(value)) {
    throw badRequest(`Field "${field}" must be an object keyed by language`);
  }
  for (const [language, text] of Object.entries(value)) {
    if (!languages.includes(language)) {
      throw badRequest(`Field "${field}": "${language}" is not a language`);
    }
    if (typeof text !== 'string' || text.length > max) {
      throw badRequest(
        `Field "${field}.${language}" must be a string of at most ${max} characters`,
      );
    }
  }
  return { ...(value as Record<string, string>) };
}
