import type * as z from 'zod';
import { fastParse } from '../../zod-fast/fast-parse.js';
import type { RequestBody, RequestQuery } from '../call-operation.js';
import { callOperation } from '../call-operation.js';
import { ResponseShapeError } from '../errors/response-shape-error.js';
import type { OperationId, PathParams } from '../operations.js';
import { OPERATIONS, operationPath } from '../operations.js';
import { pagesOf } from '../paginate.js';
import type { ApiRequester } from '../types.js';

/**
 * Checks an answer against the fields docform relies on. Schemas are loose objects:
 * unknown fields pass (the API grows), a missing required field fails loudly, naming
 * the request and the path of every problem.
 */
export function parseBody<S extends z.ZodType>(
  schema: S,
  body: unknown,
  method: string,
  path: string,
): z.output<S> {
  if (body === undefined) {
    // a 2xx without a body: a create that answers so made something docform cannot name
    throw new ResponseShapeError(method, path, [
      'the answer has no body, where the API returns the object',
    ]);
  }
  // a valid answer is its own output, without zod's copy of every object;
  // key order is the answer's, which no reader of the wire depends on
  const fast = fastParse(schema, body, 'as-given');
  if (fast !== undefined) return fast.data as z.output<S>;
  const result = schema.safeParse(body);
  if (result.success) return result.data;
  const problems = result.error.issues.map(
    (issue) => `${issue.path.length > 0 ? issue.path.join('.') : '(body)'}: ${issue.message}`,
  );
  throw new ResponseShapeError(method, path, problems);
}

/** Sends an operation and parses its answer with `schema`. */
export async function call<K extends OperationId, S extends z.ZodType>(
  client: ApiRequester,
  op: K,
  params: PathParams<K>,
  schema: S,
  body?: RequestBody<K>,
): Promise<z.output<S>> {
  const res = await callOperation(client, op, params, body);
  return parseBody(schema, res.body, OPERATIONS[op].method, res.url ?? operationPath(op, params));
}

/** Every item of a list operation, each parsed with `schema`. */
export async function listAll<K extends OperationId, S extends z.ZodType>(
  client: ApiRequester,
  op: K,
  params: PathParams<K>,
  schema: S,
  query?: RequestQuery<K>,
): Promise<z.output<S>[]> {
  return listAs(client, op, params, schema, (item) => item, query);
}

/**
 * Every item of a list operation, each parsed with `schema` and converted by `to` at
 * once: while the next pages are read, only the converted items stay in memory, not
 * each item's whole answer (a space's permissions, URLs and counters), which the
 * garbage collector would otherwise copy at every pass.
 */
export async function listAs<K extends OperationId, S extends z.ZodType, T>(
  client: ApiRequester,
  op: K,
  params: PathParams<K>,
  schema: S,
  to: (item: z.output<S>) => T,
  query?: RequestQuery<K>,
): Promise<T[]> {
  const path = operationPath(op, params);
  const out: T[] = [];
  const pages = pagesOf(client, path, queryStrings(query), client.maxPagesPerList);
  for await (const items of pages) {
    for (const item of items) {
      out.push(to(parseBody(schema, item, 'GET', `${path} (item ${out.length})`)));
    }
  }
  return out;
}

function queryStrings(query: object | undefined): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined) out[key] = String(value);
  }
  return out;
}
