import type { z } from 'zod';
import { ResponseShapeError } from '../errors/response-shape-error.js';
import type { ApiRequest, ApiRequester } from '../types.js';

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
  const result = schema.safeParse(body);
  if (result.success) return result.data;
  const problems = result.error.issues.map(
    (issue) => `${issue.path.length > 0 ? issue.path.join('.') : '(body)'}: ${issue.message}`,
  );
  throw new ResponseShapeError(method, path, problems);
}

/** Sends a request and parses its body with `schema`. */
export async function call<S extends z.ZodType>(
  client: ApiRequester,
  req: ApiRequest,
  schema: S,
): Promise<z.output<S>> {
  const res = await client.request(req);
  return parseBody(schema, res.body, req.method, req.path);
}

/** Every item of a list, each parsed with `schema`. */
export async function listAll<S extends z.ZodType>(
  client: ApiRequester,
  path: string,
  schema: S,
): Promise<z.output<S>[]> {
  const out: z.output<S>[] = [];
  for await (const item of client.paginate<unknown>(path)) {
    out.push(parseBody(schema, item, 'GET', `${path} (item ${out.length})`));
  }
  return out;
}

/** A path segment from an id (ids come from users' YAML too). */
export function seg(id: string): string {
  return encodeURIComponent(id);
}

export function orgPath(organization: string): string {
  return `/orgs/${seg(organization)}`;
}
