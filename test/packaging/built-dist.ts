/**
 * dist/ as the package ships it: `npm pack` packs the bundle dist/bin as it is, so a
 * build older than the sources would test yesterday's docform. Rebuilds (`tsc -p
 * tsconfig.json`, then the bundle, as `npm run build` does) when a source file is newer
 * than its output or has none.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sources(path);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.d.ts') ? [path] : [];
  });
}

/** The first source file whose output, or the bundle made of it, is missing or older. */
export function staleSource(root: string): string | undefined {
  const bundle = join(root, 'dist/bin/docform.js');
  const bundled = existsSync(bundle) ? statSync(bundle).mtimeMs : 0;
  return sources(join(root, 'src')).find((file) => {
    const output = join(root, 'dist', relative(root, file)).replace(/\.ts$/, '.js');
    const changed = statSync(file).mtimeMs;
    return !existsSync(output) || statSync(output).mtimeMs < changed || bundled < changed;
  });
}

/** Builds dist/ when it is stale; returns why it built, or undefined. */
export function ensureBuilt(root: string): string | undefined {
  const stale = staleSource(root);
  if (stale === undefined) return undefined;
  execFileSync(
    process.execPath,
    [join(root, 'node_modules/typescript/bin/tsc'), '-p', 'tsconfig.json'],
    {
      cwd: root,
      stdio: 'inherit',
    },
  );
  // and the bundle of the package's `bin`, as `npm run build` makes it
  execFileSync(process.execPath, [join(root, 'scripts/bundle.mjs')], {
    cwd: root,
    stdio: 'inherit',
  });
  return `${relative(root, stale)} was newer than its build`;
}
