import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { scratchDirs } from '../../support/scratch-dirs.js';
import { spawnDocform } from '../support/examples-cli.js';

const tempDir = scratchDirs('docform-validate-place-');

/** `text` written as a config file of its own; `docform validate` on it, the built binary. */
async function validate(
  text: string,
): Promise<{ file: string; status: number | null; out: string }> {
  const file = join(tempDir(), 'docform.yaml');
  writeFileSync(file, text);
  const run = await spawnDocform(['validate', file], { cleanEnv: true });
  return { file, status: run.status, out: `${run.stdout}${run.stderr}` };
}

/** A site whose `customization:` (line 27) is pasted with `indent` spaces, after comments. */
function pasted(indent: number): string {
  return `version: 1
organization: org_acme

# Spaces of the docs.
# One per product.
spaces:
  guides:
    id: spc_guides
    title: Guides
  api:
    id: spc_api
    title: API

sites:
  portal:
    title: Portal
    visibility: public
    # the site spaces
    spaces:
      - space: guides
        path: guides
      - space: api
        path: api
    # customization pasted from another config
    # (the theme and the links)
    # keep in sync with the brand
${' '.repeat(indent)}customization:
      themes:
        default: light
`;
}

const OFF_COLUMN = 'error  yaml-syntax  All mapping items must start at the same column';

describe('validate places a key indented off its siblings at that key', () => {
  it('a key one column right of its siblings, after comment lines: at the key, not the comments', async () => {
    const run = await validate(pasted(5));
    expect(run.status).toBe(1);
    expect(run.out).toContain(`${run.file}:27:6  ${OFF_COLUMN}\n`);
    expect(run.out).toContain(
      '`customization` starts at column 6, the keys of the mapping it is read in at column 5 (`title`, line 16)',
    );
    expect(run.out).toContain(': invalid, 1 error');
  });

  it('a key two columns right, and one left of its siblings', async () => {
    const right = await validate(pasted(6));
    expect(right.out).toContain(`${right.file}:27:7  ${OFF_COLUMN}\n`);
    const left = await validate(pasted(3));
    expect(left.out).toContain(`${left.file}:27:4  ${OFF_COLUMN}\n`);
    expect(left.out).toContain('(`portal`, line 15)');
  });

  it('a key off its column with no comment above it: at the key, not the start of its line', async () => {
    const text = 'version: 1\nteams:\n  eng:\n    members: []\n     title: Eng\n';
    const run = await validate(text);
    expect(run.out).toContain(`${run.file}:5:6  ${OFF_COLUMN}\n`);
    expect(run.out).toContain('(`members`, line 4)');
  });

  it('two keys off their columns: each at its own key', async () => {
    const text =
      'version: 1\nteams:\n  eng:\n    members: []\n     title: Eng\n  # ops\n  ops:\n    members: []\n      title: Ops\n';
    const run = await validate(text);
    expect(run.out).toContain(`${run.file}:5:6  ${OFF_COLUMN}\n`);
    expect(run.out).toContain(`${run.file}:9:7  ${OFF_COLUMN}\n`);
    expect(run.out).toContain('`title` starts at column 7');
  });

  it('a key one column left of its siblings, or indented by a tab: that one line, not the correct lines below it', async () => {
    const settings = (line: string): string =>
      `version: 1\norganization: org_acme\nsettings:\n  title: Acme\n${line}\n  sso: false\n  ai: false\n  inviteLinks: false\n`;
    const left = await validate(settings(' defaultRole: read'));
    expect(left.status).toBe(1);
    expect(left.out).toContain(`${left.file}:5:2  ${OFF_COLUMN}\n`);
    expect(left.out).not.toMatch(/compact mappings|Implicit keys/);
    expect(left.out).toContain(': invalid, 1 error\n');
    const tab = await validate(settings('\tdefaultRole: read'));
    expect(tab.out).toContain(
      `${tab.file}:5:1  error  yaml-syntax  Tabs are not allowed as indentation\n`,
    );
    expect(tab.out).toContain(': invalid, 1 error\n');
    const file = join(tempDir(), 'docform.yaml');
    writeFileSync(file, settings(' defaultRole: read'));
    const fmt = await spawnDocform(['fmt', '--check', file], { cleanEnv: true });
    expect(fmt.status).toBe(1);
    expect(`${fmt.stdout}${fmt.stderr}`).not.toMatch(/compact mappings|Implicit keys/);
  });

  it('fmt --check reports the same place', async () => {
    const file = join(tempDir(), 'docform.yaml');
    writeFileSync(file, pasted(5));
    const run = await spawnDocform(['fmt', '--check', file], { cleanEnv: true });
    expect(run.status).toBe(1);
    expect(`${run.stdout}${run.stderr}`).toContain(`${file}:27:6  ${OFF_COLUMN}\n`);
  });
});

/** A config declaring team `writers` (and `reviewers`, pinned), granting `grants` on a site. */
function granting(grants: string, teams = true): string {
  return `version: 1
organization: org_acme
${teams ? 'teams:\n  writers: { title: Writers }\n  reviewers: { id: team_reviewers, title: Reviewers }\n' : ''}sites:
  portal:
    title: Portal
    permissions:
      teams:
${grants}`;
}

describe('validate checks the team keys of grants against the declared teams', () => {
  it('a grant naming a near miss of a declared team key: at that key, with did you mean', async () => {
    const run = await validate(granting('        writer: edit\n        team_ops: read\n'));
    expect(run.status).toBe(1);
    // teams: lines 3-5, sites 6, portal 7, title 8, permissions 9, teams 10, writer 11
    expect(run.out).toContain(
      `${run.file}:11:9  error  unknown-grant-subject  site.portal permissions: team "writer" is not a key under \`teams:\`\n    did you mean "writers"?\n`,
    );
    // a name close to no key is taken for a live team id, which the plan checks
    expect(run.out).not.toContain('team_ops');
    expect(run.out).toContain(': invalid, 1 error');
  });

  it('a declared key and the pinned id of a declared team pass', async () => {
    const run = await validate(granting('        writers: edit\n        team_reviewers: read\n'));
    expect(run.out).toBe(`${run.file}: valid\n`);
    expect(run.status).toBe(0);
  });

  it('without `teams:`, a grant may name a live team id: left to the plan', async () => {
    const run = await validate(granting('        team_ops: edit\n', false));
    expect(run.out).toBe(`${run.file}: valid\n`);
    expect(run.status).toBe(0);
  });
});
