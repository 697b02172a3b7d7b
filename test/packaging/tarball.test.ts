/**
 * The package installs from its tarball: `npm pack`, then `npm install` of the tarball
 * into an empty project, then its `node_modules/.bin/docform` there. A file the CLI
 * needs that `files` in package.json leaves out makes these commands fail, and so does a
 * script the install would run. The tarball's runtime dependencies (those the bundle
 * leaves out) come from the npm cache, else the registry.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { builtinModules } from 'node:module';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ensureBuilt } from './built-dist.js';

const ROOT = resolve(import.meta.dirname, '../..');
const pkg = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as {
  version: string;
  dependencies?: Record<string, string>;
};

/** The packages a built file loads at run time: its require() and import of non-builtins. */
function required(text: string): string[] {
  const LOADS = /\brequire\("([^"]+)"\)|\bfrom"([^"]+)"|\bimport\("([^"]+)"\)|\bimport"([^"]+)"/g;
  const names = new Set<string>();
  for (const m of text.matchAll(LOADS)) {
    const spec = m[1] ?? m[2] ?? m[3] ?? m[4] ?? '';
    if (spec.startsWith('.') || spec.startsWith('node:') || builtinModules.includes(spec)) continue;
    const parts = spec.split('/');
    names.add(spec.startsWith('@') ? parts.slice(0, 2).join('/') : (parts[0] ?? spec));
  }
  return [...names].sort();
}

let scratch = '';
let project = '';
let packed: string[] = [];
/** What `npm install` of the tarball printed on stderr (npm's warnings). */
let installWarnings = '';

/**
 * The scripts npm runs when it installs a package (npm 11 warns of each, and runs them
 * unless told not to): the tarball must have none, so that installing it runs no code.
 */
const INSTALL_SCRIPTS = [
  'preinstall',
  'install',
  'postinstall',
  'prepublish',
  'preprepare',
  'prepare',
  'postprepare',
];

/**
 * npm's environment without what an enclosing `npm test` exports about this
 * repository (npm_package_*, npm_config_local_prefix...), which must not steer the
 * install into the scratch project; the cache, registry and user config stay.
 */
function npmEnv(): NodeJS.ProcessEnv {
  const keep = /^npm_config_(cache|registry|userconfig|globalconfig)$/i;
  const env: NodeJS.ProcessEnv = { NO_COLOR: '1' };
  for (const [key, value] of Object.entries(process.env)) {
    if (!/^npm_/i.test(key) || keep.test(key)) env[key] = value;
  }
  delete env.DOCFORM_TOKEN;
  delete env.DOCFORM_API_URL;
  return env;
}

function npm(args: string[], cwd: string): string {
  return execFileSync('npm', args, { cwd, env: npmEnv(), encoding: 'utf8', stdio: 'pipe' });
}

/** The installed command, as the README runs it: the project's own bin, never npx. */
function installed(args: string[]) {
  return spawnSync(join(project, 'node_modules/.bin/docform'), args, {
    cwd: project,
    env: npmEnv(),
    encoding: 'utf8',
  });
}

beforeAll(() => {
  ensureBuilt(ROOT);
  scratch = mkdtempSync(join(tmpdir(), 'docform-tarball-'));
  // --ignore-scripts: `prepack` would build again; ensureBuilt has made dist/ current.
  const [report] = JSON.parse(
    npm(['pack', '--ignore-scripts', '--json', '--pack-destination', scratch], ROOT),
  ) as { filename: string; files: { path: string }[] }[];
  if (!report) throw new Error('npm pack reported no tarball');
  packed = report.files.map((f) => f.path);
  project = join(scratch, 'project');
  mkdirSync(project);
  writeFileSync(join(project, 'package.json'), '{ "name": "config-repo", "private": true }\n');
  const install = spawnSync(
    'npm',
    ['install', join(scratch, report.filename), '--no-audit', '--no-fund', '--prefer-offline'],
    { cwd: project, env: npmEnv(), encoding: 'utf8' },
  );
  if (install.status !== 0) throw new Error(`npm install failed: ${install.stderr}`);
  installWarnings = install.stderr;
  cpSync(join(ROOT, 'examples/minimal/docform.yaml'), join(project, 'docform.yaml'));
  cpSync(join(ROOT, 'examples/multi-file/docform'), join(project, 'multi'), { recursive: true });
}, 240_000);

afterAll(() => {
  if (scratch) rmSync(scratch, { recursive: true, force: true });
});

describe('the npm package', () => {
  it('holds the CLI, the JSON Schema and the README, and no sources, tests or benchmarks', () => {
    expect(packed).toEqual(
      expect.arrayContaining([
        'package.json',
        'README.md',
        'dist/bin/docform.js',
        // the commands, and the parts loaded only by the commands that run them
        'dist/bin/cli.cjs',
        'dist/bin/undici.cjs',
        'dist/bin/emulator.cjs',
        'dist/bin/marked.cjs',
        'schemas/docform.schema.json',
      ]),
    );
    // the bundle holds the CLI and its dependencies: no module tree of dist/src
    const strays = packed.filter((p) =>
      /^(src|test|bench|dist\/src|dist\/test|dist\/bench)\//.test(p),
    );
    expect(strays).toEqual([]);
  });

  it('declares as runtime dependencies exactly the packages its bundle loads', () => {
    const loaded = packed
      .filter((p) => /^dist\/bin\/.*\.(c?js|mjs)$/.test(p))
      .flatMap((p) => required(readFileSync(join(ROOT, p), 'utf8')));
    expect([...new Set(loaded)].sort()).toEqual(Object.keys(pkg.dependencies ?? {}).sort());
    // the check sees a package the bundle leaves to node_modules
    expect(required('const a=require("undici"),b=require("node:fs");import"@x/y/z"')).toEqual([
      '@x/y',
      'undici',
    ]);
  });

  it('runs no script when it is installed: none in its package.json, no warning of one', () => {
    const manifest = JSON.parse(
      readFileSync(join(project, 'node_modules/docform/package.json'), 'utf8'),
    ) as { scripts?: Record<string, string> };
    const run = Object.keys(manifest.scripts ?? {}).filter((s) => INSTALL_SCRIPTS.includes(s));
    expect(run).toEqual([]);
    expect(installWarnings).not.toMatch(/\bdocform@\S+ \(\w+:/);
  });

  it('installs a `docform` command that prints its version', () => {
    const run = installed(['--version']);
    expect(run.status, run.stderr).toBe(0);
    expect(run.stdout.trim()).toBe(pkg.version);
  });

  it('validates an example copied into the project, as a file and as a directory', () => {
    const file = installed(['validate']);
    expect(file.status, file.stderr).toBe(0);
    expect(file.stdout).toContain('docform.yaml: valid');
    const dir = installed(['validate', 'multi']);
    expect(dir.status, dir.stderr).toBe(0);
  });

  it("has the JSON Schema where the README's first line points editors", () => {
    const schema = join(project, 'node_modules/docform/schemas/docform.schema.json');
    expect(existsSync(schema)).toBe(true);
    expect(JSON.parse(readFileSync(schema, 'utf8'))).toHaveProperty('$schema');
  });
});
