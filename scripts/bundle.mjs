/* global process */
// Bundles the CLI from its TypeScript sources (src/, which esbuild reads as they are:
// no `tsc` needed) into dist/bin, so that a run reads two files instead of resolving
// hundreds of modules (start-up). `npm run build` runs it after `tsc` (which type-checks
// and builds dist/src for the tests); the package's `bin` is dist/bin/docform.js. The
// packages src imports are bundled too, except those package.json lists under
// `dependencies`, which the package installs beside it at run time.
//
// - dist/bin/docform.js: the entry (src/cli/main.ts), ES module. It prints the version
//   by itself and loads the rest from cli.cjs.
// - dist/bin/cli.cjs: every command, one CommonJS file. CommonJS because only a script
//   can be given V8's code cache in Node 20 (src/cli/bundle/load-bundle.ts); modules a
//   command imports on demand stay unevaluated until it does.
//
// `--modules DIR`: take esbuild and the packages to bundle from DIR (a node_modules
// folder) instead of the repository's own: docform's GitHub Action builds with only
// action/node_modules installed (action.yml, scripts/action-lock.mjs).
import { readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';

const root = resolve(import.meta.dirname, '..');
const at = process.argv.indexOf('--modules');
const modules = at > 0 ? resolve(process.argv[at + 1] ?? '') : join(root, 'node_modules');
const require = createRequire(join(modules, 'noop.js'));
const { build } = await import(pathToFileURL(require.resolve('esbuild')).href);
const pkg = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'));

// a build of the earlier layout left chunks there
rmSync(join(root, 'dist/bin'), { recursive: true, force: true });

const common = {
  absWorkingDir: root,
  bundle: true,
  platform: 'node',
  target: 'node20',
  minify: true,
  legalComments: 'linked',
  logLevel: 'warning',
  nodePaths: [modules],
  tsconfig: join(root, 'tsconfig.json'),
  external: Object.keys(pkg.dependencies ?? {}),
};

await build({
  ...common,
  entryPoints: { docform: 'src/cli/main.ts' },
  outdir: 'dist/bin',
  format: 'esm',
  plugins: [
    {
      // the modules' way to the commands, for a run from dist/src; the bundle takes cli.cjs
      name: 'run-cli-from-modules',
      setup(b) {
        b.onResolve({ filter: /\/run-cli\.js$/ }, (args) => ({ path: args.path, external: true }));
      },
    },
  ],
});

await build({
  ...common,
  entryPoints: { cli: 'src/cli/run-cli.ts' },
  outdir: 'dist/bin',
  outExtension: { '.js': '.cjs' },
  format: 'cjs',
  // src reads files beside its own module (package.json, the schema) through import.meta.url
  define: { 'import.meta.url': '__docformModuleUrl' },
  banner: { js: "const __docformModuleUrl = require('node:url').pathToFileURL(__filename).href;" },
});
