import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startEmulator } from '../../../src/emulator/server.js';
import { docform } from '../support/examples-cli.js';

type Emulator = Awaited<ReturnType<typeof startEmulator>>;
let emulator: Emulator;
let scratch = '';

const DESCRIPTION = `${'A long description of the guides section. '.repeat(5)}End.`;

const BEFORE = `version: 1
organization: org_acme
teams:
  docs: { title: Docs, members: [alice@acme.example, bob@acme.example] }
`;

const AFTER = `version: 1
organization: org_acme
teams:
  docs: { title: Docs, members: [alice@acme.example, carol@acme.example, dave@acme.example] }
openapi:
  petstore:
    source: https://specs.acme.example/petstore.yaml
spaces:
  guides: { id: spc_guides }
sites:
  portal:
    title: Portal
    sections:
      - title: Guides
        description: ${DESCRIPTION}
        spaces: [{ space: guides, path: guides }]
      - title: API
        spaces: [{ space: spc_api, path: api }]
`;

beforeAll(async () => {
  emulator = await startEmulator({ port: 0 });
  scratch = mkdtempSync(join(tmpdir(), 'docform-values-'));
  writeFileSync(join(scratch, 'before.yaml'), BEFORE);
  writeFileSync(join(scratch, 'after.yaml'), AFTER);
  const apply = await docform(['apply', 'before.yaml', '--auto-approve'], {
    apiUrl: emulator.url,
    cwd: scratch,
  });
  expect(apply.status, apply.stderr).toBe(0);
});
afterAll(async () => {
  await emulator?.close();
  rmSync(scratch, { recursive: true, force: true });
});

const plan = (format: string) =>
  docform(['plan', 'after.yaml', '--format', format], { apiUrl: emulator.url, cwd: scratch });

describe('values read as the YAML writes them', () => {
  it('text: one line per list element added or removed', async () => {
    const run = await plan('text');
    expect(run.status, run.stderr).toBe(0);
    expect(run.stdout).toContain(
      [
        '      members:',
        '        - "bob@acme.example"',
        '        + "carol@acme.example"',
        '        + "dave@acme.example"',
      ].join('\n'),
    );
    expect(run.stdout).not.toContain('member.');
  });

  it('text: the source shorthand, spaces by the key or id written, long strings cut', async () => {
    const run = await plan('text');
    expect(run.stdout).toContain('source: "https://specs.acme.example/petstore.yaml"');
    expect(run.stdout).not.toContain('{"url"');
    expect(run.stdout).toMatch(/section\.Guides \(section create\)[^]*?space: "guides"/);
    expect(run.stdout).toMatch(/section\.API \(section create\)[^]*?space: "spc_api"/);
    expect(run.stdout).not.toContain('"space.');
    expect(run.stdout).toContain(
      `description: "${DESCRIPTION.slice(0, 60)}…" (${DESCRIPTION.length} characters)`,
    );
    expect(run.stdout).not.toContain(DESCRIPTION);
  });

  it('markdown: the same lines in the details', async () => {
    const run = await plan('markdown');
    expect(run.status, run.stderr).toBe(0);
    expect(run.stdout).toContain(
      [
        '~ members:',
        '    - "bob@acme.example"',
        '    + "carol@acme.example"',
        '    + "dave@acme.example"',
      ].join('\n'),
    );
    expect(run.stdout).toContain('+ source: "https://specs.acme.example/petstore.yaml"');
    expect(run.stdout).toContain('+ space: "guides"');
    expect(run.stdout).toContain(`(${DESCRIPTION.length} characters)`);
  });

  it('json keeps the plan document whole: addresses and the full text', async () => {
    const run = await plan('json');
    expect(run.stdout).toContain('"member.carol@acme.example"');
    expect(run.stdout).toContain(JSON.stringify(DESCRIPTION));
  });
});
