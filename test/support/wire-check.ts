import { SEED_ONLY_FIELDS } from '../../src/api/seed-only-fields.js';
import { officialSpec, resolvePointer, schemaValidator } from './official-schema.js';
import type { OfficialOperation as Operation } from './official-operations.js';
import { findOperation as find, requestSchemaPointer } from './official-operations.js';
import type { ValidateFunction } from 'ajv/dist/2020.js';

/** One request as a client sent it: the path below the API root, with its query. */
export interface WireRequest {
  readonly method: string;
  /** e.g. `/v1/orgs/org_acme/sites?limit=100`. */
  readonly url: string;
  readonly body?: unknown;
}

type Json = Record<string, unknown>;

const validators = new Map<string, ValidateFunction>();

function bodyValidator(op: Operation): ValidateFunction {
  const key = `${op.method} ${op.template}`;
  let v = validators.get(key);
  if (v === undefined) {
    v = schemaValidator(requestSchemaPointer(op));
    validators.set(key, v);
  }
  return v;
}

/** The schema after following `$ref`s. */
function deref(schema: unknown): Json {
  let node = schema as Json;
  while (typeof node?.$ref === 'string') node = resolvePointer(officialSpec, node.$ref) as Json;
  return node ?? {};
}

/**
 * The property schemas an object schema names, across `allOf`, `anyOf` and `oneOf`
 * branches (a field any branch names is a field of the schema), and the schema of the
 * other keys when a branch declares one (`additionalProperties: {...}` or `true`: a map,
 * such as the claims of an adaptive schema, whose keys are the user's).
 */
function properties(schema: unknown): { named: Map<string, unknown[]>; rest: unknown[] } {
  const named = new Map<string, unknown[]>();
  const rest: unknown[] = [];
  const visit = (s: unknown): void => {
    const node = deref(s);
    for (const [name, prop] of Object.entries((node.properties as Json | undefined) ?? {})) {
      named.set(name, [...(named.get(name) ?? []), prop]);
    }
    const extra = node.additionalProperties;
    if (extra === true || (typeof extra === 'object' && extra !== null)) rest.push(extra);
    for (const key of ['allOf', 'anyOf', 'oneOf'] as const) {
      for (const branch of (node[key] as unknown[] | undefined) ?? []) visit(branch);
    }
  };
  visit(schema);
  return { named, rest };
}

/** Fields of `value` (an object) that no branch of `schema` names, as JSON paths. */
function unnamedFields(
  value: unknown,
  schema: unknown,
  at: string,
  allowed: ReadonlySet<string>,
): string[] {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return [];
  const { named, rest } = properties(schema);
  if (named.size === 0 && rest.length === 0) return [];
  const out: string[] = [];
  for (const [key, child] of Object.entries(value)) {
    const schemas = named.get(key) ?? rest.filter((r) => r !== true);
    if (named.get(key) === undefined && rest.length === 0) {
      if (!(at === '' && allowed.has(key))) out.push(`${at}${key}`);
      continue;
    }
    // nested objects: a field no branch names is unnamed too
    const found = schemas.map((s) => unnamedFields(child, s, `${at}${key}.`, new Set()));
    if (found.length > 0 && found.every((f) => f.length > 0)) out.push(...new Set(found.flat()));
  }
  return out;
}

export interface WireReport {
  readonly requests: number;
  readonly operations: ReadonlySet<string>;
  readonly problems: readonly string[];
}

/**
 * Checks requests against the official OpenAPI document (`@gitbook/api`'s openapi.json,
 * the contract of the wire): the operation exists and is not deprecated, every query
 * parameter is declared, a JSON body validates against the request schema (JSON Schema
 * 2020-12, Ajv) and holds no field the schema does not name, apart from the seed-only
 * fields of src/api/seed-only-fields.ts.
 */
export function checkWire(requests: readonly WireRequest[]): WireReport {
  const problems: string[] = [];
  const operations = new Set<string>();
  for (const req of requests) {
    const url = new URL(req.url, 'http://api.invalid');
    const path = url.pathname.replace(/^\/v1(?=\/)/, '');
    const where = `${req.method} ${path}`;
    const op = find(req.method, path);
    if (typeof op === 'string') {
      problems.push(`${where}: ${op}`);
      continue;
    }
    operations.add(op.id);
    if (op.deprecated) problems.push(`${where}: ${op.id} is deprecated`);
    for (const name of url.searchParams.keys()) {
      if (!op.query.has(name)) problems.push(`${where}: query parameter ${name} is not declared`);
    }
    if (req.body === undefined) continue;
    if (!op.hasBody) {
      problems.push(`${where}: ${op.id} takes no body`);
      continue;
    }
    const seedOnly = new Set<string>(
      (SEED_ONLY_FIELDS as Readonly<Record<string, readonly string[]>>)[clientName(op.id)] ?? [],
    );
    const validate = bodyValidator(op);
    if (!validate(withoutFields(req.body, seedOnly))) {
      const errors = (validate.errors ?? []).map(
        (e) => `${e.instancePath || '(body)'} ${e.message}`,
      );
      problems.push(`${where}: body invalid: ${errors.join('; ')}`);
    }
    const schema = resolvePointer(officialSpec, requestSchemaPointer(op));
    for (const field of unnamedFields(req.body, schema, '', seedOnly)) {
      problems.push(`${where}: field ${field} is not in the official request schema of ${op.id}`);
    }
  }
  return { requests: requests.length, operations, problems };
}

/** src/api/operations.ts names operations as the official client spells its methods. */
function clientName(id: string): string {
  return id.replace(/SAML/g, 'Saml').replace(/OpenAPI/g, 'OpenApi');
}

/** The body without the seed-only fields, which the official schema may not allow. */
function withoutFields(body: unknown, names: ReadonlySet<string>): unknown {
  if (names.size === 0 || typeof body !== 'object' || body === null) return body;
  return Object.fromEntries(Object.entries(body).filter(([k]) => !names.has(k)));
}
