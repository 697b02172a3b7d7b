import { afterEach, describe, expect, it } from 'vitest';
import { startEmulator } from '../../src/emulator/server.js';
import { docform } from '../e2e/support/examples-cli.js';
import type { CliRun } from '../e2e/support/examples-cli.js';
import type { Hostility, HostileProxy } from '../support/hostile-proxy.js';
import { answerJson, pathOf, startHostileProxy } from '../support/hostile-proxy.js';
import { startLateWriteGateway } from '../support/late-write-gateway.js';
import { config } from './reliability-cli.js';

/**
 * A misbehaving server of the project's own (node:http, test/support/
 * hostile-proxy.ts) in front of the emulator, one per finding of the attack campaign on
 * the API client and the applier: nothing duplicated, nothing leaked, nothing hangs,
 * and every failure is one clear error naming METHOD and URL, with exit 1.
 */
type Emulator = Awaited<ReturnType<typeof startEmulator>>;

const ORG = '/v1/orgs/org_acme';
/** The SAML certificate of hostile.yaml: a secret, with a line break as certificates have. */
const SECRET = '-----BEGIN CERTIFICATE-----\nMIIC-hostile-secret-51e7d2\n-----END CERTIFICATE-----';
const ENV = { HOSTILE_CERT: SECRET };

const running: { close(): Promise<void> }[] = [];
afterEach(async () => {
  await Promise.all(running.splice(0).map((r) => r.close()));
});

async function emulator(): Promise<Emulator> {
  const started = await startEmulator({ port: 0 });
  running.push(started);
  return started;
}

async function proxied(hostility: Hostility): Promise<{ emu: Emulator; proxy: HostileProxy }> {
  const emu = await emulator();
  const proxy = await startHostileProxy(emu.url, hostility);
  running.unshift(proxy);
  return { emu, proxy };
}

function run(apiUrl: string, args: readonly string[], token?: string): Promise<CliRun> {
  return docform(args, { apiUrl, env: ENV, ...(token === undefined ? {} : { token }) });
}

const applyHostile = (apiUrl: string): Promise<CliRun> =>
  run(apiUrl, ['apply', config('hostile'), '--auto-approve']);

const output = (r: CliRun): string => r.stdout + r.stderr;

/** Requests the proxy saw, as `METHOD /path` without the query. */
function requests(proxy: HostileProxy, method?: string, path?: string): string[] {
  return proxy.seen
    .filter(
      (r) =>
        (method === undefined || r.method === method) && (path === undefined || pathOf(r) === path),
    )
    .map((r) => `${r.method} ${pathOf(r)}`);
}

describe('a create answered 504/524 by a gateway that completes it 1.5 s later', () => {
  it('is found again by re-reading for long enough, adopted, and not sent twice', async () => {
    const emu = await emulator();
    const gateway = await startLateWriteGateway(emu.url, [
      { write: `PUT ${ORG}/teams`, status: 504 },
      { write: `POST ${ORG}/sites`, status: 524 },
    ]);
    running.unshift(gateway);
    const result = await applyHostile(gateway.url);
    await Promise.all(gateway.landed);
    expect(result.status, output(result)).toBe(0);
    expect(result.stdout).toContain('converged');
    // the summary's Created list: the address, the id, and how it was found
    expect(result.stdout).toMatch(/team\.engineering +\S+ \(adopted after an unknown outcome\)/);
    expect(result.stdout).toMatch(/site\.portal +\S+ \(adopted after an unknown outcome\)/);
    const world = emu.world();
    expect(world.teams.filter((t) => t.title === 'Engineering')).toHaveLength(1);
    expect(world.sites.filter((s) => s.title === 'Developer Portal')).toHaveLength(1);
    expect(requests(gateway, 'PUT', `${ORG}/teams`)).toHaveLength(1);
    expect(requests(gateway, 'POST', `${ORG}/sites`)).toHaveLength(1);
  }, 30_000);
});

describe('an API error that echoes the request body', () => {
  it('prints the message with the secret from the environment masked', async () => {
    const { proxy } = await proxied((req, res) => {
      if (req.method !== 'POST' || pathOf(req) !== `${ORG}/saml`) return false;
      const echo = `invalid SAML provider \u001b[2J${req.body.toString('utf8')}`;
      answerJson(res, 400, { error: { code: 400, message: echo } });
      return true;
    });
    const result = await applyHostile(proxy.url);
    expect(result.status).toBe(1);
    // the secret did reach the server, so the scan looked where a leak could be
    expect(proxy.seen.some((r) => r.body.toString('utf8').includes('MIIC-hostile-secret'))).toBe(
      true,
    );
    expect(output(result)).toContain(`POST ${proxy.url}${ORG}/saml: HTTP 400: invalid SAML`);
    expect(output(result)).toContain('"certificate":"(sensitive)"');
    expect(output(result)).not.toContain('MIIC-hostile-secret');
    // the server's terminal escape is written out, not sent to the terminal
    expect(output(result)).toContain('\\x1b[2J');
    expect(output(result)).not.toContain('\u001b');
  });
});

