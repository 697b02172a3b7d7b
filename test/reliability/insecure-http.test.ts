import { DEFAULT_PARALLELISM } from '../../src/api/defaults.js';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';
import { ApiClient } from '../../src/api/client.js';
import { spawnDocform } from '../e2e/support/examples-cli.js';
import type { CliRun } from '../e2e/support/examples-cli.js';
import { scratchDirs } from '../support/scratch-dirs.js';

/**
 * The token goes in the Authorization header of every request: over plain http to a host
 * that is not this machine, anyone on the path reads it. Such an address is refused, with
 * the reason, unless asked for in so many words (`--insecure-http`, DOCFORM_INSECURE_HTTP).
 *
 * The spawned CLI has every connection and name lookup recorded and failed on the spot
 * (test/support/network-recorder.mjs), so that these tests prove nothing was attempted
 * and never send a packet to the addresses they name.
 */
const scratch = scratchDirs('docform-insecure-http-');
const RECORDER = join(import.meta.dirname, '../support/network-recorder.mjs');
const MINIMAL = 'examples/minimal/docform.yaml';

interface Recorded extends CliRun {
  /** Every connection or lookup the process tried, e.g. `lookup example.invalid`. */
  readonly network: string[];
}

async function run(
  args: readonly string[],
  apiUrl?: string,
  env: Record<string, string> = {},
): Promise<Recorded> {
  const log = join(scratch(), 'network.log');
  const result = await spawnDocform(args, {
    ...(apiUrl === undefined ? {} : { apiUrl }),
    // a proxy of the machine running the tests would take the connections recorded here
    env: {
      ...NO_PROXIES,
      ...env,
      NODE_OPTIONS: `--import ${pathToFileURL(RECORDER).href}`,
      DOCFORM_TEST_NETWORK_LOG: log,
    },
  });
  const network = existsSync(log) ? readFileSync(log, 'utf8').trim().split('\n') : [];
  return { ...result, network };
}

const NO_PROXIES = { HTTP_PROXY: '', HTTPS_PROXY: '', http_proxy: '', https_proxy: '' };

const REFUSED = 'plain http to a host that is not loopback would send the token in clear';

describe.concurrent('an http:// API address that is not loopback', () => {
  it.each([
    ['plan', ['plan', MINIMAL, '--api-url', 'http://example.invalid']],
    ['apply', ['apply', MINIMAL, '--auto-approve', '--api-url', 'http://192.0.2.10:8080/v1']],
    ['drift', ['drift', MINIMAL, '--api-url', 'http://[2001:db8::1]']],
    ['export', ['export', '--organization', 'org_acme', '--api-url', 'http://10.1.2.3']],
  ])('%s: refused with the reason, exit 1, and no connection tried', async (_, args) => {
    const result = await run(args);
    expect(result.status).toBe(1);
    expect(result.stderr).toContain('refusing the API address http://');
    expect(result.stderr).toContain(REFUSED);
    expect(result.stderr).toContain('--insecure-http');
    expect(result.network).toEqual([]);
  });

  it('from DOCFORM_API_URL too; only the origin is named', async () => {
    // user info is refused before this check (api-url-credentials.test.ts); a query is not
    const result = await run(['plan', MINIMAL], 'http://example.invalid:8080/v1?key=hunter2');
    expect(result.status).toBe(1);
    expect(result.stderr).toContain('refusing the API address http://example.invalid:8080');
    expect(result.stderr).not.toContain('hunter2');
    expect(result.network).toEqual([]);
  });

  it('--insecure-http lets it through: the request is attempted', async () => {
    const result = await run(['plan', MINIMAL, '--insecure-http'], 'http://example.invalid');
    expect(result.stderr).not.toContain(REFUSED);
    expect(result.status).toBe(1);
    expect(result.network).toContain('connect example.invalid:80');
  });

  it('DOCFORM_INSECURE_HTTP=1 lets it through as the flag does', async () => {
    const env = { DOCFORM_INSECURE_HTTP: '1' };
    const result = await run(['plan', MINIMAL], 'http://example.invalid', env);
    expect(result.stderr).not.toContain(REFUSED);
    expect(result.network).toContain('connect example.invalid:80');
  });

  it('https is not refused', async () => {
    const result = await run(['plan', MINIMAL], 'https://example.invalid');
    expect(result.stderr).not.toContain(REFUSED);
    expect(result.network).toContain('connect example.invalid:443');
  });
});

describe('the client itself refuses, for a caller other than the CLI', () => {
  const make = (baseUrl: string, insecureHttp?: boolean) => () =>
    new ApiClient({
      baseUrl,
      token: 't',
      parallelism: DEFAULT_PARALLELISM,
      ...(insecureHttp ? { insecureHttp } : {}),
    });

  it.each(['http://example.invalid', 'http://10.0.0.1', 'http://[::2]', 'http://127.0.0.1.nip.io'])(
    '%s: refused unless insecureHttp',
    (url) => {
      expect(make(url)).toThrow(REFUSED);
      expect(make(url, true)).not.toThrow();
    },
  );

  it.each([
    'http://127.0.0.1:1',
    'http://127.9.8.7',
    'http://localhost:8080',
    'http://LOCALHOST',
    'http://[::1]:1',
    'http://2130706433',
    'https://example.invalid',
  ])('%s: loopback or https, allowed', (url) => {
    expect(make(url)).not.toThrow();
  });
});
