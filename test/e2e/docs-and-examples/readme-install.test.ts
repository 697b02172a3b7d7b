/**
 * README "Installation", run as written in an empty config repository (a `git init`
 * folder), with `<this repository>` standing for this repository: the clone goes beside
 * it, the tarball into it, `init` there; then what is left to commit, `validate`, and a
 * CI-style `npm ci` work there.
 * npm installs from its cache, else the registry.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readmeSection } from './readme-quick-start.js';

const ROOT = resolve(import.meta.dirname, '../../..');
const README = join(ROOT, 'README.md');
const commands = readmeSection(README, 'Installation');
const pkg = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as { version: string };

/**
 * A newcomer's shell: no token, no colour, and none of what an enclosing `npm test`
 * exports about this repository to npm, as in the tarball test; npm's cache, registry
 * and user config stay, and it prefers its cache.
 */
function newcomerEnv(): Record<string, string> {
  const keep = /^npm_config_(cache|registry|userconfig|globalconfig)$/i;
  const env: Record<string, string> = {
    NO_COLOR: '1',
    npm_config_prefer_offline: 'true',
    npm_config_audit: 'false',
    npm_config_fund: 'false',
  };
  for (const [key, value] of Object.entries(process.env)) {
    if (value !== undefined && (!/^npm_/i.test(key) || keep.test(key))) env[key] = value;
  }
  delete env.DOCFORM_TOKEN;
  delete env.DOCFORM_API_URL;
  return env;
}

function sh(script: string, cwd: string) {
  return spawnSync('bash', ['-eo', 'pipefail', '-c', script], {
    cwd,
    env: newcomerEnv(),
    encoding: 'utf8',
    // a hang guard: the clone's npm ci and build take minutes on the loaded 2-core machine
    timeout: 480_000,
  });
}

let scratch = '';
let config = '';
let install: ReturnType<typeof sh>;

beforeAll(() => {
  scratch = mkdtempSync(join(tmpdir(), 'docform-readme-install-'));
  config = join(scratch, 'acme-docs-config');
  mkdirSync(config);
  execFileSync('git', ['init', '--quiet', config]);
  const script = commands.map((c) => c.replace('<this repository>', ROOT)).join('\n');
  install = sh(script, config);
}, 540_000);

// the clone's node_modules (the whole dev toolchain) takes a while to remove under load
afterAll(() => {
  if (scratch) rmSync(scratch, { recursive: true, force: true });
}, 300_000);

describe('README installation', () => {
  it('clones beside the config repository and installs the tarball into it, running no install script', () => {
    expect(commands[0]).toMatch(/^git clone <this repository> \.\.\/\S+$/);
    expect(install.status, install.stderr).toBe(0);
    expect(install.stdout).toContain('wrote docform.yaml');
    // npm 11 names each package with install scripts (`docform@0.1.0 (prepare: ...)`, as
    // the tarball had): docform has none (the clone's toolchain, esbuild, has one)
    expect(install.stderr).not.toMatch(/\bdocform@\S+ \(\w+:/);
    expect(existsSync(join(config, 'docform'))).toBe(false);
    const manifest = JSON.parse(readFileSync(join(config, 'package.json'), 'utf8')) as {
      devDependencies: Record<string, string>;
    };
    expect(manifest.devDependencies.docform).toBe(`file:docform-${pkg.version}.tgz`);
  });

  it('leaves a .gitignore that keeps node_modules/, the emulator state and saved plans out', () => {
    const ignored = ['node_modules/docform/package.json', '.docform/emulator.json', 'plan.json'];
    const more = ['staging.plan', 'production.plan.json'];
    const check = sh(`git check-ignore ${[...ignored, ...more].join(' ')}`, config);
    expect(check.stdout.trim().split('\n')).toEqual([...ignored, ...more]);
    // what is left to commit is what the README says to commit
    const status = sh('git status --porcelain --untracked-files=all', config);
    const tarball = `docform-${pkg.version}.tgz`;
    expect(
      status.stdout
        .trim()
        .split('\n')
        .map((line) => line.slice(3))
        .sort(),
    ).toEqual(['.gitignore', 'docform.yaml', tarball, 'package-lock.json', 'package.json'].sort());
  });

  it('gives a repository where the config init wrote validates, run as the README says', () => {
    const validate = sh('./node_modules/.bin/docform validate', config);
    expect(validate.status, validate.stderr).toBe(0);
    expect(validate.stdout).toContain('docform.yaml: valid');
  });

  it('installs again from the committed tarball with npm ci, as CI does', () => {
    rmSync(join(config, 'node_modules'), { recursive: true, force: true });
    const ci = sh('npm ci --ignore-scripts && ./node_modules/.bin/docform --version', config);
    expect(ci.status, ci.stderr).toBe(0);
    expect(ci.stdout.trim().split('\n').at(-1)).toBe(pkg.version);
  });

  it('quotes no counts that change with every commit', () => {
    const readme = readFileSync(README, 'utf8');
    expect(readme).not.toMatch(/\b\d[\d,]* (tests|test files|test cases)\b/);
  });
});
