import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CliIo } from '../../../src/cli/io.js';
import { runCli } from '../../../src/cli/run-cli.js';
import { startEmulator } from '../../../src/emulator/server.js';
import type { CliRun } from '../support/examples-cli.js';
import { clearJournal, docform, journalMethods, ROOT } from '../support/examples-cli.js';

/**
 * What a new user met trying docform with the emulator in a scratch directory: each
 * defect of that walkthrough, run through the CLI in-process against an emulator.
 */
type Emulator = Awaited<ReturnType<typeof startEmulator>>;
let emulator: Emulator;
const dirs: string[] = [];
const scratch = (): string => {
  const dir = mkdtempSync(join(tmpdir(), 'docform-new-user-'));
  dirs.push(dir);
  return dir;
};
const ENVIRONMENTS = join(ROOT, 'examples/environments/docform.yaml');
const MINIMAL = 'version: 1\norganization: org_acme\nteams:\n  docs: { title: Docs }\n';
const shown = (run: CliRun): string => `exit ${run.status}\n${run.stdout}\n${run.stderr}`;
const lastLine = (text: string): string => text.trimEnd().split('\n').at(-1) ?? '';

beforeAll(async () => {
  emulator = await startEmulator({ port: 0 });
});
afterAll(async () => {
  await emulator.close();
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

describe('plan --out and drift --output never write onto the config', () => {
  /** Runs a command that must be refused: exit 1, no request, `file` as it was. */
  async function refused(args: string[], cwd: string, file: string): Promise<CliRun> {
    const before = readFileSync(join(cwd, file), 'utf8');
    await clearJournal(emulator.url);
    const run = await docform(args, { apiUrl: emulator.url, cwd });
    expect(run.status, shown(run)).toBe(1);
    expect(await journalMethods(emulator.url)).toEqual([]);
    expect(readFileSync(join(cwd, file), 'utf8')).toBe(before);
    expect(run.stdout).toBe('');
    return run;
  }

  it('plan --out CONFIG: refused before any request, the config unchanged', async () => {
    const dir = scratch();
    writeFileSync(join(dir, 'docform.yaml'), MINIMAL);
    const run = await refused(['plan', '--out', 'docform.yaml'], dir, 'docform.yaml');
    expect(run.stderr).toBe(
      'error: --out docform.yaml is a file of the config this command reads: nothing was written; save the plan to another file, such as --out plan.json\n',
    );
    await refused(['plan', 'docform.yaml', '--out', './docform.yaml'], dir, 'docform.yaml');
  });

  it('drift --output CONFIG, or a link to it: refused before any request', async () => {
    const dir = scratch();
    writeFileSync(join(dir, 'notes.yaml'), MINIMAL);
    symlinkSync('notes.yaml', join(dir, 'alias.yaml'));
    const run = await refused(['drift', 'notes.yaml', '--output', 'notes.yaml'], dir, 'notes.yaml');
    expect(run.stderr).toContain('such as --output drift.txt');
    await refused(['drift', 'notes.yaml', '--output', 'alias.yaml'], dir, 'notes.yaml');
    await refused(['drift', 'alias.yaml', '--output', 'notes.yaml'], dir, 'notes.yaml');
  });

  it('a file inside a config directory, even one not read as YAML: refused', async () => {
    const dir = scratch();
    mkdirSync(join(dir, 'docform'));
    writeFileSync(join(dir, 'docform/teams.yaml'), MINIMAL);
    writeFileSync(join(dir, 'docform/notes.md'), '# notes\n');
    const run = await refused(
      ['drift', '--format', 'markdown', '--output', 'docform/notes.md'],
      dir,
      'docform/notes.md',
    );
    expect(run.stderr).toBe(
      'error: --output docform/notes.md is inside the config directory docform, whose files this command reads: nothing was written; write the report outside it, such as --output drift.md\n',
    );
    await refused(['plan', 'docform', '--out', 'docform/teams.yaml'], dir, 'docform/teams.yaml');
    const fresh = await docform(['plan', '--out', 'docform/tfplan'], {
      apiUrl: emulator.url,
      cwd: dir,
    });
    expect(fresh.status, shown(fresh)).toBe(1);
    expect(existsSync(join(dir, 'docform/tfplan'))).toBe(false);
  });

  it('drift --env all --output CONFIG: refused too', async () => {
    const dir = scratch();
    cpSync(ENVIRONMENTS, join(dir, 'docform.yaml'));
    await refused(['drift', '--env', 'all', '--output', 'docform.yaml'], dir, 'docform.yaml');
  });

  it('an earlier saved plan or report is overwritten, as Terraform does', async () => {
    const dir = scratch();
    writeFileSync(join(dir, 'docform.yaml'), MINIMAL);
    const at = { apiUrl: emulator.url, cwd: dir };
    for (let i = 0; i < 2; i += 1) {
      const plan = await docform(['plan', '--out', 'tfplan'], at);
      expect(plan.status, shown(plan)).toBe(0);
      const drift = await docform(['drift', '--output', 'drift.txt'], at);
      expect(drift.status, shown(drift)).toBe(2);
    }
    expect(readFileSync(join(dir, 'tfplan'), 'utf8')).toContain('"formatVersion": 1');
  });
});

describe('a plan of one environment names it and its organization', () => {
  const SCOPE = 'environment staging (org_acme_staging)';

  it('plan --env staging: the first line and the headline, in text', async () => {
    const run = await docform(['plan', ENVIRONMENTS, '--env', 'staging'], {
      apiUrl: emulator.url,
    });
    expect(run.status, shown(run)).toBe(0);
    // what needs attention comes first, named for the environment, then the changes
    const lines = run.stdout.split('\n');
    expect(lines[0]).toMatch(
      new RegExp(`^Needs attention in ${SCOPE.replace(/[()]/g, '\\$&')} \\(`),
    );
    expect(lines).toContain(`docform will perform these actions in ${SCOPE}, in this order:`);
    expect(lastLine(run.stdout)).toMatch(
      new RegExp(`^Plan for ${SCOPE.replace(/[()]/g, '\\$&')}: \\d+ to create`),
    );
  });

  it('plan --env staging --format markdown: the heading', async () => {
    const run = await docform(['plan', ENVIRONMENTS, '--env', 'staging', '--format', 'markdown'], {
      apiUrl: emulator.url,
    });
    expect(run.stdout.split('\n')[0]).toBe(
      '### docform plan for environment `staging` (`org_acme_staging`)',
    );
  });

  it('drift --env staging: the first line, the headline and the Markdown heading', async () => {
    const at = { apiUrl: emulator.url };
    const text = await docform(['drift', ENVIRONMENTS, '--env', 'staging'], at);
    expect(text.status, shown(text)).toBe(2);
    expect(text.stdout.split('\n')[0]).toBe(
      `Drift in ${SCOPE}: the live organization differs from the YAML.`,
    );
    expect(lastLine(text.stdout)).toMatch(/^Drift in environment staging \(org_acme_staging\): /);
    const md = await docform(
      ['drift', ENVIRONMENTS, '--env', 'staging', '--format', 'markdown'],
      at,
    );
    expect(md.stdout.split('\n')[0]).toBe(
      '### docform drift for environment `staging` (`org_acme_staging`)',
    );
  });

  it('apply --env staging says where it applies, and that nothing is left there', async () => {
    const own = await startEmulator({ port: 0 });
    try {
      const at = { apiUrl: own.url };
      const apply = await docform(
        ['apply', ENVIRONMENTS, '--env', 'staging', '--auto-approve'],
        at,
      );
      expect(apply.status, shown(apply)).toBe(0);
      expect(apply.stdout.split('\n')[0]).toContain(SCOPE);
      const again = await docform(
        ['apply', ENVIRONMENTS, '--env', 'staging', '--auto-approve'],
        at,
      );
      expect(again.stdout).toBe(
        `No changes in ${SCOPE}. The live organization matches the configuration.\n`,
      );
    } finally {
      await own.close();
    }
  });
});

describe('the closing line of an invalid or missing config', () => {
  it('counts errors and warnings as validate does', async () => {
    const dir = scratch();
    writeFileSync(
      join(dir, 'docform.yaml'),
      [
        'version: 1',
        'organization: org_acme',
        'members:',
        '  alice@acme.example: admin',
        'teams:',
        '  docs: { title: Docs, members: [bob@acme.example] }',
        '  docs2: { title: Docs }',
        '',
      ].join('\n'),
    );
    const validate = await docform(['validate'], { cwd: dir });
    expect(lastLine(validate.stdout)).toMatch(/docform\.yaml: invalid, 1 error \(1 warning\)$/);
    const plan = await docform(['plan'], { apiUrl: emulator.url, cwd: dir });
    expect(plan.status).toBe(1);
    expect(lastLine(plan.stderr)).toBe('invalid configuration: 1 error (1 warning)');
  });

  it('a missing config says no config was found', async () => {
    const dir = scratch();
    for (const args of [
      ['plan'],
      ['plan', 'nothere.yaml'],
      ['drift'],
      ['apply', '--auto-approve'],
    ]) {
      const run = await docform(args, { apiUrl: emulator.url, cwd: dir });
      expect(run.status).toBe(1);
      expect(run.stderr).toContain('config-not-found');
      expect(lastLine(run.stderr)).toBe('no config found');
      expect(run.stderr).not.toContain('invalid configuration');
    }
  });
});

describe('init without --organization', () => {
  it("says the organization is the emulator's sample, in the file and in Next:", async () => {
    const dir = scratch();
    const init = await docform(['init'], { cwd: dir });
    expect(init.status, shown(init)).toBe(0);
    const yaml = readFileSync(join(dir, 'docform.yaml'), 'utf8');
    expect(yaml).toMatch(
      /^organization: org_acme # the emulator's sample organization: change it to your organization's id$/m,
    );
    expect(init.stdout).toContain(
      "Then set organization: in docform.yaml to your organization's id (it is org_acme, the emulator's sample, until you do).",
    );
    const own = await docform(['init', 'own', '--organization', 'org_beta'], { cwd: dir });
    expect(readFileSync(join(dir, 'own/docform.yaml'), 'utf8')).toContain(
      'organization: org_beta # the id of the organization; everything below lives in it',
    );
    expect(own.stdout).not.toContain('org_acme');
  });

  it('init --help gives the default once', async () => {
    const help = await docform(['init', '--help']);
    expect(help.stdout.match(/default/g)).toHaveLength(1);
    expect(help.stdout).toMatch(
      /--organization <id> .*\(default: org_acme,\s+the emulator's sample\)/s,
    );
  });
});

describe('the small ones', () => {
  it('apply --help: --force lifts every threshold, the update threshold too', async () => {
    const help = await docform(['apply', '--help']);
    expect(help.stdout.replace(/\s+/g, ' ')).toContain(
      '--force allow a plan over a safety threshold: deletes, updates, invites or admin grants',
    );
  });

  it('--help lists exit code 130', async () => {
    const help = await docform(['--help']);
    expect(help.stdout).toMatch(/^ {2}130 {2}an apply interrupted by SIGINT or SIGTERM$/m);
  });

  it('a terminal of 0 columns shows the whole progress line', async () => {
    const dir = scratch();
    writeFileSync(join(dir, 'docform.yaml'), MINIMAL);
    let err = '';
    const io: CliIo = {
      stdout: { write: () => true },
      stderr: { isTTY: true, columns: 0, write: (t: string) => (err += t) },
      stdin: Object.assign(Readable.from([]), { isTTY: false }),
      env: { DOCFORM_TOKEN: 'dev-token', NO_COLOR: '1' },
      cwd: dir,
      onSignal: () => () => undefined,
    };
    const own = await startEmulator({ port: 0 });
    try {
      const args = ['apply', '--auto-approve', '--api-url', own.url];
      expect(await runCli(args, io), err).toBe(0);
    } finally {
      await own.close();
    }
    expect(err).toContain('applying: 1/1 changes finished (100%)');
  });

  it('export beside a config with environments suggests --env NAME and --organization ID', async () => {
    const dir = scratch();
    cpSync(ENVIRONMENTS, join(dir, 'docform.yaml'));
    const run = await docform(['export'], { apiUrl: emulator.url, cwd: dir });
    expect(run.status).toBe(1);
    expect(run.stderr).toContain(
      'the token sees 2 organizations; pick one with --env NAME (docform.yaml has production, staging) or --organization ID: org_acme (Acme), org_acme_staging (Acme Staging)',
    );
  });

  it('--env prod: did you mean "production", as for --env Production', async () => {
    for (const name of ['prod', 'Production']) {
      const plan = await docform(['plan', ENVIRONMENTS, '--env', name], { apiUrl: emulator.url });
      expect(plan.status).toBe(1);
      expect(plan.stderr).toContain('did you mean "production"?');
    }
    const dir = scratch();
    cpSync(ENVIRONMENTS, join(dir, 'docform.yaml'));
    const run = await docform(['export', '--env', 'prod'], { apiUrl: emulator.url, cwd: dir });
    expect(run.status).toBe(1);
    expect(run.stderr).toContain('did you mean "production"?');
  });
});
