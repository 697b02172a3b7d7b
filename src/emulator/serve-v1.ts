import type { IncomingMessage, ServerResponse } from 'node:http';
import { ApiError } from './api-error.js';
import type { EmulatorCore } from './emulator-core.js';
import type { FaultDecision } from './faults.js';
import { JsonText, delay, errorBody, parseJsonBody, readBody, send } from './http-io.js';
import { rateLimitHeaders } from './rate-limit.js';
import type { Reply, RequestContext } from './handler.js';
import { undoView } from './undo-world.js';

const READ_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * One request under `/v1`: rate limit, injected faults, Bearer auth, routing, body,
 * handler, persistence, latency, and the journal entry of what was served. Handlers run
 * on the world through an undo log for writes (undo-world.ts), so a refused write
 * leaves nothing behind.
 */
export async function serveV1(
  core: EmulatorCore,
  req: IncomingMessage,
  res: ServerResponse,
  url: URL,
): Promise<void> {
  const method = req.method ?? 'GET';
  const journalPath = `${url.pathname}${url.search}`;
  const headers: Record<string, string> = {};
  const spike = core.faults.spikeMs();
  const wait = (): Promise<void> => delay(core.options.latencyMs + core.faults.latencyMs() + spike);
  const finish = async (reply: Reply): Promise<void> => {
    await wait();
    core.journal.record({ method, path: journalPath, status: reply.status });
    send(res, reply.status, reply.body, { ...headers, ...reply.headers });
  };
  const reset = (): void => {
    core.journal.record({ method, path: journalPath, status: 0 });
    req.socket.destroy();
  };

  const limit = core.options.limiter?.take(core.options.now().getTime());
  if (limit) Object.assign(headers, rateLimitHeaders(limit));
  if (limit?.exceeded) {
    const message = `API rate limit exceeded. Please try again in ${limit.retryAfter} seconds`;
    return finish(failure(429, message, { 'Retry-After': String(limit.retryAfter) }));
  }

  const isWrite = !READ_METHODS.has(method);
  const fault = core.faults.decide(isWrite);
  if (fault.kind === 'status') return finish(injected(core, fault.status, headers));
  if (fault.kind === 'reset' && fault.when === 'before') {
    await wait();
    return reset();
  }

  let reply: Reply;
  try {
    reply = await handle(core, req, method, url, isWrite);
  } catch (error) {
    reply = toFailure(error);
  }
  if (isAfterReset(fault) && reply.status < 400) {
    await wait();
    return reset();
  }
  return finish(reply);
}

function isAfterReset(fault: FaultDecision): boolean {
  return fault.kind === 'reset' && fault.when === 'after';
}

async function handle(
  core: EmulatorCore,
  req: IncomingMessage,
  method: string,
  url: URL,
  isWrite: boolean,
): Promise<Reply> {
  const raw = await readBody(req);
  const userId = authenticate(core, req.headers.authorization);
  const path = url.pathname.slice('/v1'.length) || '/';
  const match = core.router.match(method, path);
  if (match.kind === 'not-found') throw new ApiError(404, `No route for ${method} /v1${path}`);
  if (match.kind === 'method-not-allowed') {
    throw new ApiError(405, `Method ${method} is not allowed on /v1${path}`, {
      Allow: match.allowed.join(', '),
    });
  }
  const body = parseJsonBody(raw);
  // A write mutates the world in place through an undo log, rolled back when refused:
  // copying a world of 10,000 site spaces took ~40 ms per write (the apply benchmark).
  const undo = isWrite ? undoView(core.world) : undefined;
  const world = undo ? undo.view : core.world;
  const ctx: RequestContext = {
    method,
    path,
    params: match.params,
    query: url.searchParams,
    body,
    headers: req.headers,
    world,
    userId,
    origin: core.origin,
    now: () => core.options.now().toISOString(),
    newId: (prefix) => core.newId(world, prefix),
  };
  let reply: Reply;
  try {
    reply = match.route.handler(ctx);
  } catch (error) {
    undo?.rollback();
    throw error;
  }
  if (undo && reply.status >= 400) undo.rollback();
  if (undo && reply.status < 400) {
    undo.commit();
    await core.commit(core.world);
  }
  // The world changes in place, so a reply waiting out its latency must not see later writes.
  return reply.body === undefined ? reply : { ...reply, body: snapshot(reply.body) };
}

function snapshot(body: unknown): unknown {
  return new JsonText(JSON.stringify(body));
}

/**
 * The user id behind `Authorization: Bearer <token>`; anything else is a 401. Only the
 * map's own entries count: `__proto__` or `constructor` name nothing.
 */
function authenticate(core: EmulatorCore, header: string | undefined): string {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header ?? '');
  const token = match?.[1];
  const tokens = core.world.tokens;
  const userId = token !== undefined && Object.hasOwn(tokens, token) ? tokens[token] : undefined;
  if (typeof userId !== 'string') {
    throw new ApiError(
      401,
      header
        ? 'Invalid or unknown access token'
        : 'Missing access token: send Authorization: Bearer <token>',
    );
  }
  return userId;
}

function failure(status: number, message: string, headers: Record<string, string> = {}): Reply {
  return { status, body: errorBody(status, message), headers };
}

/**
 * An injected status; a 429 carries the headers a real limit would
 * (docs/api-differences.md, row 6).
 */
function injected(core: EmulatorCore, status: number, headers: Record<string, string>): Reply {
  if (status !== 429) return failure(status, `Injected fault: HTTP ${status}`);
  const retryAfter = core.faults.config().retryAfterSeconds ?? 0;
  const now = Math.floor(core.options.now().getTime() / 1000);
  return failure(status, `API rate limit exceeded. Please try again in ${retryAfter} seconds`, {
    'X-RateLimit-Limit': headers['X-RateLimit-Limit'] ?? '60',
    'X-RateLimit-Remaining': '0',
    'X-RateLimit-Reset': String(now + retryAfter),
    'Retry-After': String(retryAfter),
  });
}

/** An ApiError as its reply; anything else is a bug in the emulator, answered 500. */
function toFailure(error: unknown): Reply {
  if (error instanceof ApiError) return failure(error.status, error.message, error.headers);
  return failure(500, 'Internal emulator error');
}
