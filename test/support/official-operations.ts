import { officialSpec, pointerToken, resolvePointer } from './official-schema.js';

type Json = Record<string, unknown>;

/** One operation of the official OpenAPI document, found by method and path. */
export interface OfficialOperation {
  readonly id: string;
  /** The path template as the document writes it, e.g. `/orgs/{organizationId}/sites`. */
  readonly template: string;
  /** Lower case, as the document keys it. */
  readonly method: string;
  readonly deprecated: boolean;
  readonly query: ReadonlySet<string>;
  readonly hasBody: boolean;
}

interface Template {
  readonly template: string;
  readonly pattern: RegExp;
  /** Literal segments: the most specific template wins (`/structure/sort` over `/{x}`). */
  readonly literals: number;
}

const METHODS = ['get', 'put', 'post', 'patch', 'delete'] as const;
const paths = officialSpec.paths as Record<string, Json>;

const templates: Template[] = Object.keys(paths).map((template) => ({
  template,
  pattern: new RegExp(`^${template.replace(/\{[^}]+\}/g, '[^/]+')}$`),
  literals: template.split('/').filter((s) => s !== '' && !s.startsWith('{')).length,
}));

function operation(template: string, method: string): OfficialOperation | undefined {
  const item = paths[template] ?? {};
  const op = item[method] as Json | undefined;
  if (op === undefined) return undefined;
  const params = [
    ...((item.parameters as Json[] | undefined) ?? []),
    ...((op.parameters as Json[] | undefined) ?? []),
  ].map((p) => (typeof p.$ref === 'string' ? (resolvePointer(officialSpec, p.$ref) as Json) : p));
  return {
    id: String(op.operationId),
    template,
    method,
    deprecated: op.deprecated === true,
    query: new Set(params.filter((p) => p.in === 'query').map((p) => String(p.name))),
    hasBody: op.requestBody !== undefined,
  };
}

/**
 * The official operation a request is (path below `/v1`, without its query), or why it
 * is none: a path no template matches, or a method the matching templates lack.
 */
export function findOperation(method: string, path: string): OfficialOperation | string {
  const m = method.toLowerCase();
  if (!(METHODS as readonly string[]).includes(m)) return `method ${method} is not used by the API`;
  const matches = templates
    .filter((t) => t.pattern.test(path))
    .sort((a, b) => b.literals - a.literals);
  if (matches.length === 0) return `no official path matches ${path}`;
  for (const t of matches) {
    const op = operation(t.template, m);
    if (op) return op;
  }
  return `the official API has no ${method} ${matches[0]?.template ?? path}`;
}

const pointer = (tokens: readonly string[]): string =>
  `#/${tokens.map((t) => pointerToken(t)).join('/')}`;

/** The JSON pointer of an operation's JSON request schema in the official document. */
export function requestSchemaPointer(op: OfficialOperation): string {
  return pointer([
    'paths',
    op.template,
    op.method,
    'requestBody',
    'content',
    'application/json',
    'schema',
  ]);
}

/**
 * The JSON pointer of the schema of an operation's JSON answer with `status` (through a
 * `$ref` to `components/responses`), or undefined when the document gives that status
 * no JSON body (204, 205, or a status it does not document).
 */
export function responseSchemaPointer(op: OfficialOperation, status: number): string | undefined {
  const responses = (paths[op.template]?.[op.method] as Json).responses as Json;
  const key = String(status) in responses ? String(status) : 'default';
  let response = responses[key] as Json | undefined;
  if (response === undefined) return undefined;
  let at = pointer(['paths', op.template, op.method, 'responses', key]);
  while (typeof response.$ref === 'string') {
    at = response.$ref;
    response = resolvePointer(officialSpec, response.$ref) as Json;
  }
  const content = response.content as Json | undefined;
  if (content?.['application/json'] === undefined) return undefined;
  return `${at}/content/application~1json/schema`;
}
