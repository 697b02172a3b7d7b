import { DEFAULT_PARALLELISM } from '../../src/api/defaults.js';
import { afterEach, describe, expect, it } from 'vitest';
import { ApiClient } from '../../src/api/client.js';
import { DeadlineError } from '../../src/api/errors/deadline-error.js';
import { HttpError } from '../../src/api/errors/http-error.js';
import { InvalidTokenError } from '../../src/api/errors/invalid-token-error.js';
import { OutcomeUnknownError } from '../../src/api/errors/outcome-unknown-error.js';
import { PageLimitError } from '../../src/api/errors/page-limit-error.js';
import { RedirectError } from '../../src/api/errors/redirect-error.js';
import { ResponseShapeError } from '../../src/api/errors/response-shape-error.js';
import { ResponseTooLargeError } from '../../src/api/errors/response-too-large-error.js';
import { createTeam } from '../../src/api/resources/teams.js';
import type { ClientOptions } from '../../src/api/types.js';
import { SecretValue } from '../../src/model/secret.js';
import { scriptedServer } from './support/scripted-server.js';
import type { Script, Seen } from './support/scripted-server.js';

/**
 * The client's side of the limits: bounds on lists, answers and
 * time, no redirect followed, no bodiless create taken as done, no token that cannot be
 * a header, no secret echoed back into a message.
 */
const closers: (() => Promise<void>)[] = [];
afterEach(async () => {
  await Promise.all(closers.splice(0).map((close) => close()));
});

async function setup(
  scripts: Script[] | ((seen: Seen) => Script),
  options: Partial<ClientOptions> = {},
) {
  const server = await scriptedServer(scripts);
  const client = new ApiClient({
    baseUrl: server.url,
    token: 'tkn',
    parallelism: DEFAULT_PARALLELISM,
    sleep: async () => undefined,
    ...options,
  });
  closers.push(
    () => client.close(),
    () => server.close(),
  );
  return { server, client };
}

async function drain(list: AsyncIterable<unknown>): Promise<unknown> {
  try {
    for await (const _ of list);
    return undefined;
  } catch (error) {
    return error;
  }
}

describe('lists that never end', () => {
  const endless =
    (count?: number) =>
    (seen: Seen): Script => ({
      status: 200,
      body: {
        items: [seen.url.length],
        next: { page: `p${seen.url.length}-${Math.random()}` },
        ...(count === undefined ? {} : { count }),
      },
    });

  it('stop once the pages outrun the count the list reports', async () => {
    const { server, client } = await setup(endless(2));
    const error = await drain(client.paginate('/list'));
    expect(error).toBeInstanceOf(PageLimitError);
    expect(String(error)).toMatch(
      /GET http:\/\/127\.0\.0\.1:\d+\/v1\/list\?limit=1000&page=\S+: the list does not end: 3 pages and 3 objects read, yet the server reported 2 objects/,
    );
    // each page but the last holds an object: 2 objects explain 3 pages at most
    expect(server.seen).toHaveLength(3);
  });

  it('stop at the hard cap of pages per list when there is no count', async () => {
    const { server, client } = await setup(endless(), { maxPagesPerList: 25 });
    const error = await drain(client.paginate('/list'));
    expect(error).toBeInstanceOf(PageLimitError);
    expect(String(error)).toContain('docform reads at most 25 pages of a list');
    expect(server.seen).toHaveLength(25);
  });

  it('a list that grows while it is read, within a page, still ends normally', async () => {
    const { client } = await setup([
      { status: 200, body: { items: [1, 2], count: 2, next: { page: 'b' } } },
      { status: 200, body: { items: [3], count: 3 } },
    ]);
    const items: unknown[] = [];
    for await (const item of client.paginate('/list')) items.push(item);
    expect(items).toEqual([1, 2, 3]);
  });
});

describe('answers too large', () => {
  it('fail with ResponseTooLargeError and are never retried, even for a GET', async () => {
    const big = { items: ['x'.repeat(5000)] };
    const { server, client } = await setup([{ status: 200, body: big }], {
      maxResponseBytes: 1000,
    });
    const error = await client.request({ method: 'GET', path: '/big' }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ResponseTooLargeError);
    expect(String(error)).toContain(
      `GET ${server.url}/v1/big: the answer is larger than 1000 bytes`,
    );
    expect(server.seen).toHaveLength(1);
  });
});

