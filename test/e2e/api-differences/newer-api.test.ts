import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startEmulator } from '../../../src/emulator/server.js';
import type { RecordingProxy } from '../../support/recording-proxy.js';
import { startRecordingProxy } from '../../support/recording-proxy.js';
import { docform } from '../support/examples-cli.js';
import { scratchDirs } from '../../support/scratch-dirs.js';

/** Scratch directories, removed when this file's tests are done. */
const tempDir = scratchDirs('docform-newer-');

type Json = Record<string, unknown>;

/**
 * A newer API than docform knows (reads tolerate what a newer API adds):
 * a proxy rewrites the emulator's answers with a site type, a visibility and a role no
 * version of docform has seen, and a field nobody knows. Reads must keep the objects,
 * and the plan must name each unknown value.
 */
function newer(path: string, body: unknown): unknown {
  const rewrite = (item: Json): Json => {
    if (item.object === 'site') {
      return { ...item, type: 'enterprise', visibility: 'members-only', hologram: { on: true } };
    }
    if (item.object === 'member' && (item.user as Json | undefined)?.email === 'bob@acme.example') {
      return { ...item, role: 'owner' };
    }
    return item;
  };
  if (typeof body !== 'object' || body === null) return body;
  const doc = body as Json;
  if (Array.isArray(doc.items)) return { ...doc, items: (doc.items as Json[]).map(rewrite) };
  return path.includes('/sites/') ? rewrite(doc) : doc;
}

const CONFIG = `version: 1
organization: org_acme
members:
  alice@acme.example: admin
  bob@acme.example: edit
sites:
  portal:
    title: Portal
    visibility: public
`;

describe('reads from a newer API', () => {
  let emulator: Awaited<ReturnType<typeof startEmulator>>;
  let proxy: RecordingProxy;
  let config: string;
  beforeAll(async () => {
    emulator = await startEmulator({ port: 0 });
    config = join(tempDir(), 'docform.yaml');
    writeFileSync(config, CONFIG);
    const made = await docform(['apply', config, '--auto-approve'], { apiUrl: emulator.url });
    expect(made.status, made.stderr).toBe(0);
    proxy = await startRecordingProxy(emulator.url, { rewrite: newer });
  });
  afterAll(async () => {
    await proxy.close();
    await emulator.close();
  });

  it('keeps the objects and names every value docform does not know', async () => {
    const run = await docform(['plan', config, '--format', 'json'], { apiUrl: proxy.url });
    expect(run.status, run.stderr).toBe(0);
    const plan = JSON.parse(run.stdout) as {
      changes: { address: string; fields?: { path: string; before?: unknown }[] }[];
      diagnostics: { code: string; address?: string; message: string; severity: string }[];
    };
    const unknown = plan.diagnostics.filter((d) => d.code === 'unknown-api-value');
    expect(unknown.map((d) => [d.severity, d.address, d.message.match(/"([^"]+)"/)?.[1]])).toEqual([
      ['warning', 'member.bob@acme.example', 'owner'],
      ['warning', 'site.portal', 'enterprise'],
      ['warning', 'site.portal', 'members-only'],
    ]);
    // the site was matched, not re-created: the config's values are planned over them
    expect(plan.changes.map((c) => [c.address, c.fields?.map((f) => [f.path, f.before])])).toEqual([
      ['member.bob@acme.example', [['role', 'owner']]],
      ['site.portal', [['visibility', 'members-only']]],
    ]);
  });

  it('says so in the text plan too', async () => {
    const run = await docform(['plan', config], { apiUrl: proxy.url });
    expect(run.status, run.stderr).toBe(0);
    expect(run.stdout).toMatch(
      /docform\.yaml:7:3 {2}warning {2}unknown-api-value {2}the API gives type "enterprise", a value this version of docform does not know/,
    );
  });
});