describe('lists that never end, answers that never end, and a deadline', () => {
  /** A list of teams whose every page points to a new one, a page each 50 ms. */
  const endless = (withCount: boolean): Hostility => {
    let pages = 0;
    return async (req, res) => {
      if (req.method !== 'GET' || pathOf(req) !== `${ORG}/teams`) return false;
      pages += 1;
      await new Promise((r) => setTimeout(r, 50));
      const body = { items: [], next: { page: `p${pages}` }, ...(withCount ? { count: 2 } : {}) };
      answerJson(res, 200, body);
      return true;
    };
  };

  it('a new next.page on every page: stopped by the count the list reports', async () => {
    const { proxy } = await proxied(endless(true));
    const result = await run(proxy.url, ['plan', config('hostile')]);
    expect(result.status).toBe(1);
    expect(result.stderr).toContain(
      `GET ${proxy.url}${ORG}/teams?limit=1000&page=p2: the list does not end`,
    );
    expect(result.stderr).toContain('the server reported 2 objects');
    expect(requests(proxy, 'GET', `${ORG}/teams`).length).toBeLessThanOrEqual(4);
  });

  it('without a count: the total deadline (--timeout) stops it with exit 1', async () => {
    const { proxy } = await proxied(endless(false));
    const started = Date.now();
    const result = await run(proxy.url, ['plan', config('hostile'), '--timeout', '2s']);
    expect(result.status).toBe(1);
    expect(result.stderr).toContain("the command's deadline of 2 s passed (--timeout");
    expect(Date.now() - started).toBeLessThan(10_000);
  });

  const flood =
    (announce: boolean): Hostility =>
    (req, res) => {
      if (req.method !== 'GET' || pathOf(req) !== `${ORG}/teams`) return false;
      const chunk = Buffer.alloc(1_000_000, 0x20);
      res.writeHead(200, {
        'content-type': 'application/json',
        ...(announce ? { 'content-length': String(2_000_000_000) } : {}),
      });
      res.write('{"items":[');
      const more = (): void => {
        while (!res.destroyed && res.write(chunk));
        if (!res.destroyed) res.once('drain', more);
      };
      res.on('error', () => undefined);
      if (announce) res.write(chunk);
      else more();
      return true;
    };

  for (const announce of [false, true]) {
    it(`an answer over 50 MB (${announce ? 'announced by its length' : 'streamed'}): one clear error, no retry`, async () => {
      const { proxy } = await proxied(flood(announce));
      const result = await run(proxy.url, ['plan', config('hostile')]);
      expect(result.status).toBe(1);
      expect(result.stderr).toMatch(
        new RegExp(`GET ${proxy.url}${ORG}/teams\\?[^ ]*: the answer is larger than 50 MB`),
      );
      expect(requests(proxy, 'GET', `${ORG}/teams`)).toHaveLength(1);
    });
  }
});

describe('a token that cannot be an HTTP header value', () => {
  it('is refused at start-up with exit 1, before any request, without printing it', async () => {
    const { proxy } = await proxied(() => false);
    for (const token of ['dev-token\nX-Injected: 1', 'dev\u0007token', 'dev\u0085token']) {
      const started = Date.now();
      const result = await run(proxy.url, ['plan', config('hostile')], token);
      expect(result.status).toBe(1);
      expect(result.stderr).toMatch(
        /the API token holds .* so it cannot be sent in an HTTP header/,
      );
      expect(output(result)).not.toContain('dev-token');
      expect(output(result)).not.toContain('dev\u0007');
      expect(Date.now() - started).toBeLessThan(5000);
    }
    expect(proxy.seen).toEqual([]);
  });
});