describe('the total deadline', () => {
  it('cuts a hanging request, is not retried, and sends nothing once it has passed', async () => {
    const { server, client } = await setup(['hang'], { deadlineMs: 300, now: Date.now });
    const started = Date.now();
    const error = await client.request({ method: 'GET', path: '/slow' }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(DeadlineError);
    expect(String(error)).toContain("the command's deadline of 300 ms passed");
    expect(Date.now() - started).toBeLessThan(5000);
    expect(server.seen).toHaveLength(1);
    const after = await client.request({ method: 'GET', path: '/next' }).catch((e: unknown) => e);
    expect(after).toBeInstanceOf(DeadlineError);
    expect(server.seen).toHaveLength(1);
  });

  it('stops retrying when the next wait would pass it', async () => {
    let t = 0;
    const { server, client } = await setup([{ status: 503 }], {
      deadlineMs: 1000,
      now: () => t,
      sleep: async (ms) => void (t += ms),
      random: () => 0.5,
    });
    t = 950;
    const error = await client.request({ method: 'GET', path: '/x' }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(DeadlineError);
    expect((error as DeadlineError).cause).toBeInstanceOf(HttpError);
    expect(server.seen).toHaveLength(1);
  });
});

describe('redirects and bodiless creates', () => {
  it('a 3xx is an error naming METHOD, URL and where it points; never followed or retried', async () => {
    for (const method of ['GET', 'PATCH', 'POST'] as const) {
      const { server, client } = await setup([
        { status: 302, headers: { location: 'https://elsewhere.example/v1/x' } },
      ]);
      const error = await client.request({ method, path: '/x', body: {} }).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(RedirectError);
      expect(String(error)).toContain(
        `${method} ${server.url}/v1/x: HTTP 302: a redirect to https://elsewhere.example/v1/x, which docform does not follow`,
      );
      expect(server.seen).toHaveLength(1);
    }
  });

  it('a create answered 201 without a body fails, naming METHOD and URL, sent once', async () => {
    const { server, client } = await setup([{ status: 201 }]);
    const error = await createTeam(client, 'org', { title: 'T' }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ResponseShapeError);
    expect(String(error)).toContain(
      `PUT ${server.url}/v1/orgs/org/teams: unexpected response: the answer has no body, where the API returns the object`,
    );
    expect(server.seen).toHaveLength(1);
  });
});

describe('gateway timeouts', () => {
  it('504 and 524 on a create: outcome unknown, and the write may still land', async () => {
    for (const [status, late] of [
      [504, true],
      [524, true],
      [500, false],
      [502, false],
    ] as const) {
      const { server, client } = await setup([{ status }]);
      const error = await client
        .request({ method: 'POST', path: '/x', body: {} })
        .catch((e: unknown) => e);
      expect(error).toBeInstanceOf(OutcomeUnknownError);
      expect((error as OutcomeUnknownError).lateWrite, String(status)).toBe(late);
      expect(server.seen).toHaveLength(1);
    }
  });

  it('a 524 on a read is retried like a 504', async () => {
    const { server, client } = await setup([{ status: 524 }, { status: 200, body: {} }]);
    await client.request({ method: 'GET', path: '/x' });
    expect(server.seen).toHaveLength(2);
  });
});

describe('tokens and secrets', () => {
  it('a token that cannot be a header value is refused before any request, unnamed', () => {
    for (const token of ['a\nb', 'tok\r', 'x\u0000y', 'to\u001bken', 'tök', 'a\tb']) {
      const make = () =>
        new ApiClient({ baseUrl: 'http://127.0.0.1:1', token, parallelism: DEFAULT_PARALLELISM });
      expect(make).toThrow(InvalidTokenError);
      expect(make).toThrow(/the API token holds .* at position \d+, so it cannot be sent/);
      try {
        make();
      } catch (error) {
        expect((error as Error).message).not.toContain(token);
      }
    }
  });

  it('an error that echoes the request body has every secret from the environment masked', async () => {
    const secret = new SecretValue('line one\nsecret-cert-body-7d41', 'fp', ['CERT']);
    const { client } = await setup((seen) => ({
      status: 400,
      body: { error: { code: 400, message: `bad body: ${seen.body}` } },
    }));
    const error = await client
      .request({ method: 'POST', path: '/saml', body: { certificate: secret.reveal() } })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(HttpError);
    expect((error as HttpError).apiMessage).toBe('bad body: {"certificate":"(sensitive)"}');
    expect(String(error)).not.toContain('secret-cert-body');
  });
});
