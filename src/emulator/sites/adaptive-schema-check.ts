import { badRequest } from '../api-error.js';

type Json = Record<string, unknown>;

/** Exact description the official schema pins on the `unsigned` claims object. */
export const UNSIGNED_DESCRIPTION = 'Unsigned claims of the site visitor.';
const DRAFT_07 = 'http://json-schema.org/draft-07/schema#';
const PRIMITIVES = ['boolean', 'string', 'number'];

/**
 * Checks a visitor schema against the official `SiteAdaptiveJSONSchema`: an object
 * schema with `additionalProperties: false`, whose claims are booleans (the seed's
 * form) or strings, string enums, numbers, arrays of those and nested objects (the
 * official form), each with a `description`. The first problem is a 400 naming the
 * field path, e.g. `jsonSchema.properties.plan.description`.
 */
export function checkAdaptiveSchema(value: unknown): Json {
  if (value === undefined) throw badRequest('Field "jsonSchema" is required');
  const root = object(value, 'jsonSchema');
  allowOnly(root, 'jsonSchema', ['$schema', 'type', 'additionalProperties', 'properties']);
  if (root.$schema !== undefined && root.$schema !== DRAFT_07) {
    throw badRequest(`Field "jsonSchema.$schema" must be "${DRAFT_07}"`);
  }
  constant(root, 'jsonSchema', 'type', 'object');
  constant(root, 'jsonSchema', 'additionalProperties', false);
  const properties = object(root.properties, 'jsonSchema.properties');
  for (const [name, claim] of Object.entries(properties)) {
    const at = `jsonSchema.properties.${name}`;
    if (name === 'unsigned') checkUnsigned(claim, at);
    else checkClaim(claim, at);
  }
  return root;
}

function checkUnsigned(value: unknown, at: string): void {
  const unsigned = object(value, at);
  allowOnly(unsigned, at, ['type', 'description', 'properties', 'additionalProperties']);
  constant(unsigned, at, 'type', 'object');
  constant(unsigned, at, 'description', UNSIGNED_DESCRIPTION);
  constant(unsigned, at, 'additionalProperties', false);
  checkClaims(unsigned.properties, `${at}.properties`);
}

function checkClaims(value: unknown, at: string): void {
  for (const [name, claim] of Object.entries(object(value, at))) checkClaim(claim, `${at}.${name}`);
}

function checkClaim(
  value: unknown,
  at: string,
  allowed = [...PRIMITIVES, 'array', 'object'],
): void {
  const claim = object(value, at);
  if (typeof claim.type !== 'string' || !allowed.includes(claim.type)) {
    throw badRequest(`Field "${at}.type" must be one of ${allowed.join(', ')}`);
  }
  if (typeof claim.description !== 'string') {
    throw badRequest(`Field "${at}.description" is required and must be a string`);
  }
  switch (claim.type) {
    case 'string':
      allowOnly(claim, at, ['type', 'description', 'enum']);
      if (claim.enum !== undefined) checkEnum(claim.enum, `${at}.enum`);
      return;
    case 'array':
      allowOnly(claim, at, ['type', 'description', 'items']);
      checkClaim(claim.items, `${at}.items`, PRIMITIVES);
      return;
    case 'object':
      allowOnly(claim, at, ['type', 'description', 'properties', 'additionalProperties']);
      constant(claim, at, 'additionalProperties', false);
      checkClaims(claim.properties, `${at}.properties`);
      return;
    default:
      allowOnly(claim, at, ['type', 'description']);
  }
}

function checkEnum(value: unknown, at: string): void {
  if (!Array.isArray(value) || !value.every((v) => typeof v === 'string')) {
    throw badRequest(`Field "${at}" must be an array of strings`);
  }
}

function object(value: unknown, at: string): Json {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) {
    throw badRequest(`Field "${at}" must be an object`);
  }
  return value as Json;
}

function constant(holder: Json, at: string, key: string, expected: unknown): void {
  if (holder[key] !== expected) {
    throw badRequest(`Field "${at}.${key}" must be ${JSON.stringify(expected)}`);
  }
}

function allowOnly(holder: Json, at: string, keys: readonly string[]): void {
  const extra = Object.keys(holder).find((k) => !keys.includes(k));
  if (extra !== undefined) throw badRequest(`Field "${at}.${extra}" is not allowed`);
}
