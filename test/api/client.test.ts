import { DEFAULT_PARALLELISM } from '../../src/api/defaults.js';
import { readFileSync } from 'node:fs';
import { afterEach, describe, expect, it } from 'vitest';
import { ApiClient } from '../../src/api/client.js';
import { HttpError } from '../../src/api/errors/http-error.js';
import { NetworkError } from '../../src/api/errors/network-error.js';
import { OutcomeUnknownError } from '../../src/api/errors/outcome-unknown-error.js';
import { PaginationLoopError } from '../../src/api/errors/pagination-loop-error.js';
import { RateLimitedError } from '../../src/api/errors/rate-limited-error.js';
import { ResponseShapeError } from '../../src/api/errors/response-shape-error.js';
import { TimeoutError } from '../../src/api/errors/timeout-error.js';
import type { ApiEventListener } from '../../src/api/events.js';

type ApiEvent = Parameters<ApiEventListener>[0];
import { listTeams } from '../../src/api/resources/teams.js';
import type { ClientOptions } from '../../src/api/types.js';
import { scriptedServer } from './support/scripted-server.js';
import type { Script } from './support/scripted-server.js';

const NOW = Date.UTC(2025, 0, 1);
const closers: (() => Promise<void>)[] = [];
afterEach(async () => {
  await Promise.all(closers.splice(0).map((close) => close()));
});

/** A client on a scripted server, with a recorded sleep and a fixed clock. */
async function setup(scripts: Script[], options: Partial<ClientOptions> = {}) {
  const server = await scriptedServer(scripts);
  const sleeps: number[] = [];
  const events: ApiEvent[] = [];
  const client = new ApiClient({
    baseUrl: server.url,
    token: 'tkn',
    parallelism: DEFAULT_PARALLELISM,
    sleep: async (ms) => void sleeps.push(ms),
    now: () => NOW,
    random: () => 0.5,
    onEvent: (e) => events.push(e),
    ...options,
  });
  closers.push(
    () => client.close(),
    () => server.close(),
  );
  return { server, client, sleeps, events };
}

const ok = (body: unknown = {}): Script => ({ status: 200, body });
const fail = (status: number, headers?: Record<string, string>): Script => ({
  status,
  body: { error: { code: status, message: `failed with ${status}` } },
  ...(headers ? { headers } : {}),
});

