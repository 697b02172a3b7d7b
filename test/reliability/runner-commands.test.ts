import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { startEmulator } from '../../src/emulator/server.js';
import { HandApi } from '../e2e/support/drift-api.js';
import type { CliRun } from '../e2e/support/examples-cli.js';
import { docform } from '../e2e/support/examples-cli.js';
import { answerJson, pathOf, startHostileProxy } from '../support/hostile-proxy.js';
import type { HostileProxy } from '../support/hostile-proxy.js';
import { scratchDirs } from '../support/scratch-dirs.js';

/**
 * A CI runner reads commands in the log of a step (docs/security.md, "Runner
 * commands"): GitHub's takes `##[` anywhere in a line (`##[add-mask]` hides text from the
 * rest of the log, `##[error]` forges an annotation) and `::` at a line's start after
 * whitespace (`::add-mask::`, `::stop-commands::`). Titles of the config, live titles, a
 * key of the adaptive schema and a server's error message hold them; no line of any
 * output of plan, show, apply, drift or export, in any format, on stdout, stderr or in a
 * file written, may hold `##[` or start with `::`, and the JSON and YAML still read back
 * the same values.
 */
const FORGED = 'Docs ##[add-mask]admin';
const LINE_START = '::add-mask::admin';
const LIVE = 'Live ##[error]forged';

const CONFIG = `version: 1
organization: org_acme
teams:
  eng: { title: "${FORGED}" }
  ops: { title: "${LINE_START}" }
sites:
  portal:
    title: "Portal ##[group]forged"
    adaptiveContent: true
    adaptiveSchema:
      type: object
      additionalProperties: false
      properties: { "${LINE_START}": { type: string, description: "${FORGED}" } }
    sections:
      - title: "::warning::Guides"
        spaces: [{ space: spc_guides, path: guides }]
`;

/** The lines of `text` a runner reads as a command. */
function commandLines(text: string): string[] {
  return text.split(/\r\n|\r|\n/).filter((line) => line.includes('##[') || /^\s*::/.test(line));
}

type Emulator = Awaited<ReturnType<typeof startEmulator>>;
const scratch = scratchDirs('docform-runner-commands-');
let emulator: Emulator;
let proxy: HostileProxy;
const outputs: { label: string; text: string }[] = [];

beforeAll(async () => {
  emulator = await startEmulator({ port: 0 });
  await new HandApi(emulator.url).call('PUT', '/orgs/org_acme/teams', {
    title: LIVE,
    members: [],
  });
  // a server whose every refusal quotes a live title and a line of its own
  proxy = await startHostileProxy(emulator.url, (req, res) => {
    if (req.method === 'GET' || !pathOf(req).includes('/teams')) return false;
    const message = `the team "${LIVE}" conflicts\n${LINE_START}`;
    answerJson(res, 400, { error: { code: 400, message } });
    return true;
  });
});
afterAll(async () => {
  await proxy?.close();
  await emulator?.close();
});

async function run(label: string, args: string[], dir: string, apiUrl = emulator.url) {
  const result: CliRun = await docform(args, { apiUrl, cwd: dir });
  outputs.push({ label: `${label} stdout`, text: result.stdout });
  outputs.push({ label: `${label} stderr`, text: result.stderr });
  return result;
}

function file(label: string, path: string): string {
  const text = readFileSync(path, 'utf8');
  outputs.push({ label, text });
  return text;
}

describe('no output line can drive a CI runner', () => {
  it('plan, show, apply, drift and export, in every format, and an API error', async () => {
    const dir = scratch();
    writeFileSync(join(dir, 'docform.yaml'), CONFIG);
    for (const format of ['text', 'json', 'markdown']) {
      expect((await run(`plan ${format}`, ['plan', '--format', format], dir)).status).toBe(0);
    }
    const json = JSON.parse(
      (await run('plan json again', ['plan', '--format', 'json'], dir)).stdout,
    );
    // the JSON escape reads back as the value itself
    expect(JSON.stringify(json)).toContain(FORGED);
    expect((await run('plan --out', ['plan', '--out', 'plan.json'], dir)).status).toBe(0);
    expect(JSON.stringify(JSON.parse(file('saved plan', join(dir, 'plan.json'))))).toContain(
      FORGED,
    );
    for (const format of ['text', 'json', 'markdown']) {
      expect(
        (await run(`show ${format}`, ['show', 'plan.json', '--format', format], dir)).status,
      ).toBe(0);
    }
    const applied = await run('apply', ['apply', 'plan.json'], dir);
    expect(applied.status, applied.stderr).toBe(0);

    // drift: the team retitled by hand, both ways
    const api = new HandApi(emulator.url);
    const team = await api.idOf('/orgs/org_acme/teams', 'title', FORGED);
    await api.call('PATCH', `/orgs/org_acme/teams/${team}`, { title: `${LINE_START} ##[x]` });
    for (const format of ['text', 'json', 'markdown']) {
      expect((await run(`drift ${format}`, ['drift', '--format', format], dir)).status).toBe(2);
    }
    await run('drift --output', ['drift', '--format', 'markdown', '--output', 'drift.md'], dir);
    file('drift report', join(dir, 'drift.md'));

    // export: live titles and the adaptive schema's key, on stdout and in a file
    const exported = await run('export', ['export', '--organization', 'org_acme'], dir);
    expect(exported.status, exported.stderr).toBe(0);
    expect(exported.stdout).toContain('"Docs #\\u0023[add-mask]admin"');
    // and reads back as the live values
    const config = parse(exported.stdout) as {
      teams: Record<string, { title: string }>;
      sites: Record<string, { adaptiveSchema: { properties: Record<string, unknown> } }>;
    };
    const titles = Object.values(config.teams).map((t) => t.title);
    expect(titles).toEqual(expect.arrayContaining([LIVE, LINE_START, `${LINE_START} ##[x]`]));
    const [site] = Object.values(config.sites);
    expect(site?.adaptiveSchema.properties).toEqual({
      [LINE_START]: { type: 'string', description: FORGED },
    });
    await run('export file', ['export', '--organization', 'org_acme', '--output', 'out.yaml'], dir);
    file('exported config', join(dir, 'out.yaml'));

    // an error path: the server's message, through apply's failure and its summary
    const failed = await run('apply refused', ['apply', '--auto-approve'], dir, proxy.url);
    expect(failed.status).toBe(1);
    expect(failed.stdout + failed.stderr).toContain('HTTP 400');

    const offending = outputs.flatMap(({ label, text }) =>
      commandLines(text).map((line) => `${label}: ${line}`),
    );
    expect(offending).toEqual([]);
    // what was shown is still there to read, only broken
    expect(outputs.some(({ text }) => text.includes('add-mask]admin'))).toBe(true);
  }, 60_000);
});
