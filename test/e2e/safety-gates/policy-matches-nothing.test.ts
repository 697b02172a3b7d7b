import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startEmulator } from '../../../src/emulator/server.js';
import { docform } from '../support/examples-cli.js';

type Emulator = Awaited<ReturnType<typeof startEmulator>>;
let emulator: Emulator;
let scratch = '';

const SITE = `sites:
  docs:
    title: Acme Docs
    sections:
      - title: Guides
        spaces: [{ space: spc_guides, path: guides, default: true }]
`;
const config = (sites: string, protect: string, ignore = '') => `version: 1
organization: org_acme
policy:
  prune: [sites]
  protect: [${protect}]
${ignore === '' ? '' : `  ignore: [${ignore}]\n`}${sites}`;

beforeAll(async () => {
  emulator = await startEmulator({ port: 0 });
  scratch = mkdtempSync(join(tmpdir(), 'docform-policy-nothing-'));
  writeFileSync(join(scratch, 'declared.yaml'), config(SITE, 'site.docs'));
  writeFileSync(join(scratch, 'removed.yaml'), config('', 'site.docs'));
  writeFileSync(join(scratch, 'typo.yaml'), config(SITE, 'site.doc', 'team.nope, site.docs'));
  const apply = await docform(['apply', 'declared.yaml', '--auto-approve'], at());
  expect(apply.status, apply.stderr).toBe(0);
});
afterAll(async () => {
  await emulator?.close();
  rmSync(scratch, { recursive: true, force: true });
});

function at() {
  return { apiUrl: emulator.url, cwd: scratch };
}

/** The diagnostic lines of a text plan that say a policy entry matches nothing. */
const nothing = (stdout: string): string[] =>
  stdout.split('\n').filter((line) => line.includes('policy-matches-nothing'));

describe('a policy.protect or policy.ignore entry that matches nothing is a warning', () => {
  it('an entry that matches the declared site is silent', async () => {
    const plan = await docform(['plan', 'declared.yaml'], at());
    expect(plan.status, plan.stderr).toBe(0);
    expect(plan.stdout).not.toContain('policy-matches-nothing');
  });

  it('the site removed from the YAML is at its export key: protect says so, at its line, and names it', async () => {
    const plan = await docform(['plan', 'removed.yaml'], at());
    expect(plan.status, plan.stderr).toBe(0);
    expect(plan.stdout).toContain('- site.acme-docs (site delete)');
    const lines = nothing(plan.stdout);
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(
      /removed\.yaml:5:13 {2}warning {2}policy-matches-nothing {2}policy\.protect lists site\.docs, which matches no declared or live object: it protects nothing$/,
    );
    expect(plan.stdout).toContain(
      'did you mean "site.acme-docs"? protect and ignore match addresses; a live object that no declaration owns is addressed by the key `docform export` gives it (`docform plan` lists it so)',
    );
  });

  it('a typo in protect, and an ignore entry naming nothing: one warning each, at each entry', async () => {
    const plan = await docform(['plan', 'typo.yaml', '--format', 'json'], at());
    expect(plan.status, plan.stderr).toBe(0);
    const doc = JSON.parse(plan.stdout) as {
      diagnostics: { code: string; message: string; hint?: string; location?: unknown }[];
    };
    const found = doc.diagnostics.filter((d) => d.code === 'policy-matches-nothing');
    expect(found.map((d) => [d.message.split(',')[0], d.location, d.hint?.split('?')[0]])).toEqual([
      [
        'policy.protect lists site.doc',
        { file: expect.stringMatching(/typo\.yaml$/), line: 5, col: 13 },
        'did you mean "site.docs"',
      ],
      [
        'policy.ignore lists team.nope',
        { file: expect.stringMatching(/typo\.yaml$/), line: 6, col: 12 },
        'protect and ignore match addresses; a live object that no declaration owns is addressed by the key `docform export` gives it (`docform plan` lists it so)',
      ],
    ]);
  });
});
