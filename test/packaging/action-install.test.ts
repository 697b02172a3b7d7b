/**
 * The action's "Install docform" step (action.yml), run as the runner runs it in a fresh
 * checkout of the action (a `git clone` of this repository, which holds no dist/ and no
 * node_modules/): it builds the bundle from src with esbuild and the packages the bundle
 * holds, installed from action/package-lock.json, never the dev toolchain. The lock
 * must be what scripts/action-lock.mjs writes from package-lock.json. npm installs from
 * its cache, else the registry.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { copyFileSync, existsSync, mkdirSync, readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { scratchDirs } from '../support/scratch-dirs.js';
import { loadAction, runActionStep } from './action-step.js';
import type { StepRun } from './action-step.js';

const ROOT = resolve(import.meta.dirname, '../..');
const scratch = scratchDirs('docform-action-install-');
const pkg = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as {
  dependencies?: Record<string, string>;
};

/** The runner's environment: none of what an enclosing `npm test` exports to npm. */
function runnerEnv(): Record<string, string> {
  const env: Record<string, string> = { npm_config_prefer_offline: 'true' };
  for (const [key, value] of Object.entries(process.env)) {
    if (value !== undefined && !/^npm_/i.test(key)) env[key] = value;
  }
  for (const key of ['npm_config_cache', 'npm_config_registry', 'npm_config_userconfig']) {
    const value = process.env[key];
    if (value !== undefined) env[key] = value;
  }
  delete env.DOCFORM_TOKEN;
  delete env.DOCFORM_API_URL;
  return env;
}

/** The packages of a node_modules folder, scoped ones as `@scope/name`. */
function installed(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((name) => !name.startsWith('.'))
    .flatMap((name) =>
      name.startsWith('@') ? readdirSync(join(dir, name)).map((n) => `${name}/${n}`) : [name],
    )
    .sort();
}

let clone = '';
let workspace = '';
let install: StepRun;

beforeAll(async () => {
  const dir = scratch();
  clone = join(dir, 'docform');
  workspace = join(dir, 'workspace');
  execFileSync('git', ['clone', '--quiet', ROOT, clone]);
  mkdirSync(workspace);
  copyFileSync(join(ROOT, 'examples/minimal/docform.yaml'), join(workspace, 'docform.yaml'));
  const action = loadAction(join(clone, 'action.yml'));
  install = await runActionStep(action, 'install', {
    actionPath: clone,
    cwd: clone,
    inputs: { command: 'plan' },
    env: runnerEnv(),
  });
}, 240_000);

describe("the action's install step", () => {
  it('builds the package bundle in a fresh checkout', () => {
    expect(install.status, install.stderr).toBe(0);
    expect(existsSync(join(clone, 'dist/bin/docform.js'))).toBe(true);
    expect(existsSync(join(clone, 'dist/bin/cli.cjs'))).toBe(true);
  });

  it('installs esbuild and what the bundle holds, not the dev toolchain', () => {
    const built = installed(join(clone, 'action/node_modules'));
    const declared = Object.keys(
      (
        JSON.parse(readFileSync(join(clone, 'action/package.json'), 'utf8')) as {
          dependencies: Record<string, string>;
        }
      ).dependencies,
    );
    // the declared packages and esbuild's binary for this platform, nothing else
    expect(built.filter((name) => !name.startsWith('@esbuild/'))).toEqual([...declared].sort());
    expect(built.filter((name) => name.startsWith('@esbuild/'))).toHaveLength(1);
    expect(built).not.toContain('typescript');
    // at the root: the package's runtime dependencies only
    const runtime = installed(join(clone, 'node_modules'));
    for (const name of ['typescript', 'vitest', 'mermaid', 'playwright-core', 'eslint']) {
      expect(runtime, name).not.toContain(name);
    }
    expect(runtime).toEqual(expect.arrayContaining(Object.keys(pkg.dependencies ?? {})));
  });

  it('gives a docform that plans against the emulator, and is reused by a second use', async () => {
    const action = loadAction(join(clone, 'action.yml'));
    const plan = await runActionStep(action, 'run', {
      actionPath: clone,
      cwd: workspace,
      inputs: { command: 'plan', args: '--detailed-exitcode --emulator state.json' },
    });
    expect(plan.outputs['exit-code'], plan.stderr).toBe('2');
    expect(plan.stdout).toContain('site.docs');
    const again = await runActionStep(action, 'install', {
      actionPath: clone,
      cwd: clone,
      inputs: { command: 'plan' },
      env: runnerEnv(),
    });
    expect(again.status).toBe(0);
    expect(again.stdout).toContain('already installed');
  }, 60_000);
});

describe('action/package-lock.json', () => {
  it('is what scripts/action-lock.mjs writes from package-lock.json and src', () => {
    const check = spawnSync(process.execPath, [join(ROOT, 'scripts/action-lock.mjs'), '--check'], {
      encoding: 'utf8',
    });
    expect(check.status, check.stderr).toBe(0);
  });

  it('pins each package at the version and integrity of package-lock.json', () => {
    type Lock = { packages: Record<string, { version?: string; integrity?: string }> };
    const root = JSON.parse(readFileSync(join(ROOT, 'package-lock.json'), 'utf8')) as Lock;
    const action = JSON.parse(readFileSync(join(ROOT, 'action/package-lock.json'), 'utf8')) as Lock;
    const entries = Object.entries(action.packages).filter(([path]) => path !== '');
    expect(entries.map(([path]) => path)).toEqual(
      expect.arrayContaining(['node_modules/esbuild', 'node_modules/zod', 'node_modules/yaml']),
    );
    for (const [path, entry] of entries) {
      expect(entry.integrity, path).toBe(root.packages[path]?.integrity);
      expect(entry.version, path).toBe(root.packages[path]?.version);
    }
  });
});
