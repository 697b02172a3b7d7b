// Bundles the built CLI (dist/src, from `tsc`) into dist/bin, so that a run reads two
// files instead of resolving hundreds of modules (issue 15: start-up). `npm run build`
// runs it; the package's `bin` is dist/bin/docform.js. Dependencies are bundled too:
// the package needs no node_modules of its own at run time.
//
// - dist/bin/docform.js: the entry (src/cli/main.ts), ES module. It prints the version
//   by itself and loads the rest from cli.cjs.
// - dist/bin/cli.cjs: every command, one CommonJS file. CommonJS because only a script
//   can be given V8's code cache in Node 20 (src/cli/bundle/load-bundle.ts); modules a
//   command imports on demand stay unevaluated until it does.
// - dist/bin/undici.cjs: the HTTP client (undici), required by cli.cjs at the first
//   request (src/api/connection.ts). A file of its own, so that a command that sends
//   nothing (`validate`, `fmt`) does not even read its half megabyte.
import { rmSync } from 'node:fs';
import { build } from 'esbuild';

// a build of the earlier layout left chunks there
rmSync('dist/bin', { recursive: true, force: true });

const common = {
  bundle: true,
  platform: 'node',
  target: 'node20',
  minify: true,
  legalComments: 'linked',
  logLevel: 'warning',
};

await build({
  ...common,
  entryPoints: { docform: 'dist/src/cli/main.js' },
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

/**
 * `import('./undici-dispatchers.js')` (src/api/connection.ts) becomes
 * `require('./undici.cjs')`, beside the bundle that asks.
 */
const undiciApart = {
  name: 'undici-apart',
  setup(b) {
    b.onResolve({ filter: /\/undici-dispatchers\.js$/ }, () => ({
      path: './undici.cjs',
      external: true,
    }));
  },
};

await build({
  ...common,
  entryPoints: { cli: 'dist/src/cli/run-cli.js' },
  plugins: [undiciApart],
  // a dynamic import() has no loader in the vm script that runs cli.cjs: require instead
  supported: { 'dynamic-import': false },
  outdir: 'dist/bin',
  outExtension: { '.js': '.cjs' },
  format: 'cjs',
  // src reads files beside its own module (package.json, the schema) through import.meta.url
  define: { 'import.meta.url': '__docformModuleUrl' },
  banner: { js: "const __docformModuleUrl = require('node:url').pathToFileURL(__filename).href;" },
});

// undici's two dispatchers (src/api/undici-dispatchers.ts: its own modules, not its
// index, which also holds fetch, WebSocket, caches and mocks).
await build({
  ...common,
  entryPoints: { undici: 'dist/src/api/undici-dispatchers.js' },
  outdir: 'dist/bin',
  outExtension: { '.js': '.cjs' },
  format: 'cjs',
});
