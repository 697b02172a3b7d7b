import type { IncomingHttpHeaders } from 'node:http';
import type { World } from './world.js';

/*
 * The contract between the server and the operations it serves: what a handler sees of
 * a request (RequestContext), what it answers (Reply), and a Route binding a handler to
 * a method and a path pattern. The table of routes is v1-routes.ts; matching a request
 * against it is route-matcher.ts.
 */

/** What a handler sees of one request; the server builds it after auth. */
export interface RequestContext {
  readonly method: string;
  /** The path below `/v1`, e.g. `/orgs/org_acme/sites`. */
  readonly path: string;
  /** Path parameters by the names used in the route pattern. */
  readonly params: Readonly<Record<string, string>>;
  readonly query: URLSearchParams;
  /** Parsed JSON body; undefined when the request had none. */
  readonly body: unknown;
  readonly headers: IncomingHttpHeaders;
  /** The live world; handlers mutate it directly, the server persists after writes. */
  readonly world: World;
  /** The authenticated user's id. */
  readonly userId: string;
  /** Origin of the server, e.g. `http://127.0.0.1:4010`, for `urls` fields. */
  readonly origin: string;
  /** Current time as an ISO 8601 string (injectable clock). */
  now(): string;
  /** A new id with the given prefix, deterministic for a given world. */
  newId(prefix: string): string;
}

export interface Reply {
  readonly status: number;
  /** JSON body; omitted for 204/205. */
  readonly body?: unknown;
  readonly headers?: Readonly<Record<string, string>>;
}

export type Handler = (ctx: RequestContext) => Reply;

export interface Route {
  readonly method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** Path below `/v1` with `:name` parameters, e.g. `/orgs/:organizationId/sites/:siteId`. */
  readonly pattern: string;
  readonly handler: Handler;
}