describe('ApiClient', () => {
  it('sends JSON under /v1 with Bearer auth and docform/<version> as User-Agent', async () => {
    const { server, client } = await setup([ok({ id: 'x' })]);
    const res = await client.request({ method: 'PATCH', path: '/orgs/o', body: { a: 1 } });
    expect(res).toMatchObject({ status: 200, body: { id: 'x' } });
    const version = (JSON.parse(readFileSync('package.json', 'utf8')) as { version: string })
      .version;
    expect(server.seen[0]).toMatchObject({ method: 'PATCH', url: '/v1/orgs/o', body: '{"a":1}' });
    expect(server.seen[0]?.headers).toMatchObject({
      authorization: 'Bearer tkn',
      'user-agent': `docform/${version}`,
      'content-type': 'application/json',
    });
  });

  it('maps an error status to HttpError naming method, URL and the API message; no retry', async () => {
    const { server, client } = await setup([fail(404)]);
    const error = await client.request({ method: 'GET', path: '/orgs/o' }).catch((e) => e);
    expect(error).toBeInstanceOf(HttpError);
    expect(error).toMatchObject({ status: 404, method: 'GET', apiMessage: 'failed with 404' });
    expect((error as Error).message).toBe(`GET ${server.url}/v1/orgs/o: HTTP 404: failed with 404`);
    expect(server.seen).toHaveLength(1);
  });

  it('waits as long as Retry-After says, then retries', async () => {
    const { server, client, sleeps, events } = await setup([
      fail(429, { 'retry-after': '3' }),
      ok(),
    ]);
    await client.request({ method: 'GET', path: '/x' });
    expect(server.seen).toHaveLength(2);
    expect(sleeps[0]).toBeGreaterThanOrEqual(3000);
    expect(sleeps[0]).toBeLessThan(3200);
    expect(events.filter((e) => e.type === 'retry')).toEqual([
      expect.objectContaining({ attempt: 1, reason: 429, delayMs: sleeps[0] }),
    ]);
    expect(client.stats).toEqual({ requests: 1, attempts: 2, retries: 1 });
  });

  it('waits for X-RateLimit-Reset when the budget is spent and there is no Retry-After', async () => {
    const reset = String(NOW / 1000 + 5);
    const { client, sleeps } = await setup([
      fail(429, { 'x-ratelimit-remaining': '0', 'x-ratelimit-reset': reset }),
      ok(),
    ]);
    await client.request({ method: 'GET', path: '/x' });
    expect(sleeps.some((ms) => ms >= 5000 && ms < 5200)).toBe(true);
  });

  it('backs off exponentially on 502/503/504 and gives up after maxAttempts', async () => {
    const { server, client, sleeps } = await setup([fail(502), fail(503), fail(504)], {
      maxAttempts: 4,
    });
    const error = await client.request({ method: 'DELETE', path: '/x' }).catch((e) => e);
    expect(error).toBeInstanceOf(HttpError);
    expect((error as HttpError).status).toBe(504);
    expect(server.seen).toHaveLength(4);
    // random() = 0.5: 3/4 of 100, 200, 400 ms
    expect(sleeps).toEqual([75, 150, 300]);
  });

  it('says how many attempts it made when it gives up, and nothing when it made one', async () => {
    const retried = await setup([fail(503), fail(503), fail(503)], { maxAttempts: 3 });
    const error = await retried.client.request({ method: 'GET', path: '/x' }).catch((e) => e);
    expect((error as Error).message).toMatch(
      /^GET http:\/\/.+\/x: .*\(gave up after 3 attempts\)$/,
    );
    const once = await setup([fail(404)]);
    const notFound = await once.client.request({ method: 'GET', path: '/x' }).catch((e) => e);
    expect((notFound as Error).message).not.toContain('attempts');
  });

  it('stops retrying when the wait would pass maxRetryTimeMs', async () => {
    const { server, client, sleeps } = await setup([fail(429, { 'retry-after': '120' })], {
      maxRetryTimeMs: 60_000,
    });
    const error = await client.request({ method: 'GET', path: '/x' }).catch((e) => e);
    expect(error).toBeInstanceOf(RateLimitedError);
    expect((error as RateLimitedError).retryAfterMs).toBe(120_000);
    expect(server.seen).toHaveLength(1);
    expect(sleeps).toEqual([]);
  });

  it('retries a GET whose connection was reset', async () => {
    const { server, client } = await setup(['reset', ok({ fine: true })]);
    const res = await client.request({ method: 'GET', path: '/x' });
    expect(res.body).toEqual({ fine: true });
    expect(server.seen).toHaveLength(2);
  });

  it('never re-sends a POST whose connection was reset: outcome unknown', async () => {
    const { server, client, events } = await setup(['reset', ok()]);
    const error = await client.request({ method: 'POST', path: '/x', body: {} }).catch((e) => e);
    expect(error).toBeInstanceOf(OutcomeUnknownError);
    expect((error as OutcomeUnknownError).cause).toBeInstanceOf(NetworkError);
    expect(server.seen).toHaveLength(1);
    expect(events.map((e) => e.type)).toEqual(['outcome-unknown']);
  });

  // 400 ms, not less: the attempt must outlive connecting on a loaded 2-core machine, so
  // that the server sees the request before the timeout (a POST then has an unknown outcome)
  it('times out: a GET is retried, a POST is outcome unknown', async () => {
    const get = await setup(['hang'], { timeoutMs: 400, maxAttempts: 2 });
    const getError = await get.client.request({ method: 'GET', path: '/x' }).catch((e) => e);
    expect(getError).toBeInstanceOf(TimeoutError);
    expect(get.server.seen).toHaveLength(2);

    const post = await setup(['hang'], { timeoutMs: 400, maxAttempts: 2 });
    const postError = await post.client
      .request({ method: 'POST', path: '/x', body: {} })
      .catch((e) => e);
    expect(postError).toBeInstanceOf(OutcomeUnknownError);
    expect((postError as OutcomeUnknownError).cause).toBeInstanceOf(TimeoutError);
    expect(post.server.seen).toHaveLength(1);
  });

  it('retries even a POST when the connection was never made', async () => {
    const server = await scriptedServer([ok()]);
    const url = server.url;
    await server.close();
    const sleeps: number[] = [];
    const client = new ApiClient({
      baseUrl: url,
      token: 't',
      parallelism: DEFAULT_PARALLELISM,
      maxAttempts: 3,
      sleep: async (ms) => void sleeps.push(ms),
    });
    closers.push(() => client.close());
    const error = await client.request({ method: 'POST', path: '/x', body: {} }).catch((e) => e);
    expect(error).toBeInstanceOf(NetworkError);
    expect(error).toMatchObject({ code: 'ECONNREFUSED', sent: false });
    expect(client.stats.attempts).toBe(3);
  });

  it('follows next.page at limit=1000 and refuses a page token seen before', async () => {
    const { server, client } = await setup([
      ok({ items: [1, 2], next: { page: 'p2' } }),
      ok({ items: [3], next: { page: 'p3' } }),
      ok({ items: [4] }),
    ]);
    const items: number[] = [];
    for await (const item of client.paginate<number>('/list', { q: 'v' })) items.push(item);
    expect(items).toEqual([1, 2, 3, 4]);
    expect(server.seen.map((s) => s.url)).toEqual([
      '/v1/list?q=v&limit=1000',
      '/v1/list?q=v&limit=1000&page=p2',
      '/v1/list?q=v&limit=1000&page=p3',
    ]);

    const looping = await setup([ok({ items: [1], next: { page: 'again' } })]);
    const error = await (async () => {
      for await (const _ of looping.client.paginate('/list'));
    })().catch((e) => e);
    expect(error).toBeInstanceOf(PaginationLoopError);
    expect(looping.server.seen).toHaveLength(2);
  });

  it('fails loudly when an answer lacks a required field', async () => {
    const { client } = await setup([
      ok({ items: [{ id: 't1', title: 'A', extra: true }, { id: 't2' }] }),
    ]);
    const error = await listTeams(client, 'o').catch((e) => e);
    expect(error).toBeInstanceOf(ResponseShapeError);
    expect((error as Error).message).toContain('title');
  });
});
