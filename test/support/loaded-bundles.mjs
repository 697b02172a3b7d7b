// Preloaded (`node --import`) by test/packaging/help-loads-no-emulator.test.ts: records
// the bundles of dist/bin (`cli.cjs`, `emulator.cjs`, ...) the process reads, which
// src/cli/bundle/load-bundle.ts (Node 20) and Node's module loader (Node 22 and later)
// do with `fs.readFileSync`, and writes their names, one
// a line, to the file DOCFORM_TEST_LOADED_BUNDLES names when the process exits.
import fs from 'node:fs';
import { syncBuiltinESMExports } from 'node:module';

// the global, not `node:process`: importing that module would load it before the bin does
const process = globalThis.process;
const log = process.env.DOCFORM_TEST_LOADED_BUNDLES;
if (log) {
  const read = new Set();
  const readFileSync = fs.readFileSync;
  fs.readFileSync = function (path, ...rest) {
    const name = /[\\/]dist[\\/]bin[\\/]([^\\/]+\.cjs)$/.exec(String(path))?.[1];
    if (name !== undefined) read.add(name);
    return readFileSync.call(this, path, ...rest);
  };
  // the bin imports the function by name: its binding follows the module's export
  syncBuiltinESMExports();
  process.on('exit', () => fs.writeFileSync(log, [...read].map((n) => `${n}\n`).join('')));
}
