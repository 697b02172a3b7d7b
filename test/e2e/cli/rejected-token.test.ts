import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startEmulator } from '../../../src/emulator/server.js';
import { docform } from '../support/examples-cli.js';

/** Relative: in-process runs without a cwd take the repository root, as vitest runs there. */
const MINIMAL = 'examples/minimal/docform.yaml';
const TOKEN = 'not-a-token-the-emulator-knows';

/**
 * A token the API rejects (401) is the commonest first-run failure: the error names the
 * setting that holds it, DOCFORM_TOKEN, and never the token.
 */
describe('a rejected token', () => {
  let emulator: Awaited<ReturnType<typeof startEmulator>>;
  beforeAll(async () => {
    emulator = await startEmulator({ port: 0 });
  });
  afterAll(() => emulator.close());

  it.each([
    [['plan', MINIMAL]],
    [['drift', MINIMAL]],
    [['apply', MINIMAL, '--auto-approve']],
    [['export', '--organization', 'org_acme']],
  ])('docform %j: exit 1, an error naming DOCFORM_TOKEN', async (args) => {
    const run = await docform(args, { apiUrl: emulator.url, token: TOKEN });
    expect(run.status).toBe(1);
    expect(run.stderr).toMatch(/^error: .*HTTP 401.*the API rejected the token in DOCFORM_TOKEN/m);
    expect(run.stderr).toContain('set DOCFORM_TOKEN to a valid API token');
    expect(run.stdout + run.stderr).not.toContain(TOKEN);
  });

  it("plan --format json: the failed document's problem names DOCFORM_TOKEN too", async () => {
    const run = await docform(['plan', MINIMAL, '--format', 'json'], {
      apiUrl: emulator.url,
      token: TOKEN,
    });
    expect(run.status).toBe(1);
    const doc = JSON.parse(run.stdout) as { diagnostics: { code: string; message: string }[] };
    expect(doc.diagnostics.map((d) => d.code)).toEqual(['run-error']);
    expect(doc.diagnostics[0]?.message).toContain('DOCFORM_TOKEN');
  });
});
