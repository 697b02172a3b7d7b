import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startEmulator } from '../../../src/emulator/server.js';
import { clearJournal, docform, journalMethods } from '../support/examples-cli.js';

type Emulator = Awaited<ReturnType<typeof startEmulator>>;
let emulator: Emulator;
let scratch = '';

/** Valid YAML that only the live org can refuse: an unknown member, a space id not in it. */
const BROKEN = `version: 1
organization: org_acme
teams:
  docs:
    title: Docs
    members: [alice@acme.example, nobody@acme.example]
sites:
  handbook:
    title: Handbook
    sections:
      - title: Guides
        spaces:
          - { space: spc_nope, path: guides }
`;

beforeAll(async () => {
  emulator = await startEmulator({ port: 0 });
  scratch = mkdtempSync(join(tmpdir(), 'docform-plan-errors-'));
  writeFileSync(join(scratch, 'docform.yaml'), BROKEN);
});
afterAll(async () => {
  await emulator?.close();
  rmSync(scratch, { recursive: true, force: true });
});

const run = (args: string[]) => docform(args, { apiUrl: emulator.url, cwd: scratch });

/**
 * The located error lines a user must see first, in the one diagnostic format (the path
 * is the scratch directory's: in-process runs open the default config there).
 */
const SPACE = /^\S*docform\.yaml:13:13 {2}error {2}space-not-found {2}space spc_nope is not in/m;
const MEMBER = /\S*docform\.yaml:6:35 {2}error {2}unknown-member {2}nobody@acme\.example is not/;

/** Nothing that reads as success in a CI log. */
function expectNoSuccessLine(text: string): void {
  expect(text).not.toMatch(/^Plan: /m);
  expect(text).not.toMatch(/No changes|No drift|to create/);
}

describe('a plan with errors prints them first, on stderr, and no success line', () => {
  it('plan (text): the errors on stderr, nothing on stdout, exit 1', async () => {
    const plan = await run(['plan']);
    expect(plan.status).toBe(1);
    expect(plan.stdout).toBe('');
    expect(plan.stderr).toMatch(SPACE);
    expect(plan.stderr).toMatch(MEMBER);
    // in the config's order, as validate lists problems: the team (line 4) first
    expect(plan.stderr.search(MEMBER)).toBeLessThan(plan.stderr.search(SPACE));
    expect(plan.stderr.trimEnd().split('\n').at(-1)).toBe(
      'Planning failed: 2 errors. Nothing can be applied until they are fixed.',
    );
    expectNoSuccessLine(plan.stderr);
  });

  it('plan --format json: the document on stdout, the errors first on stderr', async () => {
    const plan = await run(['plan', '--format', 'json', '--out', 'tfplan']);
    expect(plan.status).toBe(1);
    expect(plan.stderr).toMatch(SPACE);
    expect(plan.stderr).toContain('No plan was saved to tfplan.');
    const doc = JSON.parse(plan.stdout) as { diagnostics: { severity: string }[] };
    expect(doc.diagnostics.filter((d) => d.severity === 'error')).toHaveLength(2);
  });

  it('plan --format markdown: a comment that says it failed, with the located errors', async () => {
    const plan = await run(['plan', '--format', 'markdown']);
    expect(plan.status).toBe(1);
    expect(plan.stderr).toMatch(SPACE);
    expect(plan.stdout).toContain(
      '**Planning failed: 2 errors. Nothing can be applied until they are fixed.**',
    );
    expect(plan.stdout).toMatch(/- ❌ `\S*docform\.yaml:13:13` \*\*error\*\* `space-not-found`/);
    expectNoSuccessLine(plan.stdout);
    expect(plan.stdout).not.toContain('| Address |');
  });

  it('apply: the errors first, then that nothing was applied; no write', async () => {
    await clearJournal(emulator.url);
    const apply = await run(['apply', '--auto-approve']);
    expect(apply.status).toBe(1);
    expect(apply.stdout).toBe('');
    expect(apply.stderr).toMatch(SPACE);
    expect(apply.stderr).toMatch(MEMBER);
    expect(apply.stderr.trimEnd().split('\n').at(-1)).toBe(
      'error: the plan has 2 errors; nothing was applied.',
    );
    expect((await journalMethods(emulator.url)).every((m) => m === 'GET')).toBe(true);
  });

  it.each(['text', 'json', 'markdown'])('drift --format %s: errors first, exit 1', async (f) => {
    const drift = await run(['drift', '--format', f]);
    expect(drift.status).toBe(1);
    expect(drift.stderr).toMatch(SPACE);
    expect(drift.stderr).toContain('Drift check failed: 2 errors.');
    expectNoSuccessLine(drift.stderr + (f === 'json' ? '' : drift.stdout));
    if (f === 'text') expect(drift.stdout).toBe('');
  });
});

/**
 * One wrong space id under `spaces:`, named by two site spaces, beside a wrong id named
 * directly: each cause once, where it is written, with the live space it is close to, in
 * the config's order (a new user's report: the cause came last, after an error at every
 * site space naming its key, and with no suggestion).
 */
const WRONG_ID = `version: 1
organization: org_acme
teams:
  docs: { title: Docs, members: [nobody@acme.example] }
sites:
  portal:
    title: Portal
    sections:
      - title: Guides
        spaces:
          - { space: guides, path: guides }
      - title: More
        spaces:
          - { space: guides, path: more }
          - { space: spc_chagelog, path: changes }
spaces:
  guides: { id: spc_guide }
`;

describe('a wrong space id: the cause once, at its id, with "did you mean"', () => {
  beforeAll(() => writeFileSync(join(scratch, 'wrong-id.yaml'), WRONG_ID));

  it('plan lists each wrong id once, by line, with the close live space', async () => {
    const plan = await run(['plan', 'wrong-id.yaml']);
    expect(plan.status).toBe(1);
    const located = plan.stderr
      .split('\n')
      .filter((line) => /^\S*wrong-id\.yaml:/.test(line))
      .map((line) => line.replace(/^\S*wrong-id\.yaml:/, ''));
    expect(located).toEqual([
      '4:34  error  unknown-member  nobody@acme.example is not a member of organization org_acme',
      '15:13  error  space-not-found  space spc_chagelog is not in organization org_acme',
      '17:13  error  space-not-found  space spc_guide (guides) is not in organization org_acme',
    ]);
    expect(plan.stderr).toContain('    did you mean "spc_changelog" (Changelog)? name a space');
    expect(plan.stderr).toContain('    did you mean "spc_guides" (Guides)? check the id');
    expect(plan.stderr.trimEnd().split('\n').at(-1)).toBe(
      'Planning failed: 3 errors. Nothing can be applied until they are fixed.',
    );
  });
});
