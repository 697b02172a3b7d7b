import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { builtinFixture } from '../../src/emulator/fixture.js';
import { startEmulator } from '../../src/emulator/server.js';
import type { CliRun } from '../e2e/support/examples-cli.js';
import { docform } from '../e2e/support/examples-cli.js';
import { scratchDirs } from '../support/scratch-dirs.js';

/**
 * A secret travels with its value (docs/security.md, "Secrets"): a variable, map or list
 * holding a `${env:...}` value at any depth is a secret, and so is a string it is spliced
 * into. CI plans a pull request with an org-admin token in DOCFORM_TOKEN and posts the
 * plan, so `vars: { cfg: { t: "${env:DOCFORM_TOKEN}" } }` then `title: "x${var:cfg}"`
 * must never show the token, in any format, in a saved plan or in the site map; where a
 * secret cannot go (a title that is an address), it is refused at the value.
 */
const scratch = scratchDirs('docform-secret-vars-');
const TOKEN = 'org-admin-token-4f8e2a9c71';

const CONFIG = `version: 1
environments:
  prod:
    organization: org_acme
    vars:
      cfg: { t: "\${env:DOCFORM_TOKEN}" }
      list: ["\${env:DOCFORM_TOKEN}"]
      chained: "via \${var:cfg}"
      brand: Acme
  staging:
    organization: org_acme
    vars:
      cfg: { t: plain }
      list: [plain]
      chained: "via \${var:cfg}"
      brand: Acme Staging
teams:
  eng:
    title: "x\${var:cfg}"
  ops:
    title: "\${var:chained}"
  brand:
    title: "\${var:brand} team"
sites:
  portal:
    title: Portal
    sections:
      - title: "Section \${var:list}"
        key: listed
        spaces: [{ space: spc_guides, path: guides }]
`;

type Emulator = Awaited<ReturnType<typeof startEmulator>>;
let emulator: Emulator;
let dir = '';

beforeAll(async () => {
  const world = builtinFixture();
  world.tokens[TOKEN] = 'usr_alice';
  emulator = await startEmulator({ port: 0, world });
  dir = scratch();
  writeFileSync(join(dir, 'docform.yaml'), CONFIG);
});
afterAll(async () => {
  await emulator?.close();
});

const run = (...args: string[]): Promise<CliRun> =>
  docform(args, { apiUrl: emulator.url, token: TOKEN, cwd: dir });
const shown = (r: CliRun): string => `exit ${r.status}\n${r.stdout}\n${r.stderr}`;

async function problems(body: string, env = 'prod'): Promise<string> {
  const file = join(scratch(), 'docform.yaml');
  writeFileSync(file, body);
  const r = await docform(['validate', file, '--env', env], {
    token: TOKEN,
    env: { SECRET_DOMAIN: 'secret-domain.example' },
  });
  expect(r.status, shown(r)).toBe(1);
  expect(shown(r)).not.toContain(TOKEN);
  return shown(r);
}

describe('a secret through a variable', () => {
  it('is masked in the text, JSON and Markdown plans, the site map and the saved plan', async () => {
    const runs = await Promise.all([
      run('plan', '--env', 'prod'),
      run('plan', '--env', 'prod', '--format', 'json'),
      run('plan', '--env', 'prod', '--format', 'markdown'),
      run('plan', '--env', 'prod', '--out', 'plan.json'),
    ]);
    for (const r of runs) {
      expect(r.status, shown(r)).toBe(0);
      expect(shown(r)).not.toContain(TOKEN);
    }
    const [text, json, markdown] = runs;
    expect(text?.stdout).toMatch(/\+ team\.eng[^\n]*\n\s+title: \(sensitive/);
    expect(text?.stdout).toMatch(/\+ team\.ops[^\n]*\n\s+title: \(sensitive/);
    expect(text?.stdout).toContain('title: "Acme team"');
    expect(text?.stdout).toMatch(/\+ site\.portal\.section\.listed[^\n]*\n\s+title: \(sensitive/);
    expect(json?.stdout).toContain('(sensitive');
    expect(markdown?.stdout).toContain('```mermaid');
    const saved = readFileSync(join(dir, 'plan.json'), 'utf8');
    expect(saved).not.toContain(TOKEN);
    expect(saved).toContain('(sensitive');
  });

  it('--env all: each environment its own, the secret of one not leaking into the other', async () => {
    const r = await run('plan', '--env', 'all');
    expect(shown(r)).not.toContain(TOKEN);
    expect(r.stdout).toContain('title: "x{\\"t\\":\\"plain\\"}"');
    expect(r.stdout).toMatch(/title: \(sensitive/);
  });

  it('is refused where a secret cannot go: a section title without key, a list of domains', async () => {
    const out = await problems(
      CONFIG.replace('        key: listed\n', '')
        .replace(
          '      brand: Acme\n',
          '      brand: Acme\n      domains: ["${env:SECRET_DOMAIN}"]\n',
        )
        .replace('teams:\n', 'settings:\n  emailDomains: "${var:domains}"\nteams:\n'),
    );
    expect(out).toMatch(/docform\.yaml:19:3 +error +secret-not-allowed/);
    expect(out).toMatch(/docform\.yaml:31:16 +error +secret-not-allowed +Section \$\{var:list\}/);
  });

  it('is refused in a value shown as it is (the adaptive schema), read directly or through a variable', async () => {
    const out = await problems(
      CONFIG.replace(
        '    title: Portal\n',
        `    title: Portal\n    adaptiveSchema:\n      type: object\n      additionalProperties: false\n      properties:\n        plan: { type: string, description: "\${var:chained}" }\n        tier: { type: string, description: "\${env:DOCFORM_TOKEN}" }\n`,
      ),
    );
    expect(out).toMatch(/docform\.yaml:31:44 +error +secret-not-allowed/);
    expect(out).toMatch(/docform\.yaml:32:44 +error +secret-not-allowed/);
  });

  it('a variable that refers to itself, directly or through others, is an error at its line', async () => {
    const out = await problems(
      CONFIG.replace(
        '      brand: Acme\n',
        '      brand: Acme\n      rec: "${var:rec}"\n      a: { deep: ["${var:b}"] }\n      b: "b ${var:a}"\n',
      ).replace(
        'teams:\n',
        'teams:\n  rec: { title: "r ${var:rec}" }\n  ab: { title: "${var:b}" }\n',
      ),
    );
    expect(out).toMatch(
      /docform\.yaml:10:12 +error +variable-cycle +variable rec refers to itself/,
    );
    expect(out).toMatch(
      /docform\.yaml:12:10 +error +variable-cycle +variables refer to each other in a loop: a -> b -> a/,
    );
    expect(out).not.toContain('unknown-variable');
  });
});
