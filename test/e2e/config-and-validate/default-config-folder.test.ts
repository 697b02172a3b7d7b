/**
 * The default CONFIG and `init` beside a `docform/` folder: a folder holding no config
 * (a clone of docform itself, as an install in the config repository could leave) is
 * not taken for a multi-file config; a `docform.yaml` beside a `docform/` config is used
 * and said. And `init`'s .gitignore keeps saved plans out of Git, by the names the docs
 * and CI recipes use.
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { scratchDirs } from '../../support/scratch-dirs.js';
import { docform } from '../support/examples-cli.js';

const scratch = scratchDirs('docform-default-folder-');
const CONFIG = 'version: 1\norganization: org_acme\n';

/** A repository holding a clone of docform in `docform/`: YAML files, none a config. */
function repoWithClone(): string {
  const dir = scratch();
  mkdirSync(join(dir, 'docform/examples/minimal'), { recursive: true });
  writeFileSync(join(dir, 'docform/action.yml'), 'name: docform\ndescription: x\n');
  writeFileSync(join(dir, 'docform/package.json'), '{ "name": "docform" }\n');
  writeFileSync(join(dir, 'docform/.prettierrc.yaml'), 'printWidth: 100\n');
  writeFileSync(join(dir, 'docform/examples/minimal/docform.yaml'), CONFIG);
  return dir;
}

describe('a docform/ folder that holds no config', () => {
  it('does not stop init, and the default CONFIG is then docform.yaml', async () => {
    const dir = repoWithClone();
    const init = await docform(['init'], { cwd: dir });
    expect(init.status, init.stderr).toBe(0);
    expect(init.stdout).toContain('wrote docform.yaml');
    const validate = await docform(['validate'], { cwd: dir });
    expect(validate.status, validate.stderr).toBe(0);
    expect(validate.stdout).toContain('docform.yaml: valid');
    expect(validate.stderr).toBe('');
  });

  it('is not read as the config when there is no docform.yaml: the error says why', async () => {
    const dir = repoWithClone();
    const run = await docform(['validate'], { cwd: dir });
    expect(run.status).toBe(1);
    expect(run.stdout + run.stderr).toContain(
      'no config found: ./docform.yaml does not exist, and ./docform/ holds no docform config (no *.yaml file with version:)',
    );
    expect(run.stdout + run.stderr).not.toContain('action.yml');
  });
});

describe('docform.yaml beside a docform/ config', () => {
  it('uses docform.yaml and warns, naming both, on each command that reads the default', async () => {
    const dir = scratch();
    writeFileSync(join(dir, 'docform.yaml'), CONFIG);
    mkdirSync(join(dir, 'docform'));
    writeFileSync(join(dir, 'docform/org.yaml'), `${CONFIG}teamz: {}\n`);
    const warning =
      'both ./docform.yaml and ./docform/ hold a docform config: using ./docform.yaml, not ./docform/';
    const validate = await docform(['validate'], { cwd: dir });
    expect(validate.status, validate.stderr).toBe(0);
    expect(validate.stderr).toContain(warning);
    const fmt = await docform(['fmt', '--check'], { cwd: dir });
    expect(fmt.stderr).toContain(warning);
    // with CONFIG given, nothing to say
    const chosen = await docform(['validate', 'docform'], { cwd: dir });
    expect(chosen.status).toBe(1);
    expect(chosen.stderr).not.toContain(warning);
    expect(chosen.stdout).toContain('teamz');
    // init refuses: both are configs
    const init = await docform(['init'], { cwd: dir });
    expect(init.status).toBe(1);
  });
});

describe('init', () => {
  it('ignores saved plans and the emulator state in .gitignore, and suggests the local bin', async () => {
    const dir = scratch();
    execFileSync('git', ['init', '--quiet', dir]);
    writeFileSync(join(dir, '.gitignore'), 'node_modules/\n*.plan\n');
    // docform as the README installs it, in the repository's own node_modules
    const bin = join(dir, 'node_modules', '.bin', 'docform');
    const init = await docform(['init'], { cwd: dir, bin });
    expect(init.status, init.stderr).toBe(0);
    expect(init.stdout).toContain('added .docform/, plan.json, *.plan.json to .gitignore');
    expect(init.stdout).toContain(
      'Next: ./node_modules/.bin/docform validate docform.yaml, then ./node_modules/.bin/docform plan',
    );
    const ignore = readFileSync(join(dir, '.gitignore'), 'utf8');
    expect(ignore.match(/^\*\.plan$/gm)).toHaveLength(1);
    const names = ['plan.json', 'staging.plan', 'production.plan.json', '.docform/emulator.json'];
    const ignored = execFileSync('git', ['check-ignore', ...names], { cwd: dir, encoding: 'utf8' });
    expect(ignored.trim().split('\n')).toEqual(names);
    const kept = ['docform.yaml', 'AGENTS.md', 'specs/petstore.yaml'];
    const status = (file: string) =>
      execFileSync('git', ['check-ignore', '--quiet', file], { cwd: dir, stdio: 'ignore' });
    for (const file of kept) expect(() => status(file), file).toThrow();
    // a second init in another directory of the same repository adds nothing twice
    const again = await docform(['init', 'other'], { cwd: dir });
    expect(again.stdout).toContain(
      'added node_modules/, .docform/, plan.json, *.plan, *.plan.json to other/.gitignore',
    );
  });
});
