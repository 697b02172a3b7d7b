import { DEFAULT_PARALLELISM } from '../../src/api/defaults.js';
import { spawn } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { createServer, type AddressInfo } from 'node:net';
import { dirname, join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { ApiClient } from '../../src/api/client.js';
import { startEmulator } from '../../src/emulator/server.js';
import type { CliRun } from '../e2e/support/examples-cli.js';
import type { ForwardProxy } from '../support/forward-proxy.js';
import { startForwardProxy } from '../support/forward-proxy.js';
import { scratchDirs } from '../support/scratch-dirs.js';

/**
 * Most corporate CI runners reach the internet only through an HTTP(S) proxy given by
 * HTTPS_PROXY / HTTP_PROXY, with NO_PROXY for the hosts reached directly. The package's
 * bin (dist/bin/docform.js, whose bundle holds undici) is run with every
 * connection recorded (test/support/network-recorder.mjs): it shows where docform
 * connected, and stops any connection that would leave the machine.
 *
 * The API is given a name that is not loopback (`api.docform.test`), since a loopback API
 * is always reached directly; the proxy on loopback maps every request to the emulator.
 */
const ROOT = resolve(import.meta.dirname, '../..');
const BIN = join(ROOT, 'dist/bin/docform.js');
const RECORDER = join(ROOT, 'test/support/network-recorder.mjs');
const MODULES = join(ROOT, 'test/support/loaded-modules.mjs');
const MINIMAL = 'examples/minimal/docform.yaml';
const scratch = scratchDirs('docform-proxy-');

const running: { close(): Promise<void> }[] = [];
afterEach(async () => {
  await Promise.all(running.splice(0).map((r) => r.close()));
});

interface Setup {
  readonly proxy: ForwardProxy;
  /** The emulator's port; the API's URL names it under a name that is not loopback. */
  readonly port: string;
  readonly emulatorUrl: string;
}

async function setup(): Promise<Setup> {
  const emu = await startEmulator({ port: 0 });
  running.push(emu);
  const proxy = await startForwardProxy(emu.url);
  running.unshift(proxy);
  return { proxy, port: String(emu.port), emulatorUrl: emu.url };
}

interface Recorded extends CliRun {
  /** Every connection and lookup the process tried, e.g. `connect 127.0.0.1:4000`. */
  readonly network: string[];
  /** The CommonJS files the process loaded (the bundle's among them). */
  readonly modules: string[];
}

/** `docform ARGS` from the package's bin, in an environment of PATH, the token and `env`. */
function bin(args: readonly string[], env: Record<string, string>): Promise<Recorded> {
  const log = join(scratch(), 'network.log');
  const preload = [RECORDER, MODULES].map((f) => `--import ${pathToFileURL(f).href}`);
  return new Promise((done, fail) => {
    const child = spawn(process.execPath, [BIN, ...args], {
      cwd: ROOT,
      env: {
        PATH: process.env.PATH,
        NO_COLOR: '1',
        DOCFORM_TOKEN: 'dev-token',
        DOCFORM_COMPILE_CACHE: 'off',
        NODE_OPTIONS: preload.join(' '),
        DOCFORM_TEST_MODULES_LOG: join(dirname(log), 'modules.log'),
        DOCFORM_TEST_NETWORK_LOG: log,
        ...env,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.on('error', fail);
    child.on('close', (status) => {
      const network = existsSync(log) ? readFileSync(log, 'utf8').trim().split('\n') : [];
      const modules = readFileSync(join(dirname(log), 'modules.log'), 'utf8').split('\n');
      done({ status, stdout, stderr, network, modules });
    });
  });
}

/** A port of this machine with nothing listening on it. */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

const connections = (r: Recorded): string[] => r.network.filter((l) => l.startsWith('connect '));

describe('HTTP_PROXY and HTTPS_PROXY', () => {
  it('an http API goes through HTTP_PROXY as absolute-form requests, and the plan is whole', async () => {
    const { proxy, port } = await setup();
    const api = `http://api.docform.test:${port}`;
    const run = await bin(['plan', MINIMAL, '--api-url', api, '--insecure-http'], {
      HTTP_PROXY: proxy.url,
    });
    expect(run.status, run.stderr).toBe(0);
    expect(run.stdout).toContain('Plan: 3 to create');
    expect(proxy.seen).toContain(`GET ${api}/v1/orgs/org_acme`);
    expect(proxy.seen.every((line) => line.startsWith(`GET ${api}/v1/`))).toBe(true);
    // every connection went to the proxy, none to the API's host
    const proxyPort = new URL(proxy.url).port;
    expect(new Set(connections(run))).toEqual(new Set([`connect 127.0.0.1:${proxyPort}`]));
  });

  it('the lower-case http_proxy is read too', async () => {
    const { proxy, port } = await setup();
    const api = `http://api.docform.test:${port}`;
    const run = await bin(['plan', MINIMAL, '--api-url', api, '--insecure-http'], {
      http_proxy: proxy.url,
    });
    expect(run.status, run.stderr).toBe(0);
    expect(proxy.seen).toContain(`GET ${api}/v1/orgs/org_acme`);
  });

  it('an https API asks HTTPS_PROXY for a tunnel: CONNECT host:port', async () => {
    const { proxy } = await setup();
    const run = await bin(['plan', MINIMAL, '--api-url', 'https://api.docform.test'], {
      HTTPS_PROXY: proxy.url,
      HTTP_PROXY: 'http://127.0.0.1:9',
    });
    expect(proxy.seen[0]).toBe('CONNECT api.docform.test:443');
    // the test's proxy refuses every tunnel: a network error naming the request, exit 1
    expect(run.status).toBe(1);
    expect(run.stderr).toMatch(
      /GET https:\/\/api\.docform\.test\/v1\/\S*: network error \(UND_ERR_ABORTED\): the proxy answered 502 to CONNECT/,
    );
    expect(
      connections(run).every((c) => c === `connect 127.0.0.1:${new URL(proxy.url).port}`),
    ).toBe(true);
  });

  it('without HTTPS_PROXY, an https API goes through HTTP_PROXY (undici EnvHttpProxyAgent)', async () => {
    const { proxy } = await setup();
    await bin(['plan', MINIMAL, '--api-url', 'https://api.docform.test'], {
      HTTP_PROXY: proxy.url,
    });
    expect(proxy.seen[0]).toBe('CONNECT api.docform.test:443');
  });
});

describe('NO_PROXY and loopback', () => {
  it('NO_PROXY naming the API host: connected directly, the proxy sees nothing', async () => {
    const { proxy, port } = await setup();
    const api = `http://api.docform.test:${port}`;
    const run = await bin(['plan', MINIMAL, '--api-url', api, '--insecure-http'], {
      HTTP_PROXY: proxy.url,
      NO_PROXY: 'localhost,.docform.test',
    });
    expect(proxy.seen).toEqual([]);
    // the recorder stopped that direct connection: api.docform.test is not this machine
    expect(connections(run)).toContain(`connect api.docform.test:${port}`);
    expect(run.status).toBe(1);
  });

  it('a loopback API is reached directly whatever HTTP_PROXY says (the emulator)', async () => {
    const { proxy, emulatorUrl } = await setup();
    const run = await bin(['plan', MINIMAL, '--api-url', emulatorUrl], { HTTP_PROXY: proxy.url });
    expect(run.status, run.stderr).toBe(0);
    expect(proxy.seen).toEqual([]);
  });

  it('a proxy that cannot be reached is named as such, its credentials never printed', async () => {
    const closed = await freePort();
    const run = await bin(['plan', MINIMAL, '--api-url', 'https://api.docform.test'], {
      HTTPS_PROXY: `http://ci:s3cret@127.0.0.1:${closed}`,
    });
    expect(run.status).toBe(1);
    expect(run.stderr).toContain(
      `network error (ECONNREFUSED): the proxy 127.0.0.1:${closed} (HTTPS_PROXY) could not be reached`,
    );
    expect(run.stderr).not.toContain('s3cret');
  });

  it('a proxy variable that is not an http(s) URL: exit 1, named, its value never printed', async () => {
    const run = await bin(['plan', MINIMAL, '--api-url', 'https://api.docform.test'], {
      HTTPS_PROXY: 'socks5://user:s3cret@proxy.corp:1080',
    });
    expect(run.status).toBe(1);
    expect(run.stderr).toContain('HTTPS_PROXY (or https_proxy) is not a proxy docform can use');
    expect(run.stderr).not.toContain('s3cret');
    expect(connections(run)).toEqual([]);
  });
});

describe('undici is loaded by the first request, not at start-up', () => {
  // undici is in the bundle: its modules are evaluated on demand, and their first act is
  // to create undici's diagnostics channels (test/support/loaded-modules.mjs)
  const undici = (r: Recorded): boolean =>
    r.modules.some((m) => m.startsWith('channel:undici:') || m.includes('/undici/lib/'));

  it('--version and validate never load it; plan does', async () => {
    const version = await bin(['--version'], {});
    const validate = await bin(['validate', MINIMAL], {});
    expect(version.status).toBe(0);
    expect(validate.status, validate.stderr).toBe(0);
    expect(undici(version)).toBe(false);
    expect(undici(validate)).toBe(false);
    const { emulatorUrl } = await setup();
    const plan = await bin(['plan', MINIMAL, '--api-url', emulatorUrl], {});
    expect(plan.status, plan.stderr).toBe(0);
    expect(undici(plan)).toBe(true);
  });
});

describe('a proxy that refuses the tunnel', () => {
  it('is a network error with nothing sent: even a create is tried again', async () => {
    const { proxy } = await setup();
    const client = new ApiClient({
      baseUrl: 'https://api.docform.test',
      token: 't',
      parallelism: DEFAULT_PARALLELISM,
      proxy: { httpsProxy: proxy.url },
      maxAttempts: 2,
      sleep: () => Promise.resolve(),
    });
    running.push(client);
    const create = client.request({ method: 'POST', path: '/orgs/org_acme/sites', body: {} });
    await expect(create).rejects.toMatchObject({
      name: 'NetworkError',
      sent: false,
      message: expect.stringContaining('the proxy answered 502 to CONNECT') as unknown,
    });
    expect(proxy.seen).toEqual(['CONNECT api.docform.test:443', 'CONNECT api.docform.test:443']);
  });
});
