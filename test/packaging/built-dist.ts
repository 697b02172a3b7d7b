/**
 * dist/ as the package ships it: `npm pack` packs dist/src as it is, so a build older
 * than the sources would test yesterday's docform. Rebuilds (`tsc -p tsconfig.json`,
 * as `npm run build` does) when a source file is newer than its output or has none.
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

/** The first source file whose output is missing or older, if any. */
export function staleSource(root: string): string | undefined {
  return sources(join(root, 'src')).find((file) => {
    const output = join(root, 'dist', relative(root, file)).replace(/\.ts$/, '.js');
    return !existsSync(output) || statSync(output).mtimeMs < statSync(file).mtimeMs;
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
  return `${relative(root, stale)} was newer than its build`;
}
