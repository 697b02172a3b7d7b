import { request } from 'node:http';
import { describe, expect, it } from 'vitest';
import { startEmulator } from '../../src/emulator/server.js';
import { useTestEmulator } from '../support/start-test-emulator.js';
import { TOKENS } from '../support/tokens.js';

interface Answer {
  readonly status: number;
  readonly body: string;
}

/** A raw request to 127.0.0.1:port carrying the given Host header. */
function get(port: number, path: string, host: string, token?: string): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const headers: Record<string, string> = { host };
    if (token) headers.authorization = `Bearer ${token}`;
    const req = request({ host: '127.0.0.1', port, path, method: 'GET', headers }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (body += chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
    });
    req.on('error', reject);
    req.end();
  });
}

describe('the Host header (DNS rebinding)', () => {
  const emulator = useTestEmulator();
  const port = (): number => Number(new URL(emulator().url).port);

  it('refuses a foreign Host with 403 on the admin endpoints and /v1', async () => {
    for (const path of ['/_emulator/state', '/_emulator/journal', '/v1/orgs']) {
      const res = await get(port(), path, 'evil.example', TOKENS.admin);
      expect(res.status, path).toBe(403);
      expect(JSON.parse(res.body)).toMatchObject({ error: { code: 403 } });
    }
    for (const host of [`evil.example:${port()}`, '127.0.0.1', `127.0.0.1:${port() + 1}`]) {
      expect((await get(port(), '/_emulator/journal', host)).status, host).toBe(403);
    }
  });

  it('does not journal a refused request', async () => {
    await emulator().clearJournal();
    await get(port(), '/v1/orgs', 'evil.example', TOKENS.admin);
    const journal = await get(port(), '/_emulator/journal', `127.0.0.1:${port()}`);
    expect(JSON.parse(journal.body)).toEqual([]);
  });

  it('answers the loopback names of its address', async () => {
    for (const host of [`127.0.0.1:${port()}`, `localhost:${port()}`, `LOCALHOST:${port()}`]) {
      expect((await get(port(), '/v1/orgs', host, TOKENS.admin)).status, host).toBe(200);
    }
  });

  it('answers any Host once --host widened the listen address', async () => {
    const wide = await startEmulator({ host: '0.0.0.0', port: 0 });
    try {
      const res = await get(wide.port, '/_emulator/journal', 'docs.lan.example');
      expect(res.status).toBe(200);
    } finally {
      await wide.close();
    }
  });
});