describe('writes the API did not do', () => {
  it('a write answered 3xx fails, naming METHOD and URL, and is not reported done', async () => {
    const { proxy } = await proxied((req, res) => {
      if (req.method !== 'PATCH' || pathOf(req) !== ORG) return false;
      res.writeHead(307, { location: 'https://elsewhere.example/v1/orgs/org_acme' });
      res.end();
      return true;
    });
    const result = await applyHostile(proxy.url);
    expect(result.status).toBe(1);
    expect(result.stdout).toMatch(
      new RegExp(
        `Failed:\n {2}~ settings: PATCH ${escapeRe(proxy.url + ORG)}: HTTP 307: a redirect to https://elsewhere.example/v1/orgs/org_acme, which docform does not follow`,
      ),
    );
    expect(result.stdout).not.toMatch(/done +~ settings/);
    expect(requests(proxy, 'PATCH', ORG)).toHaveLength(1);
  });

  it('a create answered 201 without its object fails clearly and is not sent again', async () => {
    const { emu, proxy } = await proxied(async (req, res, upstream) => {
      if (req.method !== 'POST' || pathOf(req) !== `${ORG}/sites`) return false;
      const answer = await upstream();
      res.writeHead(answer.status, { 'content-length': '0' });
      res.end();
      return true;
    });
    const result = await applyHostile(proxy.url);
    expect(result.status).toBe(1);
    expect(result.stdout).toContain(
      `+ site.portal: POST ${proxy.url}${ORG}/sites: unexpected response: the answer has no body, where the API returns the object`,
    );
    expect(result.stdout).toMatch(/Failed:\n {2}\+ site\.portal: /);
    expect(requests(proxy, 'POST', `${ORG}/sites`)).toHaveLength(1);
    // the site was made: the next apply finds it by title and finishes, without a duplicate
    const again = await applyHostile(emu.url);
    expect(again.status, output(again)).toBe(0);
    expect(emu.world().sites.filter((s) => s.title === 'Developer Portal')).toHaveLength(1);
  });
});

describe('hostile live titles in the plan', () => {
  const HOSTILE = [
    'Evil\n## No changes. Safe to merge\n<!--',
    'Repaint \u001b[2J\u001b]0;pwned\u0007 \u009b31m red \u202eevil\r',
    '`code` | pipe <img src=x onerror=alert(1)> [link](https://evil.example) $x$',
  ];
  const inject: Hostility = async (req, res, upstream) => {
    if (req.method !== 'GET' || pathOf(req) !== `${ORG}/teams`) return false;
    const answer = await upstream();
    const body = JSON.parse(answer.body.toString('utf8')) as { items: unknown[] };
    HOSTILE.forEach((title, i) => {
      body.items.push({
        object: 'team',
        // an id with a control is refused at read (server-ids.test.ts): titles only here
        id: `team_evil${i}`,
        title,
        createdAt: '2026-01-01T00:00:00Z',
      });
    });
    answerJson(res, 200, body);
    return true;
  };

  it('Markdown: no value starts a line, opens HTML or a comment, or carries a control character', async () => {
    const { proxy } = await proxied(inject);
    const result = await run(proxy.url, ['plan', config('hostile'), '--format', 'markdown']);
    expect(result.status, result.stderr).toBe(0);
    const md = result.stdout;
    // the title's line break and markup are written out: it stays on its list item
    expect(md).toContain(String.raw`Evil\\n\#\# No changes. Safe to merge\\n\<\!--`);
    for (const line of md.split('\n')) {
      if (line.startsWith('#'))
        expect(line).toMatch(
          /^#{3,4} (docform plan|⚠️ Needs attention|Details|Unmanaged|Site map of)/u,
        );
    }
    expect(md).not.toMatch(/(^|[^\\])<!--/m);
    expect(md).not.toMatch(/(^|[^\\])<img/m);
    expect(md).not.toMatch(/(^|[^\\])\[link\]/m);
    // eslint-disable-next-line no-control-regex
    expect(md).not.toMatch(/[\u0000-\u0009\u000b-\u001f\u007f-\u009f\u202e]/);
    expect(md).toContain(
      String.raw`Repaint \\x1b\[2J\\x1b\]0;pwned\\x07 \\x9b31m red \\u202eevil\\r`,
    );
  });

  it('text: control characters are shown escaped, never sent to the terminal', async () => {
    const { proxy } = await proxied(inject);
    const result = await run(proxy.url, ['plan', config('hostile')]);
    expect(result.status, result.stderr).toBe(0);
    // eslint-disable-next-line no-control-regex
    expect(result.stdout).not.toMatch(/[\u0000-\u0009\u000b-\u001f\u007f-\u009f\u202e]/);
    expect(result.stdout).toContain('team_evil1');
    expect(result.stdout).toContain(
      String.raw`"Repaint \u001b[2J\u001b]0;pwned\u0007 \x9b31m red \u202eevil\r"`,
    );
    // no hostile line of its own: the title's line break is written out
    expect(result.stdout.split('\n').some((l) => l.startsWith('## No changes'))).toBe(false);
  });
});

function escapeRe(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
