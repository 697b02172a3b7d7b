// Preloaded (NODE_OPTIONS=--import) into a spawned docform: at exit, writes to the file
// named by DOCFORM_TEST_MODULES_LOG, one a line, the path of every CommonJS module the
// process loaded and, as `channel:NAME`, every diagnostics channel its code created, so
// that a test can tell whether a command ran a library's code even when that library is
// bundled (undici creates its `undici:*` channels when its modules are evaluated).
import diagnosticsChannel from 'node:diagnostics_channel';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import process from 'node:process';

const cache = createRequire(import.meta.url).cache;
const channels = [];
const channel = diagnosticsChannel.channel;
diagnosticsChannel.channel = (name) => {
  channels.push(`channel:${String(name)}`);
  return channel(name);
};
process.on('exit', () => {
  fs.writeFileSync(
    process.env.DOCFORM_TEST_MODULES_LOG,
    [...Object.keys(cache), ...channels].join('\n'),
  );
});
