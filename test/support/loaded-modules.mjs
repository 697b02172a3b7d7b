// Preloaded (NODE_OPTIONS=--import) into a spawned docform: at exit, writes the path of
// every CommonJS module the process loaded to the file named by DOCFORM_TEST_MODULES_LOG,
// one a line, so that a test can tell whether a command loaded a file of the bundle.
import fs from 'node:fs';
import { createRequire } from 'node:module';
import process from 'node:process';

const cache = createRequire(import.meta.url).cache;
process.on('exit', () => {
  fs.writeFileSync(process.env.DOCFORM_TEST_MODULES_LOG, Object.keys(cache).join('\n'));
});
