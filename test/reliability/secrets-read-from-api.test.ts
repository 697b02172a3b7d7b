import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { startEmulator } from '../../src/emulator/server.js';
import { HandApi } from '../e2e/support/drift-api.js';
import type { CliRun } from '../e2e/support/examples-cli.js';
import { docform } from '../e2e/support/examples-cli.js';
import type { Hostility, HostileProxy } from '../support/hostile-proxy.js';
import { answerJson, pathOf, startHostileProxy } from '../support/hostile-proxy.js';
import { scratchDirs } from '../support/scratch-dirs.js';

/**
 * docform reads secrets it never sends: a visitor-auth site's signing key (the answer
 * of the publishing settings holds it) and a share link's key (inside its URL). It keeps
 * neither, but a server may quote them back in a message, as a 400 that echoes the
 * site's publishing settings does. Every secret read is known as it is read, and masked
 * in every message and output, the server's error messages included
 * (docs/security.md, "Secrets read from the API").
 */
const config = (fallback: string, links: readonly string[]): string => `version: 1
organization: org_acme
sites:
  portal:
    title: Portal
    visibility: visitor-auth
    visitorAuth: { backend: custom, fallbackURL: "https://login.acme.example/${fallback}" }
  preview:
    title: Preview
    visibility: share-link
    shareLinks: [${links.join(', ')}]
`;

type Emulator = Awaited<ReturnType<typeof startEmulator>>;
const scratch = scratchDirs('docform-read-secrets-');
const running: { close(): Promise<void> }[] = [];
afterAll(async () => {
  await Promise.all(running.splice(0).map((r) => r.close()));
});

/** What the emulator holds and answers: the portal's signing key, a share link's URL and key. */
interface Secrets {
  readonly signingKey: string;
  readonly shareUrl: string;
  readonly shareKey: string;
}

/**
 * An emulator whose organization the config describes, set up by hand (docform has read
 * nothing of it yet), with fresh secrets, behind a proxy that misbehaves as `hostility`.
 */
async function world(hostility: Hostility): Promise<{ proxy: HostileProxy; secrets: Secrets }> {
  const emulator: Emulator = await startEmulator({ port: 0 });
  running.push(emulator);
  const api = new HandApi(emulator.url);
  const sites = '/orgs/org_acme/sites';
  const portal = await api.call<{ id: string }>('POST', sites, {
    title: 'Portal',
    visibility: 'visitor-auth',
  });
  const auth = `${sites}/${portal.id}/publishing/auth`;
  await api.call('PATCH', auth, { backend: 'custom', fallbackURL: 'https://login.acme.example/a' });
  const { privateKey } = await api.call<{ privateKey: string }>('POST', `${auth}/regenerate`);
  const preview = await api.call<{ id: string }>('POST', sites, {
    title: 'Preview',
    visibility: 'share-link',
  });
  const link = await api.call<{ urls: { published: string } }>(
    'POST',
    `${sites}/${preview.id}/share-links`,
    { name: 'partners' },
  );
  const shareUrl = link.urls.published;
  const shareKey = new URL(shareUrl).searchParams.get('shareKey') ?? '';
  expect(privateKey.length).toBeGreaterThanOrEqual(16);
  expect(shareKey.length).toBeGreaterThanOrEqual(16);
  const proxy = await startHostileProxy(emulator.url, hostility);
  running.unshift(proxy);
  return { proxy, secrets: { signingKey: privateKey, shareUrl, shareKey } };
}

/** A message quoting the secrets, as an echoing server writes it. */
function echo({ signingKey, shareUrl, shareKey }: Secrets, links = true): string {
  const settings = JSON.stringify({ backend: 'custom', privateKey: signingKey });
  const shared = links ? `; share links: ${shareUrl} (key ${shareKey})` : '';
  return `invalid request: site settings ${settings}${shared}`;
}

function expectNoSecret(run: CliRun, secrets: readonly string[]): void {
  const all = run.stdout + run.stderr;
  for (const secret of secrets) expect(all).not.toContain(secret);
}

/** Runs docform in a scratch directory holding the config. */
async function docformWith(
  proxy: HostileProxy,
  fallback: string,
  links: readonly string[],
  args: readonly string[],
): Promise<CliRun> {
  const dir = scratch();
  writeFileSync(join(dir, 'docform.yaml'), config(fallback, links));
  return docform(args, { apiUrl: proxy.url, cwd: dir });
}

describe('secrets docform read from the API, quoted back by the server', () => {
  it('a 400 of a write: masked in the failure apply prints', async () => {
    const { proxy, secrets } = await world((req, res) => {
      if (req.method !== 'PATCH' || !pathOf(req).endsWith('/publishing/auth')) return false;
      answerJson(res, 400, { error: { code: 400, message: echo(secrets) } });
      return true;
    });
    const run = await docformWith(proxy, 'b', ['partners'], ['apply', '--auto-approve']);
    expect(run.status).toBe(1);
    expect(run.stdout + run.stderr).toContain('HTTP 400: invalid request: site settings');
    expect(run.stdout + run.stderr).toContain('"privateKey":"(sensitive)"');
    expectNoSecret(run, Object.values(secrets));
  });

  it('a share link created and refused: the URLs and keys listed before are masked', async () => {
    const { proxy, secrets } = await world((req, res) => {
      if (req.method !== 'POST' || !pathOf(req).endsWith('/share-links')) return false;
      answerJson(res, 400, { error: { code: 400, message: echo(secrets) } });
      return true;
    });
    const run = await docformWith(proxy, 'a', ['partners', 'press'], ['apply', '--auto-approve']);
    expect(run.status).toBe(1);
    expect(run.stdout + run.stderr).toContain('share links: (sensitive) (key (sensitive))');
    expectNoSecret(run, Object.values(secrets));
  });

  it.each(['text', 'json', 'markdown'])(
    'a read that fails after the signing key was read: masked in the %s plan',
    async (format) => {
      let authRead: () => void = () => undefined;
      const read = new Promise<void>((done) => (authRead = done));
      const { proxy, secrets } = await world(async (req, res, upstream) => {
        if (req.method !== 'GET') return false;
        if (pathOf(req).endsWith('/publishing/auth')) {
          const answer = await upstream();
          res.writeHead(answer.status, answer.headers);
          res.end(answer.body, () => setTimeout(authRead, 50));
          return true;
        }
        if (!pathOf(req).endsWith('/share-links')) return false;
        // answered once the signing key was read, quoting it
        await read;
        answerJson(res, 400, { error: { code: 400, message: echo(secrets, false) } });
        return true;
      });
      const run = await docformWith(proxy, 'a', ['partners'], ['plan', '--format', format]);
      expect(run.status).toBe(1);
      expect(run.stdout + run.stderr).toContain('invalid request: site settings');
      expectNoSecret(run, [secrets.signingKey]);
    },
  );
});
