import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { Ajv2020 } from 'ajv/dist/2020.js';
import type { ValidateFunction } from 'ajv/dist/2020.js';

/**
 * Response schemas of the official OpenAPI document shipped in `@gitbook/api`
 * (`spec/openapi.json`, OpenAPI 3.1, whose schemas are JSON Schema 2020-12). The whole
 * document is added to ajv under one id, so every `$ref` resolves inside it.
 */
const SPEC_ID = 'gitbook-openapi.json';
const HTTP_METHODS = ['get', 'put', 'post', 'patch', 'delete'] as const;

interface OperationRef {
  readonly path: string;
  readonly method: string;
  readonly responses: Record<string, unknown>;
}

type Json = Record<string, unknown>;

const require = createRequire(import.meta.url);
const specPath = require.resolve('@gitbook/api/spec/openapi.json');
export const officialSpec = JSON.parse(readFileSync(specPath, 'utf8')) as Json;

const ajv = new Ajv2020({ strict: false, allErrors: true, validateFormats: true });
addFormats(ajv);
ajv.addSchema(officialSpec, SPEC_ID);

const operations = indexOperations(officialSpec);
const compiled = new Map<string, ValidateFunction | null>();

function indexOperations(spec: Json): Map<string, OperationRef> {
  const index = new Map<string, OperationRef>();
  for (const [path, item] of Object.entries(spec.paths as Record<string, Json>)) {
    for (const method of HTTP_METHODS) {
      const op = item[method] as Json | undefined;
      if (!op || typeof op.operationId !== 'string') continue;
      index.set(op.operationId, { path, method, responses: op.responses as Json });
    }
  }
  return index;
}

/** JSON pointer escaping (RFC 6901). */
const escape = (token: string): string => token.replace(/~/g, '~0').replace(/\//g, '~1');

/** Statuses the spec documents for the operation (numeric keys only, not `default`). */
export function documentedStatuses(operationId: string): number[] {
  const op = operations.get(operationId);
  if (!op) throw new Error(`Unknown operationId ${operationId}`);
  return Object.keys(op.responses)
    .filter((k) => /^\d{3}$/.test(k))
    .map(Number);
}

/**
 * A validator of the JSON body that the spec documents for the operation and status,
 * or null when that response has no body (204, 205).
 */
export function responseValidator(operationId: string, status: number): ValidateFunction | null {
  const key = `${operationId} ${status}`;
  if (!compiled.has(key)) compiled.set(key, compileResponse(operationId, status));
  return compiled.get(key) ?? null;
}

function compileResponse(operationId: string, status: number): ValidateFunction | null {
  const op = operations.get(operationId);
  if (!op) throw new Error(`Unknown operationId ${operationId}`);
  const pointer = ['paths', op.path, op.method, 'responses', String(status)].map(escape);
  let response = op.responses[String(status)] as Json | undefined;
  if (!response) throw new Error(`${operationId} documents no ${status} response`);
  let base = `#/${pointer.join('/')}`;
  // A response may be a `$ref` to components/responses; follow it to its content.
  while (typeof response.$ref === 'string') {
    base = response.$ref;
    response = resolvePointer(officialSpec, response.$ref) as Json;
  }
  const content = response.content as Record<string, unknown> | undefined;
  if (!content?.['application/json']) return null;
  return ajv.compile({ $ref: `${SPEC_ID}${base}/content/application~1json/schema` });
}

export function resolvePointer(doc: Json, ref: string): unknown {
  const tokens = ref.replace(/^#\//, '').split('/');
  let node: unknown = doc;
  for (const raw of tokens) {
    const token = raw.replace(/~1/g, '/').replace(/~0/g, '~');
    node = (node as Json)[token];
  }
  return node;
}

/**
 * The formats the spec uses. `emoji`, `icon`, `byte` and `int32` are descriptive in
 * the spec; they are accepted as any string or number.
 */
function addFormats(instance: Ajv2020): void {
  instance.addFormat('date-time', {
    type: 'string',
    validate: (s: string) =>
      /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?(Z|[+-]\d{2}:\d{2})$/i.test(s) &&
      !Number.isNaN(Date.parse(s)),
  });
  instance.addFormat('date', /^\d{4}-\d{2}-\d{2}$/);
  instance.addFormat('uri', { type: 'string', validate: isAbsoluteUrl });
  instance.addFormat('email', /^[^\s@]+@[^\s@]+\.[^\s@]+$/);
  instance.addFormat('uuid', /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i);
  for (const name of ['emoji', 'icon', 'byte']) instance.addFormat(name, true);
  instance.addFormat('int32', { type: 'number', validate: Number.isInteger });
}

function isAbsoluteUrl(value: string): boolean {
  try {
    return new URL(value).protocol.length > 1;
  } catch {
    return false;
  }
}

/** The official error body, `components/schemas/Error` (official spec, 1.3). */
export const errorBodyValidator: ValidateFunction = ajv.compile({
  $ref: `${SPEC_ID}#/components/schemas/Error`,
});

/** A validator of the schema at a JSON pointer of the official document (`#/paths/...`). */
export function schemaValidator(pointer: string): ValidateFunction {
  return ajv.compile({ $ref: `${SPEC_ID}${pointer}` });
}

/** JSON pointer escaping (RFC 6901), for building pointers into the document. */
export function pointerToken(token: string): string {
  return escape(token);
}
