/* global process, console */
// Writes action/package.json and action/package-lock.json: what docform's GitHub Action
// (action.yml) installs to build docform, and nothing else. That is esbuild and the
// packages src imports (the bundle holds them), at the versions and integrity hashes of
// the repository's own package-lock.json, so that `npm ci` there installs in seconds
// what a full `npm ci` (the whole dev toolchain: TypeScript, vitest, mermaid...) would
// have given the build.
//
//   node scripts/action-lock.mjs           write both files
//   node scripts/action-lock.mjs --check   exit 1 if either differs from what it would write
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';

const root = resolve(import.meta.dirname, '..');
const NAME = 'docform-action-build';

/** Every `*.ts` file under dir. */
function sources(dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sources(path);
    return entry.name.endsWith('.ts') ? [path] : [];
  });
}

/** The packages src imports at run time (type-only imports are erased by the build). */
export function importedPackages(srcDir) {
  const names = new Set();
  const IMPORT = /(?:^|\n)\s*(?:import|export)\s+(?!type\s)(?:[^;'"]*?\sfrom\s+)?['"]([^'"]+)['"]/g;
  const DYNAMIC = /\bimport\(\s*['"]([^'"]+)['"]\s*\)/g;
  for (const file of sources(srcDir)) {
    const text = readFileSync(file, 'utf8');
    for (const [, spec] of [...text.matchAll(IMPORT), ...text.matchAll(DYNAMIC)]) {
      if (spec.startsWith('.') || spec.startsWith('node:')) continue;
      const parts = spec.split('/');
      names.add(spec.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0]);
    }
  }
  return [...names].sort();
}

/** Where `name`, required from the package at `from`, is in the lockfile (npm's lookup). */
function locate(packages, from, name) {
  let dir = from;
  while (dir !== '') {
    const nested = `${dir}/node_modules/${name}`;
    if (nested in packages) return nested;
    const at = dir.lastIndexOf('/node_modules/');
    dir = at < 0 ? '' : dir.slice(0, at);
  }
  const top = `node_modules/${name}`;
  if (!(top in packages)) throw new Error(`package-lock.json has no ${top}`);
  return top;
}

/** The two files' text, from the repository's package-lock.json and src. */
export function actionFiles() {
  const lock = JSON.parse(readFileSync(join(root, 'package-lock.json'), 'utf8'));
  const packages = lock.packages;
  // a package.json dependency stays outside the bundle (scripts/bundle.mjs): not built in
  const runtime = Object.keys(
    JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')).dependencies ?? {},
  );
  const imported = importedPackages(join(root, 'src')).filter((name) => !runtime.includes(name));
  const wanted = ['esbuild', ...imported];
  const chosen = new Map();
  const visit = (path) => {
    if (chosen.has(path)) return;
    const { dev: _dev, devOptional: _devOptional, peer: _peer, ...entry } = packages[path];
    chosen.set(path, entry);
    const deps = { ...entry.dependencies, ...entry.optionalDependencies };
    for (const name of Object.keys(deps)) {
      // an optional dependency the repository's lock does not hold is not for any platform
      if (entry.optionalDependencies?.[name] && !(`node_modules/${name}` in packages)) continue;
      visit(locate(packages, path, name));
    }
  };
  for (const name of wanted) visit(locate(packages, '', name));
  const dependencies = Object.fromEntries(
    wanted.map((name) => [name, packages[`node_modules/${name}`].version]),
  );
  const manifest = {
    name: NAME,
    private: true,
    description:
      "What docform's GitHub Action installs to build docform (action.yml). Written by scripts/action-lock.mjs from package-lock.json: do not edit.",
    dependencies,
  };
  const sorted = [...chosen.keys()].sort();
  const locked = {
    name: NAME,
    lockfileVersion: 3,
    requires: true,
    packages: {
      '': { name: NAME, dependencies },
      ...Object.fromEntries(sorted.map((path) => [path, chosen.get(path)])),
    },
  };
  const text = (value) => `${JSON.stringify(value, null, 2)}\n`;
  return { 'action/package.json': text(manifest), 'action/package-lock.json': text(locked) };
}

if (process.argv[1] && resolve(process.argv[1]) === resolve(import.meta.filename)) {
  const check = process.argv.includes('--check');
  const stale = [];
  for (const [file, text] of Object.entries(actionFiles())) {
    const path = join(root, file);
    const current = existsSync(path) ? readFileSync(path, 'utf8') : '';
    if (current === text) continue;
    if (check) stale.push(file);
    else writeFileSync(path, text);
  }
  if (stale.length > 0) {
    console.error(
      `${stale.join(' and ')} differ from package-lock.json and src: run node scripts/action-lock.mjs`,
    );
    process.exit(1);
  }
}
