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
// - dist/bin/undici.cjs and dist/bin/emulator.cjs: the HTTP client's dispatchers
//   (src/api/undici-dispatchers.ts) and the emulator (src/emulator/public.ts), the two
//   largest parts that many commands never run: bundles of their own, which cli.cjs
//   requires where it imported them, so that a command that makes no request (validate,
//   fmt, show) reads, hashes and loads none of their code. Their code is cached as
//   cli.cjs's is (src/cli/bundle/load-cli.ts).
// - dist/bin/marked.cjs: the Markdown lexer (the `marked` package), which builds its
//   grammar when it loads: required at the first Markdown a command converts
//   (src/markdown/marked-lexer.ts), so that a config without Markdown never loads it.
//
// `--modules DIR`: take esbuild and the packages to bundle from DIR (a node_modules
// folder) instead of the repository's own: docform's GitHub Action builds with only
// action/node_modules installed (action.yml, scripts/action-lock.mjs).
import { readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join, relative, resolve, sep } from 'node:path';
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

/** The modules built as bundles of their own, by the name of the bundle. */
const OWN_BUNDLES = {
  undici: 'src/api/undici-dispatchers.ts',
  emulator: 'src/emulator/public.ts',
};

const commonJs = {
  ...common,
  outdir: 'dist/bin',
  outExtension: { '.js': '.cjs' },
  format: 'cjs',
  // src reads files beside its own module (package.json, the schema) through import.meta.url
  define: { 'import.meta.url': '__docformModuleUrl' },
  banner: { js: "const __docformModuleUrl = require('node:url').pathToFileURL(__filename).href;" },
};

await build({
  ...commonJs,
  entryPoints: { cli: 'src/cli/run-cli.ts' },
  // an import() of a bundle of its own becomes a require, which load-bundle.ts serves
  supported: { 'dynamic-import': false },
  plugins: [
    markedOnDemand(),
    {
      // an import of a module built on its own becomes a require of its bundle
      name: 'own-bundles',
      setup(b) {
        const names = new Map(Object.entries(OWN_BUNDLES).map(([n, src]) => [src, n]));
        b.onResolve({ filter: /\/(undici-dispatchers|public)\.js$/ }, (args) => {
          const source = relative(root, join(args.resolveDir, args.path)).replace(/\.js$/, '.ts');
          const name = names.get(source.split(sep).join('/'));
          return name === undefined ? undefined : { path: `./${name}.cjs`, external: true };
        });
      },
    },
  ],
});

await build({
  ...commonJs,
  entryPoints: { ...OWN_BUNDLES, marked: require.resolve('marked') },
});

/**
 * src/markdown/marked-lexer.ts hands out marked's lexer, imported as a module; in the
 * bundle it requires `marked.cjs` at its first call instead, so that the commands' bundle
 * holds no part of marked and a command that meets no Markdown never loads it. The text
 * replaced is checked: a change to that module fails the build here, not a run.
 */
function markedOnDemand() {
  const signature = 'export function markedLexer(): typeof Lexer {\n  return Lexer;\n}';
  const onDemand = [
    'let lexer;',
    "export function markedLexer() { return (lexer ??= require('./marked.cjs').Lexer); }",
  ].join('\n');
  return {
    name: 'marked-on-demand',
    setup(b) {
      b.onResolve({ filter: /^\.\/marked\.cjs$/ }, (args) => ({ path: args.path, external: true }));
      b.onLoad({ filter: /src[\\/]markdown[\\/]marked-lexer\.ts$/ }, (args) => {
        const text = readFileSync(args.path, 'utf8');
        if (!text.includes(signature))
          throw new Error(`${args.path}: no "${signature}" to replace`);
        return { contents: onDemand, loader: 'js' };
      });
    },
  };
}
