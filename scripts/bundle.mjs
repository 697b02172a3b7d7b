// Bundles the built CLI (dist/src, from `tsc`) into dist/bin: one file per command and
// the chunks they share, so that a run reads a few files instead of resolving hundreds
// of modules (issue 15: start-up). `npm run build` runs it; the package's `bin` is
// dist/bin/docform.js. Dependencies are bundled too: the package needs no node_modules
// of its own at run time.
import { rmSync } from 'node:fs';
import { build } from 'esbuild';

// chunks are named by content hash: without this, those of earlier builds would pile up
rmSync('dist/bin', { recursive: true, force: true });

await build({
  entryPoints: { docform: 'dist/src/cli/main.js' },
  outdir: 'dist/bin',
  bundle: true,
  splitting: true,
  format: 'esm',
  platform: 'node',
  target: 'node20',
  minify: true,
  chunkNames: 'chunks/[name]-[hash]',
  legalComments: 'linked',
  logLevel: 'warning',
  // CommonJS dependencies call require() for Node's own modules
  banner: {
    js: "import { createRequire as __docformRequire } from 'node:module'; const require = __docformRequire(import.meta.url);",
  },
});
