import { badRequest } from '../api-error.js';
import { objectBody } from '../body.js';
import type { Body } from '../body.js';
import type { Reply, RequestContext } from '../handler.js';

/*
 * What the site handlers share at the HTTP edge: the replies of creates, deletes and
 * `Prefer: return=minimal`, an optional body and a boolean query value.
 */

/** 201 with the object and its API URL (official spec 1.6, `Location` on creates). */
export function created(body: Record<string, unknown>, location: string): Reply {
  return { status: 201, body, headers: { location } };
}

/** 205 when the object existed and was deleted, 204 when it did not exist (spec 1.6). */
export function deleted(existed: boolean): Reply {
  return { status: existed ? 205 : 204 };
}

/**
 * 200 with the object, or 204 with `Preference-Applied` when the client sent
 * `Prefer: return=minimal` (official spec 1.6; only on the operations that document it).
 */
export function representation(
  ctx: RequestContext,
  body: Record<string, unknown>,
  status = 200,
): Reply {
  const prefer = ctx.headers.prefer;
  const values = Array.isArray(prefer) ? prefer : prefer ? [prefer] : [];
  if (values.some((v) => /(^|[,;\s])return=minimal\b/.test(v))) {
    return { status: 204, headers: { 'preference-applied': 'return=minimal' } };
  }
  return { status, body };
}

/** The JSON object body, or `{}` when the operation's body is optional and none was sent. */
export function optionalBody(body: unknown): Body {
  return body === undefined ? {} : objectBody(body);
}

/** A `true` / `false` query value; undefined when absent. */
export function booleanQuery(query: URLSearchParams, name: string): boolean | undefined {
  const raw = query.get(name);
  if (raw === null) return undefined;
  if (raw === 'true') return true;
  if (raw === 'false') return false;
  throw badRequest(`Invalid query parameter "${name}": expected true or false`);
}
